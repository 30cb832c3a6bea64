import CellFactory
public import MusicLibraryViewModels
public import TextCells

/// Draws an album: its artwork block beside the title and details.
///
/// While the artwork loads, the block is dotted; when loading failed it shows a cross.
public final class AlbumCell: TextCell {
    private static let artworkColumns = 6
    private var title = ""
    private var details = ""
    private var artwork: [String] = []
    private var artworkStyle = TextStyle.plain

    /// Creates a blank cell.
    public init() {}

    /// Takes the album's text and artwork.
    public func configure(with viewModel: any AlbumCellDataSource) {
        title = viewModel.title
        details = viewModel.details
        switch viewModel.artwork {
        case .loading:
            artwork = ["······", "······"]
            artworkStyle = .dim
        case .loaded(let loaded):
            artwork = loaded.lines
            artworkStyle = TextStyle(foreground: .cyan)
        case .failed:
            artwork = ["  ×   ", "      "]
            artworkStyle = TextStyle(foreground: .red)
        }
    }

    /// Forgets the album.
    public func prepareForReuse() {
        title = ""
        details = ""
        artwork = []
    }

    /// Draws the artwork on the left, the title and details on its right.
    public func draw(in canvas: inout CellCanvas) {
        let textColumn = Self.artworkColumns + 1
        for (line, text) in [title, details].enumerated() {
            if line < artwork.count {
                canvas.write(artwork[line], line: line, width: Self.artworkColumns, style: artworkStyle)
            }
            canvas.write(text, line: line, column: textColumn, style: line == 0 ? .bold : .dim)
        }
    }
}
