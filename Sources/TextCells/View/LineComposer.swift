import CellFactory

/// Draws cells and writes them on output lines, where the ``RowLayout`` places them: each on its
/// own lines in a list, side by side in a flow.
///
/// The one way rows become lines in a layout: a render pass and the live view place their rows
/// here (an interactive list stacks one row per item, gutter first, and writes its lines itself). A flow's line is written once the next row does not fit on it, or at
/// ``finishLine()``.
package struct LineComposer {
    private let styling: Bool
    private var layout: RowLayout

    /// The composed bytes, each line ending in a newline.
    package var output: [UInt8] = []
    /// Canvases of the line being filled; the first `layout.openRowCount` are in use.
    private var canvases: [CellCanvas] = []

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    package init(width: Int, layout: CollectionLayout, styling: Bool) {
        self.layout = RowLayout(width: width, layout: layout)
        self.styling = styling
    }

    /// The lines written so far.
    package var lineCount: Int { layout.lineCount }

    private var width: Int { layout.width }

    /// Places a row: draws it into a canvas of its size and writes it where the layout puts it.
    ///
    /// - Parameters:
    ///   - columns: The row's width.
    ///   - lines: Its height.
    ///   - fullWidth: Whether it takes a line of its own.
    ///   - supplementary: Whether it is a header or footer, which sits tight against items.
    ///   - ambiguousWidth: How wide East Asian Ambiguous characters are drawn.
    ///   - draw: Draws the row into its canvas (or replaces the canvas with one already drawn).
    /// - Returns: The lines the row takes, counted from the composer's first line.
    @discardableResult
    package mutating func place(
        columns: Int, lines: Int, fullWidth: Bool, supplementary: Bool, ambiguousWidth: AmbiguousWidth,
        draw: (inout CellCanvas) -> Void
    ) -> Range<Int> {
        if layout.startsNewLine(columns: columns, fullWidth: fullWidth) { finishLine() }
        let slot = layout.openRowCount
        if slot == canvases.count {
            canvases.append(CellCanvas(columns: columns, lines: 1, styling: styling))
        }
        canvases[slot].reset(columns: columns, lines: lines, styling: styling, ambiguousWidth: ambiguousWidth)
        draw(&canvases[slot])
        // A cell may replace its canvas: the line is as tall as what was drawn.
        let placed = layout.place(
            columns: columns, lines: canvases[slot].lineCount, fullWidth: fullWidth,
            supplementary: supplementary)
        if layout.isList || fullWidth { finishLine() }
        return placed
    }

    /// Places a full-width row composed before, such as a table's header drawn once for every
    /// time it shows: its bytes are copied, not drawn again.
    ///
    /// - Parameters:
    ///   - bytes: The row's lines as a composer writes them: each padded to the width and ended
    ///     by a newline.
    ///   - lines: How many lines the bytes hold.
    package mutating func placeComposed(_ bytes: [UInt8], lines: Int) {
        finishLine()
        layout.place(columns: width, lines: lines, fullWidth: true, supplementary: false)
        guard let line = layout.endLine() else { return }
        output.append(contentsOf: repeatElement(Self.newline, count: line.spacing))
        output.append(contentsOf: bytes)
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
    }

    /// Ends the open line and writes its cells side by side, as tall as the tallest.
    package mutating func finishLine() {
        guard let line = layout.endLine() else { return }
        if layout.isList {
            finishListRow(0)
            return
        }
        // Each output line holds the cells' bytes on it, and spaces that fill at most each cell's
        // columns and the spacing after it.
        var bytes = 0
        var spacesPerLine = 0
        for index in 0..<line.rowCount {
            for row in 0..<canvases[index].lineCount { bytes += canvases[index].byteCount(ofLine: row) }
            spacesPerLine += canvases[index].columns + layout.itemSpacing
        }
        // Taken out while it is written, so that the canvases can be read meanwhile. Writing past
        // the bound reserved would stop the program; what is left of it is not kept.
        var output: [UInt8] = []
        swap(&output, &self.output)
        output.append(addingCapacity: line.spacing + bytes + line.height * (spacesPerLine + 1)) { reserved in
            reserved.append(repeating: Self.newline, count: line.spacing)
            for row in 0..<line.height {
                composeLine(row, of: line.rowCount, into: &reserved)
            }
        }
        swap(&output, &self.output)
    }

    /// Writes one output line of the current line of cells, without its line spacing.
    private func composeLine(_ line: Int, of rowCount: Int, into reserved: inout OutputSpan<UInt8>) {
        // Spaces between two texts (padding, spacing, a cell shorter than the line) are counted
        // and written at once, before the next text or with the newline.
        var spaces = 0
        for index in 0..<rowCount {
            if index > 0 { spaces += layout.itemSpacing }
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
        reserved.append(repeating: Self.space, count: max(spaces, 0))
        reserved.append(Self.newline)
    }
}
