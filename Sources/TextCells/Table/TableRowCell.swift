import CellFactory

/// Draws a table row on its own, outside a table layout: its columns fitted to its own values,
/// across the width, as tall as its tallest wrapped value.
///
/// Every ``CollectionView`` draws table rows with it when no cell is registered for their
/// identifier; a ``CollectionLayout/table`` layout draws them itself, with their kind's widths.
final class TableRowCell: TextCell {
    private var columns: [TableColumn] = []
    private var values: [TableValue] = []

    /// Creates a blank cell.
    init() {}

    /// Takes the row's columns and values.
    func configure(with viewModel: any TableRowViewModel) {
        columns = viewModel.columns
        values = viewModel.values
    }

    /// Forgets the row.
    func prepareForReuse() {
        columns = []
        values = []
    }

    /// Draws the values in columns fitted to them; a row that wraps gets a taller canvas.
    func draw(in canvas: inout CellCanvas) {
        let layout = TableColumnLayout(
            columns: columns, fittedTo: values, width: canvas.columns, spacing: TableLayout().columnSpacing,
            ambiguousWidth: canvas.ambiguousWidth)
        let lines = layout.lineCount(of: values, ambiguousWidth: canvas.ambiguousWidth)
        if lines != canvas.lineCount {
            var taller = CellCanvas(
                columns: canvas.columns, lines: lines, styling: canvas.isStylingEnabled,
                ambiguousWidth: canvas.ambiguousWidth)
            taller.highlight = canvas.highlight
            canvas = taller
        }
        layout.draw(values, in: &canvas)
    }
}
