public import CellFactory

/// What a section title cell draws.
public protocol SectionTitleCellDataSource {
    /// The title line.
    var text: String { get }
}

/// Shows a section's header: what it lists, how many, and the search they match.
public final class SectionTitleViewModel: CellViewModel, SectionTitleCellDataSource {
    /// The reuse identifier of the section title cell.
    public static let reuseIdentifier = "sectionTitle"

    private var title = SectionTitle("", count: 0)

    /// Creates an empty view model.
    public init() {}

    /// ``reuseIdentifier``.
    public var identifier: String { Self.reuseIdentifier }
    /// The full width, one line.
    public var size: CellSize { .fullWidth(lines: 1) }

    /// Shows a title.
    public func update(with model: SectionTitle) {
        title = model
    }

    /// For example `Albums (3)`, `Tracks matching "numb" (1)` or `No tracks match "xyz"`.
    public var text: String {
        guard !title.searchTerm.isEmpty else { return "\(title.title) (\(title.count))" }
        guard title.count > 0 else { return "No \(title.title.lowercased()) match \"\(title.searchTerm)\"" }
        return "\(title.title) matching \"\(title.searchTerm)\" (\(title.count))"
    }
}
