import CellFactory

extension HorizontalAlignment {
    /// The columns left blank before the text when `spare` columns of a box are left over.
    func leadingSpaces(ofSpare spare: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: spare / 2
        case .trailing: spare
        }
    }
}
