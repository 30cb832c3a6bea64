/// How a collection places its cells; chosen at run time.
public enum CollectionLayout: Hashable, Sendable {
    /// Each cell on its own lines, like a table view. Every line is padded to the full width.
    case list
    /// Cells side by side, left to right, wrapping when the next one does not fit, like
    /// `UICollectionViewFlowLayout`.
    case flow(FlowLayout)

    /// A flow layout with the default spacing.
    public static var flow: CollectionLayout { .flow(FlowLayout()) }
}

/// The spacing of a flow layout.
///
/// A line of cells is as tall as its tallest cell; shorter cells are padded with blank lines.
/// A full-width cell, a header and a footer each take a line of their own.
public struct FlowLayout: Hashable, Sendable {
    /// Blank columns between two cells on one line.
    public var itemSpacing: Int
    /// Blank lines between two lines of cells.
    public var lineSpacing: Int

    /// Creates flow spacing; negative values count as 0.
    ///
    /// - Parameters:
    ///   - itemSpacing: Blank columns between cells.
    ///   - lineSpacing: Blank lines between lines of cells.
    public init(itemSpacing: Int = 1, lineSpacing: Int = 0) {
        self.itemSpacing = max(itemSpacing, 0)
        self.lineSpacing = max(lineSpacing, 0)
    }
}
