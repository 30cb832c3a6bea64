import Testing

@testable import CellFactory

@Suite("CellViewModel")
struct CellViewModelTests {
    @Test("updateData with the model type updates through the typed update")
    func updateDataWithRightType() throws {
        let viewModel = PersonViewModel()
        try viewModel.updateData(Person(name: "Ada"))
        #expect(viewModel.shown == Person(name: "Ada"))
        #expect(viewModel.updateCount == 1)
    }

    @Test("updateData with another type throws wrongModelType and keeps the previous model")
    func updateDataWithWrongType() throws {
        let viewModel = PersonViewModel()
        try viewModel.updateData(Person(name: "Ada"))
        let error = #expect(throws: CellFactoryError.self) { try viewModel.updateData(42) }
        #expect(error?.code == .wrongModelType)
        #expect(error?.message == "PersonViewModel shows Person, not Int")
        #expect(viewModel.shown == Person(name: "Ada"))
        #expect(viewModel.updateCount == 1)
    }

    @Test("a protocol model accepts any conforming value")
    func protocolModel() throws {
        let viewModel = NamedViewModel()
        try viewModel.updateData(Book(name: "SICP"))
        #expect(viewModel.shown?.name == "SICP")
        #expect(throws: CellFactoryError.self) { try viewModel.updateData(Person(name: "not Named")) }
    }

    @Test("defaults: no actions, handle does nothing, modelType names the model")
    func defaults() {
        final class Minimal: CellViewModel {
            let identifier = "minimal"
            let size = CellSize.fixed(columns: 3)
            func update(with model: String) {}
        }
        let recorder = CellEventRecorder()
        let viewModel = Minimal()
        viewModel.handle(.select, events: recorder)
        #expect(viewModel.supportedActions.isEmpty)
        #expect(recorder.events.isEmpty)
        #expect(ObjectIdentifier(Minimal.modelType) == ObjectIdentifier(String.self))
    }
}

@Suite("CellSize")
struct CellSizeTests {
    @Test(
        "columns are clamped between 1 and the available width",
        arguments: [
            (CellSize.fixed(columns: 30), 80, 30),
            (CellSize.fixed(columns: 30), 20, 20),
            (CellSize.fixed(columns: 0), 20, 1),
            (CellSize.fixed(columns: -5), 20, 1),
            (CellSize.fullWidth(), 57, 57),
            (CellSize.fullWidth(), 0, 1),
        ])
    func columns(size: CellSize, available: Int, expected: Int) {
        #expect(size.columns(in: available) == expected)
    }

    @Test("validity and clamped lines")
    func validity() {
        #expect(CellSize.fixed(columns: 30, lines: 2).isValid)
        #expect(CellSize.fullWidth(lines: 200).isValid)
        #expect(!CellSize.fixed(columns: 0).isValid)
        #expect(!CellSize.fixed(columns: 1_001).isValid)
        #expect(!CellSize.fixed(columns: 5, lines: 0).isValid)
        #expect(!CellSize.fullWidth(lines: 201).isValid)
        #expect(CellSize.fixed(columns: 5, lines: 0).clampedLines == 1)
        #expect(CellSize.fixed(columns: 5, lines: -3).clampedLines == 1)
        #expect(CellSize.fixed(columns: 5, lines: 9_999).clampedLines == 200)
        #expect(CellSize.fixed(columns: 5, lines: 2).description == "5x2")
        #expect(CellSize.fullWidth(lines: 3).description == "full x 3")
    }
}
