import CellFactory
import MixedListViewModels
import Testing

@Suite("HeadingViewModel")
struct HeadingViewModelTests {
    @Test("identifier and a full-width size")
    func identity() {
        let viewModel = HeadingViewModel()
        #expect(viewModel.identifier == "heading")
        #expect(viewModel.size == .fullWidth(lines: 1))
    }

    @Test("the typed update and updateData set the heading; other types are reported")
    func updates() throws {
        let viewModel = HeadingViewModel()
        viewModel.update(with: Heading("Albums"))
        #expect(viewModel.heading == "Albums")
        try viewModel.updateData(Heading("Accounts"))
        #expect(viewModel.heading == "Accounts")
        #expect(throws: CellFactoryError.self) { try viewModel.updateData("Albums") }
        #expect(viewModel.heading == "Accounts")
    }

    @Test("it is what the heading cell needs, and offers no action")
    func dataSourceAndActions() {
        let viewModel = HeadingViewModel()
        let recorder = CellEventRecorder()
        viewModel.handle(.select, events: recorder)
        #expect((viewModel as any HeadingCellDataSource).heading == "")
        #expect(viewModel.supportedActions.isEmpty)
        #expect(recorder.events.isEmpty)
    }
}
