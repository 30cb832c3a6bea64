/// Where text sits inside a box wider than the text.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// In the middle; an odd leftover column goes to the right.
    case center
    /// Against the right edge.
    case trailing
}

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
