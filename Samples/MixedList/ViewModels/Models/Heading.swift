/// The title of a section, shown in its header.
public struct Heading: Hashable, Sendable {
    /// The title text.
    public var title: String

    /// Creates a heading.
    ///
    /// - Parameter title: The title text.
    public init(_ title: String) {
        self.title = title
    }
}
