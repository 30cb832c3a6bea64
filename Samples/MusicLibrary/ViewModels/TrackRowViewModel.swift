public import CellFactory

/// Shows one track of the track table, as a table row: number, title, album and length.
///
/// The view lays the columns out for every track: titles and albums line up, and the numbers
/// and lengths are aligned right.
public final class TrackRowViewModel: TableRowViewModel {
    /// The reuse identifier of track rows: every track is one kind of row.
    public static let reuseIdentifier = "track"

    private var listing = TrackListing(track: Track(number: 0, title: "", seconds: 0), albumTitle: "")

    /// Creates an empty view model.
    public init() {}

    /// ``reuseIdentifier``.
    public let identifier = TrackRowViewModel.reuseIdentifier

    /// `#`, Title, Album and Length: the title and the album share what the numbers leave, two
    /// to one.
    public let columns = [
        TableColumn("#", width: .fit(min: 2, max: 4), alignment: .trailing),
        TableColumn("Title", width: .share(2)),
        TableColumn("Album", width: .share(1)),
        TableColumn("Length", width: .fit(min: 6, max: 8), alignment: .trailing),
    ]

    /// Shows a track.
    public func update(with model: TrackListing) {
        listing = model
    }

    /// Selecting a track plays it.
    public var supportedActions: [CellAction] { [.select] }

    /// Emits `play(TITLE — ALBUM)` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        guard action == .select else { return }
        events.receive(CellEvent("play", detail: "\(listing.track.title) — \(listing.albumTitle)"))
    }

    /// The number (dimmed), the title, the album (dimmed) and the length.
    public var values: [TableValue] {
        [
            TableValue(numberText, style: .dim), TableValue(title), TableValue(albumTitle, style: .dim),
            TableValue(durationText),
        ]
    }

    /// The position on the album.
    public var numberText: String { "\(listing.track.number)" }
    /// The title.
    public var title: String { listing.track.title }
    /// The album's title.
    public var albumTitle: String { listing.albumTitle }

    /// Minutes and seconds, such as `0:13` or `6:23`; hours when there are any (`1:02:03`); a
    /// negative length shows as `-:--`.
    public var durationText: String {
        let seconds = listing.track.seconds
        guard seconds >= 0 else { return "-:--" }
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
        guard hours > 0 else { return "\(minutes):\(paddedSeconds)" }
        return "\(hours):\(minutes < 10 ? "0\(minutes)" : "\(minutes)"):\(paddedSeconds)"
    }
}
