/// Where text sits inside a box wider than the text.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// In the middle; an odd leftover column goes to the right.
    case center
    /// Against the right edge.
    case trailing
}
