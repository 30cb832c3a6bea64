import CellFactory
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
        let recorder = CellEventRecorder()
        #expect(viewModel.supportedActions == [.vibrate, .select])
        viewModel.handle(.vibrate, events: recorder)
        viewModel.handle(.select, events: recorder)
        viewModel.handle(CellAction("unknown"), events: recorder)
        #expect(
            recorder.events == [CellEvent("vibrated", detail: "3"), CellEvent("selectedNumber", detail: "3")])
    }
}
