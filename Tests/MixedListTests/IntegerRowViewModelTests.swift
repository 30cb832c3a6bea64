import CellFactory
import CellFactoryTesting
import MixedListViewModels
import Testing

@Suite("IntegerRowViewModel")
struct IntegerRowViewModelTests {
    @Test("the number aligned right, then the button", arguments: [0, -12, Int.max, Int.min])
    func values(value: Int) {
        let viewModel = IntegerRowViewModel()
        viewModel.update(with: value)
        #expect(viewModel.values.map(\.text) == [String(value), "[vibrate]"])
        #expect(viewModel.columns.map(\.alignment) == [.trailing, .leading])
    }

    @Test("vibrate and select emit what the integer cell's view model emits")
    func actions() {
        let viewModel = IntegerRowViewModel()
        viewModel.update(with: 5)
        let events = CellEventRecorder()
        #expect(viewModel.supportedActions == [.vibrate, .select])
        viewModel.handle(.vibrate, events: events)
        viewModel.handle(.select, events: events)
        #expect(
            events.events == [CellEvent("vibrated", detail: "5"), CellEvent("selectedNumber", detail: "5")])
    }

    @Test("keeps the view-model contract")
    func contract() {
        expectViewModelContract(IntegerRowViewModel.init, samples: [1, -1, Int.max], shown: { $0.values })
    }

    @Test("the row under its header")
    func row() throws {
        let viewModel = IntegerRowViewModel()
        viewModel.update(with: 42)
        #expect(
            try renderRow(of: viewModel, width: 20)
                == "Number  Action      \n------  ---------   \n    42  [vibrate]   \n")
    }
}
