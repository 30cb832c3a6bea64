import CellFactory
public import MixedListViewModels
public import TextCells

/// Draws an album's title on the first line and its details, dimmed, on the second.
public final class AlbumCell: TextCell {
    private var title = ""
    private var subtitle = ""

    /// Creates a blank cell.
    public init() {}

    /// Takes the title and the details.
    public func configure(with viewModel: any AlbumCellDataSource) {
        title = viewModel.title
        subtitle = viewModel.subtitle
    }

    /// Forgets both.
    public func prepareForReuse() {
        title = ""
        subtitle = ""
    }

    /// Draws the two lines.
    public func draw(in canvas: inout CellCanvas) {
        canvas.write(title, line: 0, style: TextStyle(bold: true, foreground: .magenta))
        canvas.write(subtitle, line: 1, style: .dim)
    }
}
