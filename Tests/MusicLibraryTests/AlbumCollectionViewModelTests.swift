import CellFactory
import MusicLibraryViewModels
import Testing

@MainActor
@Suite("Album collection component")
struct AlbumCollectionViewModelTests {
    @Test("the album collection is usable on its own, its layout switchable")
    func albumCollection() async throws {
        let collection = AlbumCollectionViewModel(
            factory: try MusicLibraryViewModels.makeFactory(service: TestCatalogService()))
        try collection.show(TestCatalogService.sample.albums, matching: "")
        #expect(collection.section.loadingRowCount == 2)
        await collection.section.waitForContent()
        let art = collection.section.rows.compactMap {
            ($0.viewModel as? AlbumCellViewModel)?.artwork.value?.lines.first
        }
        #expect(art == ["AAAAAA", "BBBBBB"])
        collection.layout = .list
        #expect(collection.section.layout == .list)
    }
}
