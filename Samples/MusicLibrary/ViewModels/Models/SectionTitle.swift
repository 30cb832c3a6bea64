/// The header of a section of the screen: what it lists and how many.
public struct SectionTitle: Hashable, Sendable {
    /// What the section lists, such as `Albums`.
    public var title: String
    /// How many rows it has.
    public var count: Int
    /// The search the rows match, empty for everything.
    public var searchTerm: String

    /// Creates a title.
    public init(_ title: String, count: Int, searchTerm: String = "") {
        self.title = title
        self.count = count
        self.searchTerm = searchTerm
    }
}
