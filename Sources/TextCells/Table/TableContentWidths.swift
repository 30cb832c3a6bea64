public import CellFactory

/// The widest title and value of each column of one kind of table row, over the rows measured.
///
/// A view measures the rows of each kind before it draws them (all of them for data in memory,
/// those of the look-ahead window for a stream), then lays the columns out from these widths
/// with ``layout(width:spacing:)``. Only columns fitted to their content are measured.
///
/// ```swift
/// var widths = TableContentWidths(columns: row.columns)
/// widths.measure(row.values)
/// let layout = widths.layout(width: 80, spacing: 2)
/// ```
public struct TableContentWidths: Hashable, Sendable {
    /// The columns measured.
    public let columns: [TableColumn]
    /// How wide East Asian Ambiguous characters are measured.
    public let ambiguousWidth: AmbiguousWidth
    /// Per column, the widest of its title and the values measured, in terminal columns, as
    /// they are drawn (sanitised, tabs expanded); a missing value counts as its mark. Columns
    /// not fitted to their content count their title only.
    public private(set) var widths: [Int]
    /// How many rows have been measured.
    public private(set) var rowCount = 0
    /// The columns fitted to their content that are still narrower than their maximum: the only
    /// ones a row's values can widen.
    private var growing: [Growing]

    /// A column fitted to its content, with what measuring it needs at hand: a row reads these
    /// rather than a copy of its column.
    private struct Growing: Hashable, Sendable {
        var index: Int
        var maximum: Int
        var missingMarkWidth: Int
    }

    /// Starts with the titles' widths.
    ///
    /// - Parameters:
    ///   - columns: The columns of the kind of row.
    ///   - ambiguousWidth: How wide East Asian Ambiguous characters are drawn.
    public init(columns: [TableColumn], ambiguousWidth: AmbiguousWidth = .narrow) {
        self.columns = columns
        self.ambiguousWidth = ambiguousWidth
        let titles = columns.map { DisplayLine.width(of: $0.title, ambiguous: ambiguousWidth) }
        widths = titles
        growing = columns.indices.compactMap { index in
            guard case .fit(_, let maximum) = columns[index].width, titles[index] < maximum else {
                return nil
            }
            let mark = DisplayLine.width(of: columns[index].missingMark, ambiguous: ambiguousWidth)
            return Growing(index: index, maximum: maximum, missingMarkWidth: mark)
        }
    }

    /// Widens the columns to a row's values.
    ///
    /// - Parameter values: The row's values, one per column.
    public mutating func measure(_ values: [TableValue]) {
        rowCount += 1
        var reachedMaximum = false
        for column in growing {
            let text = column.index < values.count ? values[column.index].text : nil
            let width =
                text.map { DisplayLine.width(of: $0, ambiguous: ambiguousWidth) } ?? column.missingMarkWidth
            if width > widths[column.index] {
                widths[column.index] = width
                if width >= column.maximum { reachedMaximum = true }
            }
        }
        // A column as wide as its maximum cannot grow: later rows need not measure it.
        if reachedMaximum {
            growing.removeAll { widths[$0.index] >= $0.maximum }
        }
    }

    /// The columns laid out in a line of `width` columns.
    ///
    /// - Parameters:
    ///   - width: The columns of the line.
    ///   - spacing: The blank columns between two columns.
    public func layout(width: Int, spacing: Int) -> TableColumnLayout {
        TableColumnLayout(columns: columns, contentWidths: widths, width: width, spacing: spacing)
    }

}
