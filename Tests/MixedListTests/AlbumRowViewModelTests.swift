import CellFactory
import CellFactoryTesting
import MixedListViewModels
import Testing

@Suite("AlbumRowViewModel")
struct AlbumRowViewModelTests {
    private let meteora = Album(title: "Meteora", artist: "Linkin Park", year: 2003, trackCount: 13)

    @Test("title, artist, year and tracks; select opens the album")
    func values() {
        let viewModel = AlbumRowViewModel()
        viewModel.update(with: meteora)
        #expect(viewModel.values.map(\.text) == ["Meteora", "Linkin Park", "2003", "13"])
        #expect(viewModel.columns.map(\.title) == ["Album", "Artist", "Year", "Tracks"])
        let events = CellEventRecorder()
        viewModel.handle(.select, events: events)
        #expect(events.events == [CellEvent("openAlbum", detail: "Meteora")])
    }

    @Test("keeps the view-model contract")
    func contract() {
        expectViewModelContract(
            AlbumRowViewModel.init,
            samples: [meteora, Album(title: "", artist: "", year: -1, trackCount: 0)],
            shown: { $0.values })
    }

    @Test("the row under its header: the title takes what is left")
    func row() throws {
        let viewModel = AlbumRowViewModel()
        viewModel.update(with: meteora)
        let expected = [
            "Album      Artist       Year  Tracks", "---------  -----------  ----  ------",
            "Meteora    Linkin Park  2003      13",
        ]
        #expect(try renderRow(of: viewModel, width: 36) == expected.map { $0 + "\n" }.joined())
    }
}
