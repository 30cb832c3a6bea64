public import MixedListViewModels
public import TextCells

/// Draws a section title followed by a rule: `== Albums ==========`.
public final class HeadingCell: TextCell {
    private var heading = ""

    /// Creates a blank cell.
    public init() {}

    /// Takes the title.
    public func configure(with viewModel: any HeadingCellDataSource) {
        heading = viewModel.heading
    }

    /// Forgets the title.
    public func prepareForReuse() {
        heading = ""
    }

    /// Draws the title between rules that fill the line.
    public func draw(in canvas: inout CellCanvas) {
        canvas.write("== ", line: 0, width: 3)
        let titleWidth = min(canvas.displayWidth(of: heading), max(canvas.columns - 4, 0))
        canvas.write(heading, line: 0, width: titleWidth, style: .bold)
        let rule = String(repeating: "=", count: max(canvas.columns - 4 - titleWidth, 0))
        canvas.write(" " + rule, line: 0)
    }
}
