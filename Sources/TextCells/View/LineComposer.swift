import CellFactory

/// Places drawn cells on output lines: each on its own lines in a list, side by side in a flow.
///
/// A caller asks for a slot, draws the cell into `canvases[slot]`, and commits it; the composer
/// writes a line of cells out once the next cell does not fit on it, and ``finish()`` writes the
/// last one. Used by a render pass and by the live view, so both lay cells out alike.
package struct LineComposer {
    private let width: Int
    private let layout: CollectionLayout
    private let styling: Bool

    /// The composed bytes, each line ending in a newline.
    package var output: [UInt8] = []
    /// The lines composed so far.
    package private(set) var lineCount = 0
    /// Canvases of the line being filled; the first `rowCount` are in use.
    package var canvases: [CellCanvas] = []
    private var rowCount = 0
    private var rowColumns = 0
    private var hasItemRow = false
    private var rowIsSupplementary = false

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    package init(width: Int, layout: CollectionLayout, styling: Bool) {
        self.width = width
        self.layout = layout
        self.styling = styling
    }

    /// The index of the canvas the next cell draws into, ending the current line first when the
    /// cell does not fit on it.
    package mutating func slot(columns: Int, fullWidth: Bool) -> Int {
        if rowCount > 0 && (fullWidth || rowColumns + itemSpacing + columns > width) {
            finishLine()
        }
        if rowCount == canvases.count {
            canvases.append(CellCanvas(columns: columns, lines: 1, styling: styling))
        }
        return rowCount
    }

    /// The line, from the composer's first, on which a cell committed next to the open line
    /// starts: after the line spacing of a flow, which separates lines of items.
    package func topOfOpenLine(supplementary: Bool) -> Int {
        guard case .flow(let flow) = layout, hasItemRow, !supplementary else {
            return lineCount
        }
        return lineCount + max(flow.lineSpacing, 0)
    }

    /// Places the cell drawn into `canvases[slot]`.
    ///
    /// - Parameters:
    ///   - slot: The index ``slot(columns:fullWidth:)`` returned.
    ///   - columns: The cell's width.
    ///   - fullWidth: Whether the cell takes a line of its own.
    ///   - supplementary: Whether it is a header or footer, which sits tight against items.
    package mutating func commit(_ slot: Int, columns: Int, fullWidth: Bool, supplementary: Bool) {
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
    package mutating func place(
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
        let padding = width - canvases[slot].columns
        let lines = canvases[slot].lineCount
        var bound = 0
        for line in 0..<lines {
            bound +=
                canvases[slot].byteCount(ofLine: line)
                + max(canvases[slot].padding(ofLine: line) + padding, 0) + 1
        }
        // Taken out while it is written, so that the canvases can be read meanwhile.
        var output: [UInt8] = []
        swap(&output, &self.output)
        output.append(addingCapacity: bound) { reserved in
            for line in 0..<lines {
                canvases[slot].appendBytes(ofLine: line, to: &reserved)
                let spaces = max(canvases[slot].padding(ofLine: line) + padding, 0)
                reserved.append(repeating: Self.space, count: spaces)
                reserved.append(Self.newline)
            }
        }
        swap(&output, &self.output)
        lineCount += lines
    }

    /// Writes the cells of the current line side by side, as tall as the tallest.
    package mutating func finishLine() {
        guard rowCount > 0 else { return }
        // Line spacing separates lines of items; headers and footers sit tight against them.
        var spacingLines = 0
        if case .flow(let flow) = layout, hasItemRow, !rowIsSupplementary {
            spacingLines = max(flow.lineSpacing, 0)
        }
        hasItemRow = !rowIsSupplementary
        let listPadding = rowCount == 1 && isList ? width - canvases[0].columns : 0
        // Each output line holds the cells' bytes on it, and spaces that fill at most each cell's
        // columns, the spacing after it and the list's padding.
        var height = 0
        var bytes = 0
        var spacesPerLine = max(listPadding, 0)
        for index in 0..<rowCount {
            height = max(height, canvases[index].lineCount)
            for line in 0..<canvases[index].lineCount { bytes += canvases[index].byteCount(ofLine: line) }
            spacesPerLine += canvases[index].columns + itemSpacing
        }
        // Taken out while it is written, so that the canvases can be read meanwhile. Writing past
        // the bound reserved would stop the program; what is left of it is not kept.
        var output: [UInt8] = []
        swap(&output, &self.output)
        output.append(addingCapacity: spacingLines + bytes + height * (spacesPerLine + 1)) { reserved in
            reserved.append(repeating: Self.newline, count: spacingLines)
            for line in 0..<height { composeLine(line, listPadding: listPadding, into: &reserved) }
        }
        swap(&output, &self.output)
        lineCount += spacingLines + height
        rowCount = 0
        rowColumns = 0
    }

    /// Writes one output line of the current line of cells, without its line spacing.
    private func composeLine(_ line: Int, listPadding: Int, into reserved: inout OutputSpan<UInt8>) {
        // Spaces between two texts (padding, spacing, a cell shorter than the line) are counted
        // and written at once, before the next text or with the newline.
        var spaces = 0
        for index in 0..<rowCount {
            if index > 0 { spaces += itemSpacing }
            guard line < canvases[index].lineCount else {
                spaces += canvases[index].columns
                continue
            }
            if canvases[index].byteCount(ofLine: line) > 0 {
                reserved.append(repeating: Self.space, count: max(spaces, 0))
                canvases[index].appendBytes(ofLine: line, to: &reserved)
                spaces = 0
            }
            spaces += canvases[index].padding(ofLine: line)
        }
        reserved.append(repeating: Self.space, count: max(spaces + listPadding, 0))
        reserved.append(Self.newline)
    }

    /// The flow's spacing between cells; a spacing set below zero after the layout was made
    /// counts as none, as `FlowLayout.init` makes it.
    private var itemSpacing: Int {
        if case .flow(let flow) = layout { return max(flow.itemSpacing, 0) }
        return 0
    }

    private var isList: Bool {
        if case .list = layout { return true }
        return false
    }
}
