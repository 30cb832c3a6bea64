/// Where a cell sits: a section's header, an item, or a section's footer.
public enum CellLocation: Hashable, Sendable, CustomStringConvertible {
    /// The header of a section.
    case header(section: Int)
    /// The item at an index path.
    case item(CellIndexPath)
    /// The footer of a section.
    case footer(section: Int)

    /// The section this location belongs to.
    public var section: Int {
        switch self {
        case .header(let section), .footer(let section): return section
        case .item(let indexPath): return indexPath.section
        }
    }

    /// For example `0.3`, `header 1` or `footer 1`.
    public var description: String {
        switch self {
        case .header(let section): return "header \(section)"
        case .item(let indexPath): return indexPath.description
        case .footer(let section): return "footer \(section)"
        }
    }
}
