import CellFactory
import MusicLibraryViewModels
import Observation
import TestSupport
import Testing

@MainActor
@Suite("Library screen view model: search in; albums, tracks, loading and error out")
struct LibraryViewModelTests {
    private func makeScreen(_ service: TestCatalogService = TestCatalogService()) throws -> LibraryViewModel {
        LibraryViewModel(factory: try MusicLibraryViewModels.makeFactory(service: service), service: service)
    }

    private func titles(_ section: CellSection) -> [String] {
        section.shownViewModels().compactMap { viewModel in
            switch viewModel {
            case let album as AlbumCellViewModel: return album.title
            case let track as TrackRowViewModel: return track.title
            default: return nil
            }
        }
    }

    private func header(_ section: CellSection) -> String? {
        (section.headerContent()?.viewModel as? SectionTitleViewModel)?.text
    }

    @Test("nothing is requested before the first search")
    func idle() throws {
        let screen = try makeScreen()
        #expect(!screen.isLoading)
        #expect(screen.sections.allSatisfy { $0.count == 0 })
        #expect(screen.isSettled)
    }

    @Test("the first search loads the catalog: loading goes true, then false, as a host observes it")
    func loadingAsObserved() async throws {
        let screen = try makeScreen()
        let states = Observations { screen.isLoading }
        var iterator = states.makeAsyncIterator()
        #expect(await iterator.next() == false)
        screen.search("")
        #expect(await iterator.next() == true)
        #expect(await iterator.next() == false)
        #expect(titles(screen.albums.section) == ["First Light", "Second Wind"])
        #expect(titles(screen.tracks.section) == ["Dawn", "Numbers", "Numb Hands"])
        #expect(header(screen.albums.section) == "Albums (2)")
        #expect(screen.error == nil)
    }

    @Test("a later search is applied: a kept album keeps its row, view model and artwork")
    func laterSearchKeepsRows() async throws {
        let screen = try makeScreen()
        screen.search("second")
        await screen.waitForRequest()
        _ = screen.albums.section.shownViewModels()
        await screen.albums.section.waitForContent()
        let kept = try #require(screen.albums.section.rows.first)
        let viewModel = try #require(
            screen.albums.section.content(ofRow: 0)?.viewModel as? AlbumCellViewModel)
        #expect(viewModel.artwork.value != nil)
        let keptTrack = try #require(screen.tracks.section.rows.first?.id)

        screen.search("")
        #expect(titles(screen.albums.section) == ["First Light", "Second Wind"])
        let row = screen.albums.section.rows[1]
        #expect(row.id == kept.id)
        #expect(screen.albums.section.content(ofRow: 1)?.viewModel === viewModel)
        #expect(viewModel.artwork.value != nil)
        #expect(screen.albums.section.loadingRowCount == 1)
        #expect(screen.tracks.section.rows.last?.id == keptTrack)
        #expect(header(screen.albums.section) == "Albums (2)")
    }

    @Test("a search matches album titles (with all their tracks), track titles, years, the artist")
    func searchMatches() async throws {
        let screen = try makeScreen()
        screen.search("second")
        await screen.waitForRequest()
        #expect(titles(screen.albums.section) == ["Second Wind"])
        #expect(titles(screen.tracks.section) == ["Numb Hands"])

        screen.search("NUMB")
        #expect(!screen.isLoading)
        #expect(titles(screen.albums.section) == [])
        #expect(titles(screen.tracks.section) == ["Numbers", "Numb Hands"])
        #expect(header(screen.albums.section) == "No albums match \"NUMB\"")
        #expect(header(screen.tracks.section) == "Tracks matching \"NUMB\" (2)")

        screen.search("2001")
        #expect(titles(screen.albums.section) == ["First Light"])
        screen.search("testers")
        #expect(titles(screen.albums.section).count == 2)
    }

    @Test("a second search while the catalog loads shows the newest term")
    func searchWhileLoading() async throws {
        let screen = try makeScreen()
        screen.search("first")
        screen.search("wind")
        #expect(screen.isLoading)
        await screen.waitForRequest()
        #expect(screen.searchTerm == "wind")
        #expect(titles(screen.albums.section) == ["Second Wind"])
    }

    @Test(
        "a failed request shows a network error or the server's message, and no rows",
        arguments: [
            (CatalogServiceError.network("offline"), ScreenError.network("offline")),
            (CatalogServiceError.server(message: "busy"), ScreenError.server(message: "busy")),
        ])
    func failures(failure: CatalogServiceError, expected: ScreenError) async throws {
        var service = TestCatalogService()
        service.catalogFailure = failure
        let screen = try makeScreen(service)
        screen.search("")
        await screen.waitForRequest()
        #expect(screen.error == expected)
        #expect(!screen.isLoading)
        #expect(screen.sections.allSatisfy { $0.count == 0 })
    }

    @Test("the album layout is the view model's, switchable at run time")
    func layout() throws {
        let screen = try makeScreen()
        #expect(screen.albums.layout == .flow)
        screen.albums.layout = .list
        #expect(screen.albums.section.layout == .list)
        #expect(screen.tracks.section.layout == .table)
    }
}
