import CellFactory
import CellFactoryTesting
import MusicLibraryCells
import MusicLibraryViewModels
import Testing

@Suite("Track cell view model")
struct TrackCellViewModelTests {
    private func listing(_ seconds: Int, number: Int = 3) -> TrackListing {
        TrackListing(track: Track(number: number, title: "Numb", seconds: seconds), albumTitle: "Meteora")
    }

    @Test(
        "shows the number, title, album and length",
        arguments: [
            (13, "0:13"), (187, "3:07"), (383, "6:23"), (0, "0:00"), (3600, "1:00:00"), (3723, "1:02:03"),
            (-1, "-:--"),
        ])
    func duration(seconds: Int, text: String) {
        let viewModel = TrackCellViewModel()
        viewModel.update(with: listing(seconds))
        #expect(viewModel.durationText == text)
        #expect(viewModel.numberText == "3")
        #expect(viewModel.title == "Numb")
        #expect(viewModel.albumTitle == "Meteora")
    }

    @Test("full width, one line; a wrongly typed value changes nothing")
    func sizeAndTyping() throws {
        let viewModel = TrackCellViewModel()
        try viewModel.updateData(listing(60, number: 9))
        #expect(viewModel.size == .fullWidth(lines: 1))
        #expect(viewModel.identifier == "track")
        #expect(throws: CellFactoryError.self) { try viewModel.updateData(42) }
        #expect(viewModel.numberText == "9")
    }

    @Test("select plays the track; other actions do nothing")
    func select() {
        let viewModel = TrackCellViewModel()
        viewModel.update(with: listing(60))
        let events = CellEventRecorder()
        #expect(viewModel.supportedActions == [.select])
        viewModel.handle(.select, events: events)
        viewModel.handle(CellAction("vibrate"), events: events)
        #expect(events.events == [CellEvent("play", detail: "Numb — Meteora")])
    }

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            TrackCellViewModel.init,
            samples: [
                listing(187),
                TrackListing(track: Track(number: 12, title: "", seconds: 3723), albumTitle: ""),
                listing(-1, number: 1),
            ],
            drawnBy: TrackCell.self)
    }

    @Test("the track row: number, title, album and length", arguments: [60, 30])
    func row(width: Int) throws {
        let text = try renderRow(
            of: TrackCellViewModel(), showing: listing(187), in: TrackCell.self, width: width)
        expectSnapshot(text, named: "row-track-\(width)")
    }
}
