public import CellFactory

/// The columns of one kind of table row laid out in a line: where each starts and how wide it
/// is. It draws rows of that kind and their header.
///
/// Widths are found from the content (see ``TableContentWidths``):
/// - a `.fixed(_:)` column takes its columns;
/// - a `.fit(min:max:)` column is as wide as its widest title or value,
///   between its minimum and maximum;
/// - `.share(_:)` columns divide what is left over by their shares, one
///   column each at least.
///
/// When the columns are too wide for the line, the widest are narrowed first, one column at a
/// time: columns fitted to their content down to their minimum, then every column down to one
/// column. Columns that still do not fit, with the spacing before them, are left out from the
/// right: their width is 0. Every line drawn is exactly ``width`` columns wide.
public struct TableColumnLayout: Hashable, Sendable {
    /// The columns, left to right.
    public let columns: [TableColumn]
    /// Each column's width in terminal columns; 0 for a column left out.
    public let widths: [Int]
    /// Blank columns between two columns shown.
    public let spacing: Int
    /// The width of the line, in columns.
    public let width: Int

    /// The lines of a header: the titles, then a rule.
    public static let headerLineCount = 2

    /// The largest share a column counts with; a larger one counts as this.
    public static let largestShare = 10_000

    /// Lays columns out in a line.
    ///
    /// - Parameters:
    ///   - columns: The columns, left to right.
    ///   - contentWidths: Per column, the widest title or value, as ``TableContentWidths``
    ///     measures them; a missing width counts as 0.
    ///   - width: The columns of the line; less than 1 counts as 1.
    ///   - spacing: Blank columns between two columns; less than 0 counts as 0.
    public init(columns: [TableColumn], contentWidths: [Int], width: Int, spacing: Int) {
        self.columns = columns
        // Wider than any render, a line or a gap would only overflow the arithmetic.
        self.width = min(max(width, 1), CollectionView.validWidths.upperBound)
        self.spacing = min(max(spacing, 0), CollectionView.validWidths.upperBound)
        widths = Self.fit(columns, contentWidths: contentWidths, width: self.width, spacing: self.spacing)
    }

    /// Lays columns out for one row on its own, fitted to its values: how a table row is drawn
    /// outside a table.
    ///
    /// - Parameters:
    ///   - columns: The columns, left to right.
    ///   - values: The row's values, one per column.
    ///   - width: The columns of the line.
    ///   - spacing: Blank columns between two columns.
    ///   - ambiguousWidth: How wide East Asian Ambiguous characters are drawn.
    public init(
        columns: [TableColumn], fittedTo values: [TableValue], width: Int, spacing: Int,
        ambiguousWidth: AmbiguousWidth = .narrow
    ) {
        var widths = TableContentWidths(columns: columns, ambiguousWidth: ambiguousWidth)
        widths.measure(values)
        self = widths.layout(width: width, spacing: spacing)
    }

    // MARK: - Widths

    private static func fit(_ columns: [TableColumn], contentWidths: [Int], width: Int, spacing: Int) -> [Int]
    {
        // As many columns as one column each and the spacing between them allow; the rest are
        // left out.
        let shown = min(columns.count, (width + spacing) / (1 + spacing))
        guard shown > 0 else { return [] }
        var widths = [Int](repeating: 1, count: shown)
        var floors = [Int](repeating: 1, count: shown)
        var shares = [Int](repeating: 0, count: shown)
        for index in 0..<shown {
            switch columns[index].width {
            case .fixed(let columns):
                widths[index] = min(max(columns, 1), CollectionView.validWidths.upperBound)
                floors[index] = widths[index]
            case .fit(let minimum, let maximum):
                let low = min(max(minimum, 1), CollectionView.validWidths.upperBound)
                let high = min(max(maximum, low), CollectionView.validWidths.upperBound)
                let content = index < contentWidths.count ? contentWidths[index] : 0
                widths[index] = min(max(content, low), high)
                floors[index] = low
            case .share(let share):
                shares[index] = min(max(share, 0), Self.largestShare)
            }
        }
        let room = width - spacing * (shown - 1)
        let used = widths.reduce(0, +)
        if used <= room {
            share(room - used, by: shares, into: &widths)
        } else {
            // Content columns give up their excess first, then every column down to one.
            narrow(&widths, floors: floors, toFit: room)
            narrow(&widths, floors: floors.map { _ in 1 }, toFit: room)
        }
        return widths + repeatElement(0, count: columns.count - shown)
    }

