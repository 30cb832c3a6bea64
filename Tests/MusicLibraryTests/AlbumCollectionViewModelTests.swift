import CellFactory
import MusicLibraryViewModels
import TestSupport
import Testing

@MainActor
@Suite("Album collection component")
struct AlbumCollectionViewModelTests {
    @Test("the album collection is usable on its own, its layout switchable")
    func albumCollection() async throws {
        let collection = AlbumCollectionViewModel(
            factory: try MusicLibraryViewModels.makeFactory(service: TestCatalogService()))
        try collection.show(TestCatalogService.sample.albums, matching: "")
        // Nothing loads until a view shows the rows.
        #expect(collection.section.loadingRowCount == 0)
        _ = collection.section.shownViewModels()
        #expect(collection.section.loadingRowCount == 2)
        await collection.section.waitForContent()
        let art = collection.section.shownViewModels().compactMap {
            ($0 as? AlbumCellViewModel)?.artwork.value?.lines.first
        }
        #expect(art == ["AAAAAA", "BBBBBB"])
        collection.layout = .list
        #expect(collection.section.layout == .list)
    }
}
