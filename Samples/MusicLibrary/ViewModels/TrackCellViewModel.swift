public import CellFactory

/// What a track cell draws.
public protocol TrackCellDataSource {
    /// The position on the album, such as `3`.
    var numberText: String { get }
    /// The track's title.
    var title: String { get }
    /// The album it is on.
    var albumTitle: String { get }
    /// The length, such as `3:33`.
    var durationText: String { get }
}

/// Shows one track of the track table.
public final class TrackCellViewModel: CellViewModel, TrackCellDataSource {
    /// The reuse identifier of the track cell.
    public static let reuseIdentifier = "track"

    private var listing = TrackListing(track: Track(number: 0, title: "", seconds: 0), albumTitle: "")

    /// Creates an empty view model.
    public init() {}

    /// ``reuseIdentifier``.
    public var identifier: String { Self.reuseIdentifier }
    /// The full width, one line.
    public var size: CellSize { .fullWidth(lines: 1) }

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