    /// Gives `spare` columns more to the columns with a share, which have one each: all their
    /// columns are divided in proportion to their shares, one each at least, and what the
    /// division leaves goes one column each from the left.
    private static func share(_ spare: Int, by shares: [Int], into widths: inout [Int]) {
        let total = shares.reduce(0, +)
        let sharing = shares.indices.filter { shares[$0] > 0 }
        guard total > 0, spare > 0 else { return }
        let pool = spare + sharing.count
        var given = 0
        for index in sharing {
            widths[index] = max(pool * shares[index] / total, 1)
            given += widths[index]
        }
        // Columns raised to one took from the others: the widest give it back.
        while given > pool, let widest = sharing.max(by: { (widths[$0], $0) < (widths[$1], $1) }) {
            widths[widest] -= 1
            given -= 1
        }
        for index in sharing where given < pool {
            widths[index] += 1
            given += 1
        }
    }

    /// Narrows the widest columns to one level, never below their floors, so that they take
    /// `room` columns at most; columns left one column above the level are the leftmost.
    ///
    /// The same widths as narrowing the widest column (the rightmost of equals) by one column at
    /// a time until the columns fit or none is above its floor.
    static func narrow(_ widths: inout [Int], floors: [Int], toFit room: Int) {
        func total(atLevel level: Int) -> Int {
            zip(widths, floors).reduce(0) { $0 + max($1.1, min($1.0, level)) }
        }
        guard widths.reduce(0, +) > room else { return }
        // The highest level at which the columns fit; at level 0 they take their floors.
        var (low, high) = (0, widths.max() ?? 0)
        while low < high {
            let middle = (low + high + 1) / 2
            if total(atLevel: middle) <= room { low = middle } else { high = middle - 1 }
        }
        let level = low
        var spare = room - total(atLevel: level)
        for index in widths.indices {
            let narrowed = max(floors[index], min(widths[index], level))
            if spare > 0, widths[index] > level, floors[index] <= level {
                widths[index] = level + 1
                spare -= 1
            } else {
                widths[index] = narrowed
            }
        }
    }

    // MARK: - Drawing

    /// The lines a row takes: one, or as many as its tallest wrapped value.
    ///
    /// - Parameters:
    ///   - values: The row's values, one per column.
    ///   - ambiguousWidth: How wide East Asian Ambiguous characters are drawn.
    public func lineCount(of values: [TableValue], ambiguousWidth: AmbiguousWidth = .narrow) -> Int {
        var lines = 1
        for index in columns.indices where widths[index] > 0 && columns[index].overflow == .wrap {
            let text = index < values.count ? values[index].text : nil
            guard let text else { continue }
            let wrapped = TextWrapper(columns: widths[index], ambiguous: ambiguousWidth).lines(of: text).count
            lines = max(lines, wrapped)
        }
        return min(lines, CellSize.validLines.upperBound)
    }

    /// Draws a row's values in their columns, from the canvas's first line: each fitted to its
    /// column, aligned and styled as the column says, a missing value as the column's mark.
    ///
    /// - Parameters:
    ///   - values: The row's values, one per column.
    ///   - canvas: A canvas ``width`` columns wide and ``lineCount(of:ambiguousWidth:)`` lines tall.
    public func draw(_ values: [TableValue], in canvas: inout CellCanvas) {
        var column = 0
        for index in columns.indices where widths[index] > 0 {
            let value = index < values.count ? values[index] : .missing
            let span = widths[index]
            // The column's fields are read one by one: a copy of the column would retain its texts.
            let alignment = columns[index].alignment
            switch columns[index].overflow {
            case .ellipsis, .cut:
                let marksCut = columns[index].overflow == .ellipsis
                if let text = value.text {
                    canvas.write(
                        text, line: 0, column: column, width: span, alignment: alignment, style: value.style,
                        marksCut: marksCut)
                } else {
                    canvas.write(
                        columns[index].missingMark, line: 0, column: column, width: span,
                        alignment: alignment,
                        style: .dim, marksCut: marksCut)
                }
            case .wrap:
                canvas.writeWrapped(
                    value.text ?? columns[index].missingMark, column: column, width: span,
                    alignment: alignment,
                    style: value.text == nil ? .dim : value.style)
            }
            column += span + spacing
        }
    }

    /// Draws the header: the titles in bold on the first line, a rule under each on the second.
    ///
    /// - Parameter canvas: A canvas ``width`` columns wide and ``headerLineCount`` lines tall.
    public func drawHeader(in canvas: inout CellCanvas) {
        // Hyphens, as PowerShell's tables have: one column and one byte wherever they are drawn
        // (a box-drawing line is East Asian Ambiguous, and three bytes under every header).
        let rule: Character = "-"
        var column = 0
        for index in columns.indices where widths[index] > 0 {
            let format = columns[index]
            canvas.write(
                format.title, line: 0, column: column, width: widths[index], alignment: format.alignment,
                style: .bold)
            canvas.write(
                String(repeating: rule, count: widths[index]), line: 1, column: column, width: widths[index],
                style: .dim)
            column += widths[index] + spacing
        }
    }
}
