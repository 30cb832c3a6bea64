import CellFactory
import CellFactoryTesting
import MusicLibraryViewModels
import Testing

@Suite("Track row view model")
struct TrackRowViewModelTests {
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
        let viewModel = TrackRowViewModel()
        viewModel.update(with: listing(seconds))
        #expect(viewModel.durationText == text)
        #expect(viewModel.numberText == "3")
        #expect(viewModel.title == "Numb")
        #expect(viewModel.albumTitle == "Meteora")
    }

    @Test("a table row of four columns; a wrongly typed value changes nothing")
    func sizeAndTyping() throws {
        let viewModel = TrackRowViewModel()
        try viewModel.updateData(listing(60, number: 9))
        #expect(viewModel.columns.map(\.title) == ["#", "Title", "Album", "Length"])
        #expect(viewModel.values.map(\.text) == ["9", "Numb", "Meteora", "1:00"])
        #expect(viewModel.identifier == "track")
        #expect(throws: CellFactoryError.self) { try viewModel.updateData(42) }
        #expect(viewModel.numberText == "9")
    }

    @Test("select plays the track; other actions do nothing")
    func select() {
        let viewModel = TrackRowViewModel()
        viewModel.update(with: listing(60))
        let events = CellEventRecorder()
        #expect(viewModel.supportedActions == [.select])
        viewModel.handle(.select, events: events)
        viewModel.handle(CellAction("vibrate"), events: events)
        #expect(events.events == [CellEvent("play", detail: "Numb — Meteora")])
    }

    @Test("keeps the view-model contract, judged by the values it gives")
    func contract() {
        expectViewModelContract(
            TrackRowViewModel.init,
            samples: [
                listing(187),
                TrackListing(track: Track(number: 12, title: "", seconds: 3723), albumTitle: ""),
                listing(-1, number: 1),
            ],
            shown: { $0.values })
    }

    @Test("the track row under its header: number, title, album and length", arguments: [60, 30])
    func row(width: Int) throws {
        let viewModel = TrackRowViewModel()
        viewModel.update(with: listing(187))
        expectSnapshot(try renderRow(of: viewModel, width: width), named: "row-track-\(width)")
    }
}
