import CellFactory
public import MixedListViewModels
public import TextCells

/// Draws what is wrong with an element of the input, in red, cut to the line with `…`.
public final class MalformedElementCell: TextCell {
    private var problemText = ""

    /// Creates a blank cell.
    public init() {}

    /// Takes the message.
    public func configure(with viewModel: any MalformedElementCellDataSource) {
        problemText = viewModel.problemText
    }

    /// Forgets the message.
    public func prepareForReuse() {
        problemText = ""
    }

    /// Draws the message.
    public func draw(in canvas: inout CellCanvas) {
        canvas.write(problemText, line: 0, style: TextStyle(foreground: .red))
    }
}
