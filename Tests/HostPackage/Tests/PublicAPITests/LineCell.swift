import TextCells

/// The host's one text cell: it draws any view model that gives it a line.
final class LineCell: TextCell {
    private var line = ""
    func configure(with viewModel: any LineDataSource) { line = viewModel.line }
    func prepareForReuse() { line = "" }
    func draw(in canvas: inout CellCanvas) { canvas.write(line, line: 0) }
}
