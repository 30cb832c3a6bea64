public import CellFactory

/// Shows a ``Heading`` as a section header.
public final class HeadingViewModel: CellViewModel, HeadingCellDataSource {
    /// The reuse identifier of the heading cell.
    public static let reuseIdentifier = "heading"

    private var title = ""

    /// Creates a view model showing an empty heading.
    public init() {}

    /// `heading`.
    public var identifier: String { Self.reuseIdentifier }

    /// The full width, one line.
    public var size: CellSize { .fullWidth(lines: 1) }

    /// Shows another heading.
    public func update(with model: Heading) {
        title = model.title
    }

    /// The section title.
    public var heading: String { title }
}
