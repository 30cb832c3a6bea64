public import MusicLibraryViewModels
public import TextCells

/// Draws a track on one line: its number, title and album, and its length at the right edge.
public final class TrackCell: TextCell {
    private var number = ""
    private var title = ""
    private var albumTitle = ""
    private var duration = ""

    /// Creates a blank cell.
    public init() {}

    /// Takes the track's text.
    public func configure(with viewModel: any TrackCellDataSource) {
        number = viewModel.numberText
        title = viewModel.title
        albumTitle = viewModel.albumTitle
        duration = viewModel.durationText
    }

    /// Forgets the track.
    public func prepareForReuse() {
        number = ""
        title = ""
        albumTitle = ""
        duration = ""
    }

    /// `  3  Somewhere I Belong  Meteora          3:33`
    public func draw(in canvas: inout CellCanvas) {
        let durationColumns = 6
        let textColumns = max(canvas.columns - 4 - durationColumns, 0)
        canvas.write(number, line: 0, width: 3, alignment: .trailing, style: .dim)
        let titleColumns = min(canvas.displayWidth(of: title), textColumns)
        canvas.write(title, line: 0, column: 4, width: titleColumns)
        canvas.write(
            "  " + albumTitle, line: 0, column: 4 + titleColumns, width: textColumns - titleColumns,
            style: .dim)
        canvas.write(
            duration, line: 0, column: canvas.columns - durationColumns, width: durationColumns,
            alignment: .trailing)
    }
}
