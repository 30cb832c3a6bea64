public import CellFactory

/// Shows an ``Album`` on two lines: its title, then artist, year and number of tracks.
public final class AlbumCellViewModel: CellViewModel, AlbumCellDataSource {
    /// The reuse identifier of the album cell.
    public static let reuseIdentifier = "albumCell"

    private var album = Album(title: "", artist: "", year: 0, trackCount: 0)

    /// Creates a view model showing an empty album.
    public init() {}

    /// `albumCell`.
    public var identifier: String { Self.reuseIdentifier }

    /// 38 columns, two lines.
    public var size: CellSize { .fixed(columns: 38, lines: 2) }

    /// Selecting an album opens it.
    public var supportedActions: [CellAction] { [.select] }

    /// Shows another album.
    public func update(with model: Album) {
        album = model
    }

    /// The album's title.
    public var title: String { album.title }

    /// For example `Linkin Park · 2003 · 13 tracks`.
    public var subtitle: String {
        let tracks = album.trackCount == 1 ? "1 track" : "\(album.trackCount) tracks"
        return "\(album.artist) · \(album.year) · \(tracks)"
    }

    /// Emits `openAlbum(TITLE)` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .select { events.receive(CellEvent("openAlbum", detail: album.title)) }
    }
}
