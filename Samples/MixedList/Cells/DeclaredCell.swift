import CellFactory
public import MixedListViewModels
public import TextCells

/// Draws a declared row: each line's texts one after another, in their styles; what does not fit
/// is cut with `…`.
public final class DeclaredCell: TextCell {
    /// Each line's texts, in buffers kept from row to row.
    private var lines: [[StyledText]] = []

    /// Creates a blank cell.
    public init() {}

    /// Takes the lines.
    public func configure(with viewModel: any DeclaredCellDataSource) {
        // Worked on as a local: each access to a class's stored `var` is checked for exclusive
        // access, and this runs for every row.
        var lines = self.lines
        self.lines = []
        let count = viewModel.lineCount
        if lines.count > count { lines.removeLast(lines.count - count) }
        while lines.count < count { lines.append([]) }
        for line in 0..<count {
            lines[line].removeAll(keepingCapacity: true)
            viewModel.appendTexts(ofLine: line, to: &lines[line])
        }
        self.lines = lines
    }

    /// Nothing to forget: ``configure(with:)`` replaces every line, and keeps the buffers.
    public func prepareForReuse() {}

    /// Draws each line's texts from the left.
    public func draw(in canvas: inout CellCanvas) {
        for (line, texts) in lines.enumerated() {
            canvas.writeRun(texts, line: line)
        }
    }
}
