import CellFactory
import CellFactoryTesting
import MixedListCells
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
        #expect((viewModel as any HeadingCellDataSource).heading == "")
        #expect(viewModel.supportedActions.isEmpty)
        #expect(eventsEmitted(by: viewModel, handling: .select).isEmpty)
    }

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            HeadingViewModel.init, samples: [Heading("Albums"), Heading("Accounts"), Heading("")],
            drawnBy: HeadingCell.self)
    }

    @Test("the heading spans the full width")
    func row() throws {
        let text = try renderRow(
            of: HeadingViewModel(), showing: Heading("Albums"), in: HeadingCell.self, width: 40)
        expectSnapshot(text, named: "row-heading-40")
    }
}
