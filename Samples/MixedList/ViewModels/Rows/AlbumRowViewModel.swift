public import CellFactory

/// Shows an ``Album`` as a table row, for `--layout table`: title, artist, year and tracks.
public final class AlbumRowViewModel: TableRowViewModel {
    private var album = Album(title: "", artist: "", year: 0, trackCount: 0)

    /// Creates a view model showing an empty album.
    public init() {}

    /// `albumRow`: every album is one kind of row.
    public let identifier = "albumRow"

    /// The title takes what the other columns leave; the numbers are aligned right.
    public let columns = [
        TableColumn("Album", width: .share(1)),
        TableColumn("Artist", width: .fit(min: 6, max: 30)),
        TableColumn("Year", width: .fixed(4), alignment: .trailing),
        TableColumn("Tracks", width: .fixed(6), alignment: .trailing),
    ]

    /// Selecting an album opens it.
    public var supportedActions: [CellAction] { [.select] }

    /// Shows another album.
    public func update(with model: Album) {
        album = model
    }

    /// The title in magenta, the artist, the year and the number of tracks.
    public var values: [TableValue] {
        [
            TableValue(album.title, style: TextStyle(bold: true, foreground: .magenta)),
            TableValue(album.artist),
            TableValue(String(album.year), style: .dim), TableValue(String(album.trackCount)),
        ]
    }

    /// Emits `openAlbum(TITLE)` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .select { events.receive(CellEvent("openAlbum", detail: album.title)) }
    }
}
