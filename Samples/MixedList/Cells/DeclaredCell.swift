import CellFactory
public import MixedListViewModels
public import TextCells

/// Draws a declared row: each line's texts one after another, in their styles; what does not fit
/// is cut with `…`.
public final class DeclaredCell: TextCell {
    private var lines: [[StyledText]] = []

    /// Creates a blank cell.
    public init() {}

    /// Takes the lines.
    public func configure(with viewModel: any DeclaredCellDataSource) {
        lines = viewModel.lines
    }

    /// Forgets them.
    public func prepareForReuse() {
        lines = []
    }

    /// Draws each line's texts from the left.
    public func draw(in canvas: inout CellCanvas) {
        for (line, texts) in lines.enumerated() {
            canvas.writeRun(texts.map { (0, $0) }, line: line)
        }
    }
}
