import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListViewModels
import Testing

@Suite("AccountCellViewModel")
struct AccountCellViewModelTests {
    @Test("identifier and size")
    func identity() {
        let viewModel = AccountCellViewModel()
        #expect(viewModel.identifier == "stringCell")
        #expect(viewModel.size == .fixed(columns: 30, lines: 1))
        #expect(viewModel.size.isValid)
    }

    @Test("the typed update sets the title; a second update leaves nothing of the first")
    func typedUpdate() {
        let viewModel = AccountCellViewModel()
        #expect(viewModel.title == "")
        viewModel.update(with: Account(name: "One"))
        #expect(viewModel.title == "One")
        viewModel.update(with: Account(name: "Two"))
        #expect(viewModel.title == "Two")
    }

    @Test("updateData accepts an Account and reports any other type")
    func updateData() throws {
        let viewModel = AccountCellViewModel()
        try viewModel.updateData(Account(name: "One"))
        #expect(viewModel.title == "One")
        let error = #expect(throws: CellFactoryError.self) { try viewModel.updateData(1) }
        #expect(error?.code == .wrongModelType)
        #expect(viewModel.title == "One")
    }

    @Test("it is what the account cell needs")
    func dataSource() {
        let viewModel: any StringCellDataSource = AccountCellViewModel()
        #expect(viewModel.title.isEmpty)
    }

    @Test("select emits openAccount with the name; nothing else is offered")
    func actions() {
        let viewModel = AccountCellViewModel()
        viewModel.update(with: Account(name: "Three"))
        #expect(viewModel.supportedActions == [.select])
        #expect(
            eventsEmitted(by: viewModel, handling: .select) == [CellEvent("openAccount", detail: "Three")])
        #expect(eventsEmitted(by: viewModel, handling: .vibrate).isEmpty)
    }

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            AccountCellViewModel.init,
            samples: [Account(name: "Ada"), Account(name: "Grace Hopper"), Account(name: "")],
            drawnBy: AccountCell.self)
    }

    @Test("the row the account cell draws, cut to 30 columns")
    func row() throws {
        let viewModel = AccountCellViewModel()
        let text = try renderRow(
            of: viewModel, showing: Account(name: "Ada Lovelace, Countess of Lovelace"), in: AccountCell.self,
            width: 40)
        expectSnapshot(text, named: "row-account-40")
    }
}
