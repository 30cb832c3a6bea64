import CellFactory

/// Where rows go, from their sizes alone: the one layout engine of lists and flows.
///
/// A list puts each row on lines of its own. A flow puts rows side by side, left to right, and
/// starts a new line when the next row does not fit the width; a full-width row, a header and a
/// footer take a line of their own; a line is as tall as its tallest row, and the flow's line
/// spacing goes between two lines of items (headers and footers sit tight against them).
///
/// The composer that writes rows places them with it, for a render pass and for the live view.
package struct RowLayout {
    /// What ended a line: the blank lines of spacing before it, its height, and its rows.
    package struct EndedLine {
        package let spacing: Int
        package let height: Int
        package let rowCount: Int
    }

    package let width: Int
    package let layout: CollectionLayout
    /// The lines of every line ended so far, spacing included.
    package private(set) var lineCount = 0
    /// The rows on the open line.
    package private(set) var openRowCount = 0
    private var openColumns = 0
    private var openHeight = 0
    private var openTop = 0
    private var openIsSupplementary = false
    private var openIsFullWidth = false
    /// Whether a line of items has ended, so that line spacing goes before the next one.
    private var hasItemLine = false

    package init(width: Int, layout: CollectionLayout) {
        self.width = width
        self.layout = layout
    }

    /// Whether a row of this size cannot join the open line, which must end first.
    package func startsNewLine(columns: Int, fullWidth: Bool) -> Bool {
        guard openRowCount > 0 else { return false }
        return isList || fullWidth || openIsFullWidth || openColumns + itemSpacing + columns > width
    }

    /// Places a row, ending the open line first when the row cannot join it.
    ///
    /// - Parameters:
    ///   - columns: The row's width.
    ///   - lines: Its height.
    ///   - fullWidth: Whether it takes a line of its own.
    ///   - supplementary: Whether it is a header or footer.
    /// - Returns: The lines the row takes, counted from the layout's first line.
    @discardableResult
    package mutating func place(columns: Int, lines: Int, fullWidth: Bool, supplementary: Bool) -> Range<Int>
    {
        if startsNewLine(columns: columns, fullWidth: fullWidth) { endLine() }
        if openRowCount == 0 {
            openTop = lineCount + (hasItemLine && !supplementary ? lineSpacing : 0)
            openColumns = columns
        } else {
            openColumns += itemSpacing + columns
        }
        openRowCount += 1
        openHeight = max(openHeight, lines)
        openIsSupplementary = supplementary
        openIsFullWidth = fullWidth
        return openTop..<openTop + lines
    }

    /// Ends the open line, if any rows are on it.
    @discardableResult
    package mutating func endLine() -> EndedLine? {
        guard openRowCount > 0 else { return nil }
        let ended = EndedLine(spacing: openTop - lineCount, height: openHeight, rowCount: openRowCount)
        lineCount = openTop + openHeight
        hasItemLine = !openIsSupplementary
        openRowCount = 0
        openColumns = 0
        openHeight = 0
        return ended
    }

    /// Whether every row takes lines of its own: in a list, and in a table.
    package var isList: Bool {
        if case .flow = layout { return false }
        return true
    }

    /// The flow's spacing between cells; a spacing set below zero after the layout was made
    /// counts as none, as `FlowLayout.init` makes it.
    package var itemSpacing: Int {
        if case .flow(let flow) = layout { return max(flow.itemSpacing, 0) }
        return 0
    }

    private var lineSpacing: Int {
        if case .flow(let flow) = layout { return max(flow.lineSpacing, 0) }
        return 0
    }
}
