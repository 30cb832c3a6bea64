import CellFactory
public import MixedListViewModels
public import TextCells

/// Draws a number aligned right, followed by the cell's button.
public final class IntegerCell: TextCell {
    private var valueText = ""
    private var buttonTitle = ""

    /// Creates a blank cell.
    public init() {}

    /// Takes the number and the button's label.
    public func configure(with viewModel: any IntegerCellDataSource) {
        valueText = viewModel.valueText
        buttonTitle = viewModel.buttonTitle
    }

    /// Forgets both.
    public func prepareForReuse() {
        valueText = ""
        buttonTitle = ""
    }

    /// Draws `      5 [vibrate]`: the number fills what the button leaves.
    public func draw(in canvas: inout CellCanvas) {
        let buttonWidth = min(canvas.displayWidth(of: buttonTitle), canvas.columns / 2)
        let numberWidth = canvas.columns - buttonWidth - (buttonWidth > 0 ? 1 : 0)
        canvas.write(valueText, line: 0, width: numberWidth, alignment: .trailing)
        canvas.write(buttonTitle, line: 0, column: numberWidth + 1, style: TextStyle(foreground: .cyan))
    }
}
