import CellFactory
import CellFactoryTesting
import MusicLibraryCells
import MusicLibraryViewModels
import Testing

@MainActor
@Suite("Album cell view model")
struct AlbumCellViewModelTests {
    let album = Album(
        id: "first", title: "First Light", year: 2001, tracks: [Track(number: 1, title: "Dawn", seconds: 13)])

    @Test("shows the title and the year with the number of tracks; a reused one keeps nothing")
    func update() throws {
        let viewModel = AlbumCellViewModel(service: TestCatalogService())
        viewModel.update(with: album)
        #expect(viewModel.title == "First Light")
        #expect(viewModel.details == "2001 · 1 track")
        #expect(viewModel.artwork == .loading)
        #expect(viewModel.identifier == "album")
        #expect(viewModel.size == .fixed(columns: 26, lines: 2))

        try viewModel.updateData(Album(id: "second", title: "Second Wind", year: 2004, tracks: []))
        #expect(viewModel.title == "Second Wind")
        #expect(viewModel.details == "2004 · 0 tracks")
        #expect(throws: CellFactoryError.self) { try viewModel.updateData("not an album") }
        #expect(viewModel.title == "Second Wind")
    }

    @Test("select opens the album; other actions do nothing")
    func select() {
        let viewModel = AlbumCellViewModel(service: TestCatalogService())
        viewModel.update(with: album)
        let events = CellEventRecorder()
        #expect(viewModel.supportedActions == [.select])
        viewModel.handle(.select, events: events)
        viewModel.handle(CellAction("vibrate"), events: events)
        #expect(events.events == [CellEvent("openAlbum", detail: "First Light")])
    }

    @Test("the artwork loads asynchronously from the service")
    func artworkLoads() async throws {
        let viewModel = AlbumCellViewModel(service: TestCatalogService())
        viewModel.update(with: album)
        try await viewModel.loadContent()
        #expect(viewModel.artwork == .loaded(Artwork(lines: ["AAAAAA", "aaaaaa"])))
    }

    @Test("a failed load shows why and is thrown, for the section to report")
    func artworkFails() async throws {
        let viewModel = AlbumCellViewModel(service: TestCatalogService(artwork: [:]))
        viewModel.update(with: album)
        await #expect(throws: CatalogServiceError.server(message: "no art for first")) {
            try await viewModel.loadContent()
        }
        #expect(viewModel.artwork == .failed("no art for first"))
    }

    @Test("a cancelled load leaves the artwork loading and reports nothing")
    func cancelled() async throws {
        struct SlowService: CatalogService {
            func loadCatalog() async throws(CatalogServiceError) -> Catalog { TestCatalogService.sample }
            func artwork(forAlbum albumID: String) async throws -> Artwork {
                try await Task.sleep(for: .seconds(3600))
                return Artwork(lines: [])
            }
        }
        let viewModel = AlbumCellViewModel(service: SlowService())
        viewModel.update(with: album)
        let load = Task { try await viewModel.loadContent() }
        load.cancel()
        await #expect(throws: CancellationError.self) { try await load.value }
        #expect(viewModel.artwork == .loading)
    }

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            { AlbumCellViewModel(service: TestCatalogService()) },
            samples: [album, Album(id: "second", title: "Second Wind", year: 2004, tracks: []), album],
            drawnBy: AlbumCell.self)
    }

    @Test("a reused view model shows the next album's artwork loading, not the last one's")
    func reuseAfterLoad() async throws {
        let viewModel = AlbumCellViewModel(service: TestCatalogService())
        viewModel.update(with: album)
        let loading = try renderRow(of: viewModel, in: AlbumCell.self, width: 40)
        try await viewModel.loadContent()
        let loaded = try renderRow(of: viewModel, in: AlbumCell.self, width: 40)
        expectSnapshot(loading + loaded, named: "row-album-loading-then-loaded-40")
        viewModel.update(with: album)
        #expect(try renderRow(of: viewModel, in: AlbumCell.self, width: 40) == loading)
    }
}
