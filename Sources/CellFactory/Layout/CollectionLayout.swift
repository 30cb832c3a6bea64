/// How a collection places its cells; chosen at run time.
public enum CollectionLayout: Hashable, Sendable {
    /// Each cell on its own lines, like a table view. Every line is padded to the full width.
    case list
    /// Cells side by side, left to right, wrapping when the next one does not fit, like
    /// `UICollectionViewFlowLayout`.
    case flow(FlowLayout)
    /// Rows of a ``TableRowViewModel`` as a table: consecutive rows of one kind share column
    /// widths under a header (the titles and a rule), and a new header comes when the kind
    /// changes. Other rows are placed as in a list.
    case table(TableLayout)

    /// A flow layout with the default spacing.
    public static var flow: CollectionLayout { .flow(FlowLayout()) }

    /// A table layout with the default spacing.
    public static var table: CollectionLayout { .table(TableLayout()) }
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

/// How a table layout finds its column widths.
///
/// Widths come from the content. A render of data in memory measures every row first. A render
/// of a stream holds the elements that arrive within a look-ahead window, opened by a table row
/// whose kind has no widths yet: ``lookAheadRows`` elements or ``lookAheadTime``, whichever comes
/// first (the time is checked as elements arrive), or until a `ListElement.pause` on a terminal
/// or a pipe. It measures the table rows among them, draws them, then keeps the widths fixed, so
/// memory stays flat however long the stream is. A kind first seen after the window closed opens
/// a window of its own. A source that may wait for its input sends a pause before it waits, so
/// that the rows held are drawn.
public struct TableLayout: Hashable, Sendable {
    /// Blank columns between two columns.
    public var columnSpacing: Int
    /// The elements (rows, headers and footers) a stream's look-ahead window holds at most.
    public var lookAheadRows: Int
    /// How long a stream's look-ahead window stays open at most.
    public var lookAheadTime: Duration

    /// Creates table settings; negative values count as 0, a spacing counts up to 10,000, and a
    /// window holds an element at least.
    ///
    /// - Parameters:
    ///   - columnSpacing: Blank columns between two columns.
    ///   - lookAheadRows: The rows a stream's look-ahead window holds at most.
    ///   - lookAheadTime: How long the window stays open at most.
    public init(
        columnSpacing: Int = 2, lookAheadRows: Int = 1_000, lookAheadTime: Duration = .milliseconds(100)
    ) {
        self.columnSpacing = min(max(columnSpacing, 0), 10_000)
        self.lookAheadRows = max(lookAheadRows, 1)
        self.lookAheadTime = max(lookAheadTime, .zero)
    }
}
