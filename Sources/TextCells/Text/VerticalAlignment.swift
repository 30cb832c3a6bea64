/// Where wrapped text sits inside a box taller than the text.
public enum VerticalAlignment: Hashable, Sendable {
    /// Against the top edge.
    case top
    /// In the middle; an odd leftover line goes below.
    case center
    /// Against the bottom edge.
    case bottom
}
