public import CellFactory
import Observation

/// The music library screen: a search in, albums and tracks out, with loading and error states.
///
/// A view model in the input/output style, without Rx: ``search(_:)`` is the input; the outputs are the two
/// child components' sections, ``isLoading`` and ``error``, all observable. The catalog is
/// requested once, on the first search; later searches filter it at once, and each result is
/// applied to the sections, so rows still shown keep their view models.
@MainActor
@Observable
public final class LibraryViewModel: ScreenViewModel {
    /// The album collection.
    public let albums: AlbumCollectionViewModel
    /// The track table.
    public let tracks: TrackTableViewModel
    /// Whether the catalog is being requested.
    public private(set) var isLoading = false
    /// How the catalog request failed, or `nil`.
    public private(set) var error: ScreenError?
    /// The search shown.
    public private(set) var searchTerm = ""

    @ObservationIgnored private let service: any CatalogService
    @ObservationIgnored private var catalog: Catalog?
    @ObservationIgnored private var request: Task<Void, Never>?

    /// Creates the screen; nothing is requested until the first search.
    ///
    /// - Parameters:
    ///   - factory: Makes every row's view model.
    ///   - service: Where the catalog comes from.
    ///   - albumLayout: How the albums are placed.
    public init(
        factory: CollectionFactory, service: any CatalogService, albumLayout: CollectionLayout = .flow
    ) {
        self.service = service
        albums = AlbumCollectionViewModel(factory: factory, layout: albumLayout)
        tracks = TrackTableViewModel(factory: factory)
    }

    /// The albums, then the tracks.
    public var sections: [CellSection] { [albums.section, tracks.section] }

    /// Shows the albums and tracks that match a term (case-insensitive; empty for all).
    ///
    /// The first search requests the catalog: ``isLoading`` is `true` until it arrives or fails.
    ///
    /// - Parameter term: The search term.
    public func search(_ term: String) {
        searchTerm = term
        if let catalog {
            show(catalog)
            return
        }
        // A request already running shows the newest term when it ends.
        guard request == nil else { return }
        isLoading = true
        error = nil
        request = Task { [weak self] in
            await self?.requestCatalog()
        }
    }

    /// Waits for the catalog request, if one is running.
    public func waitForRequest() async {
        await request?.value
    }

    private func requestCatalog() async {
        do {
            let loaded = try await service.loadCatalog()
            catalog = loaded
            show(loaded)
        } catch {
            switch error {
            case .network(let detail): self.error = .network(detail)
            case .server(let message): self.error = .server(message: message)
            }
        }
        isLoading = false
        request = nil
    }

    private func show(_ catalog: Catalog) {
        let needle = searchTerm.lowercased()
        let everything = needle.isEmpty || catalog.artist.lowercased().contains(needle)
        func matches(_ album: Album) -> Bool {
            everything || album.title.lowercased().contains(needle) || "\(album.year)" == needle
        }
        let shownAlbums = catalog.albums.filter(matches)
        let shownTracks = catalog.albums.flatMap { album in
            album.tracks
                .filter { matches(album) || $0.title.lowercased().contains(needle) }
                .map { TrackListing(track: $0, albumTitle: album.title) }
        }
        do {
            try albums.show(shownAlbums, matching: searchTerm)
            try tracks.show(shownTracks, matching: searchTerm)
        } catch {
            // Only a factory set to throw for unregistered items gets here; say so on screen.
            self.error = .network("cannot show the catalog: \(error)")
        }
    }
}
