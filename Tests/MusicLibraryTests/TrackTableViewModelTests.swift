import CellFactory
import MusicLibraryViewModels
import Testing

@MainActor
@Suite("Track table component")
struct TrackTableViewModelTests {
    @Test("tracks are listed under a counting title; a row removed through the table is counted out")
    func removeTrack() throws {
        let table = TrackTableViewModel(
            factory: try MusicLibraryViewModels.makeFactory(service: TestCatalogService()))
        let listings = TestCatalogService.sample.albums[0].tracks.map {
            TrackListing(track: $0, albumTitle: "First Light")
        }
        try table.show(listings, matching: "")
        #expect(table.section.count == 2)
        try table.removeTrack(at: 0)
        #expect((table.section.content(ofRow: 0)?.viewModel as? TrackRowViewModel)?.title == "Numbers")
        #expect((table.section.headerContent()?.viewModel as? SectionTitleViewModel)?.text == "Tracks (1)")
        #expect(throws: CellFactoryError.self) { try table.removeTrack(at: 5) }
    }
}
