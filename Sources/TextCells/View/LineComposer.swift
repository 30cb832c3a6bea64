import CellFactory

/// Places drawn cells on output lines: each on its own lines in a list, side by side in a flow.
///
/// A caller asks for a slot, draws the cell into `canvases[slot]`, and commits it; the composer
/// writes a line of cells out once the next cell does not fit on it, and ``finish()`` writes the
/// last one. Used by a render pass and by the live view, so both lay cells out alike.
struct LineComposer {
    private let width: Int
    private let layout: CollectionLayout
    private let styling: Bool

    /// The composed bytes, each line ending in a newline.
    var output: [UInt8] = []
    /// The lines composed so far.
    private(set) var lineCount = 0
    /// Canvases of the line being filled; the first `rowCount` are in use.
    var canvases: [CellCanvas] = []
    private var rowCount = 0
    private var rowColumns = 0
    private var hasItemRow = false
    private var rowIsSupplementary = false

    private static let newline = UInt8(ascii: "\n")

    init(width: Int, layout: CollectionLayout, styling: Bool) {
        self.width = width
        self.layout = layout
        self.styling = styling
    }

    /// The index of the canvas the next cell draws into, ending the current line first when the
    /// cell does not fit on it.
    mutating func slot(columns: Int, fullWidth: Bool) -> Int {
        if rowCount > 0 && (fullWidth || rowColumns + itemSpacing + columns > width) {
            finishLine()
        }
        if rowCount == canvases.count {
            canvases.append(CellCanvas(columns: columns, lines: 1, styling: styling))
        }
        return rowCount
    }

    /// Places the cell drawn into `canvases[slot]`.
    ///
    /// - Parameters:
    ///   - slot: The index ``slot(columns:fullWidth:)`` returned.
    ///   - columns: The cell's width.
    ///   - fullWidth: Whether the cell takes a line of its own.
    ///   - supplementary: Whether it is a header or footer, which sits tight against items.
    mutating func commit(_ slot: Int, columns: Int, fullWidth: Bool, supplementary: Bool) {
        rowCount = slot + 1
        rowColumns = rowCount == 1 ? columns : rowColumns + itemSpacing + columns
        rowIsSupplementary = supplementary
        if isList || fullWidth { finishLine() }
    }

    /// Draws a configured cell into the next slot and places it.
    ///
    /// - Parameters:
    ///   - cell: The configured cell.
    ///   - columns: The cell's width.
    ///   - lines: The cell's height.
    ///   - fullWidth: Whether the cell takes a line of its own.
    ///   - supplementary: Whether it is a header or footer.
    ///   - ambiguousWidth: How wide East Asian Ambiguous characters are drawn.
    mutating func place(
        _ cell: any AnyCellBox, columns: Int, lines: Int, fullWidth: Bool, supplementary: Bool,
        ambiguousWidth: AmbiguousWidth
    ) {
        let slot = slot(columns: columns, fullWidth: fullWidth)
        canvases[slot].reset(columns: columns, lines: lines, styling: styling, ambiguousWidth: ambiguousWidth)
        cell.draw(in: &canvases[slot])
        guard isList else {
            commit(slot, columns: columns, fullWidth: fullWidth, supplementary: supplementary)
            return
        }
        finishListRow(slot)
    }

    /// Writes a list row, which is a single cell: each of its lines padded to the width.
    ///
    /// The cell draws into its canvas, not straight into the output: a cell may replace the
    /// canvas it is given, and output lent to it would then be lost.
    private mutating func finishListRow(_ slot: Int) {
        // Only numbers and line buffers are read from the canvas: reading the whole canvas while
        // appending to the output would copy it.
        let padding = width - canvases[slot].columns
        for line in 0..<canvases[slot].lineCount {
            canvases[slot].appendBytes(ofLine: line, to: &output)
            TextFitter.appendSpacesAndNewline(canvases[slot].padding(ofLine: line) + padding, to: &output)
        }
        lineCount += canvases[slot].lineCount
    }

    /// Writes the cells of the current line side by side, as tall as the tallest.
    mutating func finishLine() {
        guard rowCount > 0 else { return }
        // Line spacing separates lines of items; headers and footers sit tight against them.
        if case .flow(let flow) = layout, hasItemRow, !rowIsSupplementary {
            for _ in 0..<flow.lineSpacing { appendNewline() }
        }
        hasItemRow = !rowIsSupplementary
        var height = 0
        for index in 0..<rowCount { height = max(height, canvases[index].lineCount) }
        let listPadding = rowCount == 1 && isList ? width - canvases[0].columns : 0
        for line in 0..<height {
            // Spaces between two texts (padding, spacing, a cell shorter than the line) are
            // counted and appended at once, before the next text or with the newline.
            var spaces = 0
            for index in 0..<rowCount {
                if index > 0 { spaces += itemSpacing }
                guard line < canvases[index].lineCount else {
                    spaces += canvases[index].columns
                    continue
                }
                if !canvases[index].isBlank(line: line) {
                    TextFitter.appendSpaces(spaces, to: &output)
                    canvases[index].appendBytes(ofLine: line, to: &output)
                    spaces = 0
                }
                spaces += canvases[index].padding(ofLine: line)
            }
            TextFitter.appendSpacesAndNewline(spaces + listPadding, to: &output)
            lineCount += 1
        }
        rowCount = 0
        rowColumns = 0
    }

    private var itemSpacing: Int {
        if case .flow(let flow) = layout { return flow.itemSpacing }
        return 0
    }

    private var isList: Bool {
        if case .list = layout { return true }
        return false
    }

    private mutating func appendNewline() {
        output.append(Self.newline)
        lineCount += 1
    }
}
