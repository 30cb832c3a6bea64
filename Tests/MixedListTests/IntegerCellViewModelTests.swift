import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListViewModels
import Testing

@Suite("IntegerCellViewModel")
struct IntegerCellViewModelTests {
    @Test("identifier and size")
    func identity() {
        let viewModel = IntegerCellViewModel()
        #expect(viewModel.identifier == "IntCell")
        #expect(viewModel.size == .fixed(columns: 20, lines: 1))
    }

    @Test("the typed update sets the text, for any Int", arguments: [0, 5, -12, Int.max, Int.min])
    func typedUpdate(value: Int) {
        let viewModel = IntegerCellViewModel()
        viewModel.update(with: 99)
        viewModel.update(with: value)
        #expect(viewModel.valueText == String(value))
        #expect(viewModel.buttonTitle == "[vibrate]")
    }

    @Test("updateData accepts an Int and reports any other type")
    func updateData() throws {
        let viewModel = IntegerCellViewModel()
        try viewModel.updateData(4)
        #expect(viewModel.valueText == "4")
        for wrong: Any in ["4", 4.0, Account(name: "4"), Int8(4)] {
            let error = #expect(throws: CellFactoryError.self) { try viewModel.updateData(wrong) }
            #expect(error?.code == .wrongModelType)
        }
        #expect(viewModel.valueText == "4")
    }

    @Test("it is what the integer cell needs")
    func dataSource() {
        let viewModel: any IntegerCellDataSource = IntegerCellViewModel()
        #expect(viewModel.valueText == "0")
    }

    @Test("the vibrate button and select each emit their event with the value")
    func actions() {
        let viewModel = IntegerCellViewModel()
        viewModel.update(with: 3)
        #expect(viewModel.supportedActions == [.vibrate, .select])
        #expect(eventsEmitted(by: viewModel, handling: .vibrate) == [CellEvent("vibrated", detail: "3")])
        #expect(eventsEmitted(by: viewModel, handling: .select) == [CellEvent("selectedNumber", detail: "3")])
        #expect(eventsEmitted(by: viewModel, handling: CellAction("unknown")).isEmpty)
    }

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            IntegerCellViewModel.init, samples: [0, 42, -7, Int.min], drawnBy: IntegerCell.self)
    }

    @Test("the row the integer cell draws: the value and its vibrate button")
    func row() throws {
        let text = try renderRow(
            of: IntegerCellViewModel(), showing: 1_234_567, in: IntegerCell.self, width: 40)
        expectSnapshot(text, named: "row-integer-40")
    }
}
