import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListViewModels
import Testing

@Suite("AlbumCellViewModel")
struct AlbumCellViewModelTests {
    let meteora = Album(title: "Meteora", artist: "Linkin Park", year: 2003, trackCount: 13)

    @Test("identifier and size")
    func identity() {
        let viewModel = AlbumCellViewModel()
        #expect(viewModel.identifier == "albumCell")
        #expect(viewModel.size == .fixed(columns: 38, lines: 2))
    }

    @Test("the typed update sets title and subtitle; a second update replaces both")
    func typedUpdate() {
        let viewModel = AlbumCellViewModel()
        viewModel.update(with: meteora)
        #expect(viewModel.title == "Meteora")
        #expect(viewModel.subtitle == "Linkin Park · 2003 · 13 tracks")
        viewModel.update(with: Album(title: "Single", artist: "X", year: 1999, trackCount: 1))
        #expect(viewModel.title == "Single")
        #expect(viewModel.subtitle == "X · 1999 · 1 track")
    }

    @Test("updateData accepts an Album and reports any other type")
    func updateData() throws {
        let viewModel = AlbumCellViewModel()
        try viewModel.updateData(meteora)
        #expect(viewModel.title == "Meteora")
        let error = #expect(throws: CellFactoryError.self) {
            try viewModel.updateData(Account(name: "Meteora"))
        }
        #expect(error?.message == "AlbumCellViewModel shows Album, not Account")
    }

    @Test("it is what the album cell needs")
    func dataSource() {
        let viewModel: any AlbumCellDataSource = AlbumCellViewModel()
        #expect(viewModel.subtitle == " · 0 · 0 tracks")
    }

    @Test("select emits openAlbum with the title")
    func actions() {
        let viewModel = AlbumCellViewModel()
        viewModel.update(with: meteora)
        #expect(viewModel.supportedActions == [.select])
        #expect(
            eventsEmitted(by: viewModel, handling: .select) == [CellEvent("openAlbum", detail: "Meteora")])
    }

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            AlbumCellViewModel.init,
            samples: [
                meteora, Album(title: "Single", artist: "X", year: 1999, trackCount: 1),
                Album(title: "", artist: "", year: 0, trackCount: 0),
            ],
            drawnBy: AlbumCell.self)
    }

    @Test("the two lines the album cell draws")
    func row() throws {
        let text = try renderRow(of: AlbumCellViewModel(), showing: meteora, in: AlbumCell.self, width: 40)
        expectSnapshot(text, named: "row-album-40")
    }
}
