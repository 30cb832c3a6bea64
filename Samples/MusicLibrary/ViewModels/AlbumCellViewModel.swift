public import CellFactory
import Observation

/// What an album cell draws.
public protocol AlbumCellDataSource {
    /// The album's title.
    var title: String { get }
    /// The year and the number of tracks, such as `2003 · 13 tracks`.
    var details: String { get }
    /// The cover, which arrives after the rest.
    var artwork: LoadState<Artwork> { get }
}

/// Shows an album; its artwork loads asynchronously and fills in when it arrives, as a UIKit
/// cell's image download does.
@Observable
public final class AlbumCellViewModel: AsyncContentViewModel, AlbumCellDataSource {
    /// The reuse identifier of the album cell.
    public static let reuseIdentifier = "album"

    /// The album's title.
    public private(set) var title = ""
    /// The year and the number of tracks.
    public private(set) var details = ""
    /// The cover: loading, loaded, or why it failed.
    public private(set) var artwork: LoadState<Artwork> = .loading

    @ObservationIgnored private let service: any CatalogService
    @ObservationIgnored private var albumID = ""

    /// Creates a view model that loads artwork from a service.
    ///
    /// - Parameter service: Where artwork comes from.
    public init(service: any CatalogService) {
        self.service = service
    }

    /// ``reuseIdentifier``.
    public var identifier: String { Self.reuseIdentifier }
    /// 26 columns, 2 lines: the artwork beside the title and details.
    public var size: CellSize { .fixed(columns: 26, lines: 2) }

    /// Shows an album; its artwork is loading again.
    public func update(with album: Album) {
        albumID = album.id
        title = album.title
        details = "\(album.year) · \(album.tracks.count) \(album.tracks.count == 1 ? "track" : "tracks")"
        artwork = .loading
    }

    /// Selecting an album opens it.
    public var supportedActions: [CellAction] { [.select] }

    /// Emits `openAlbum(TITLE)` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        guard action == .select else { return }
        events.receive(CellEvent("openAlbum", detail: title))
    }

    /// Loads the album's artwork from the service.
    ///
    /// - Throws: The service's error, after showing it as ``LoadState/failed(_:)``.
    @MainActor public func loadContent() async throws {
        do {
            let loaded = try await service.artwork(forAlbum: albumID)
            // After an update a newer load may have replaced this one: keep only its result.
            try Task.checkCancellation()
            artwork = .loaded(loaded)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // A load replaced by a newer one keeps quiet, whatever error ended it.
            if Task.isCancelled { throw CancellationError() }
            artwork = .failed("\(error)")
            throw error
        }
    }
}
