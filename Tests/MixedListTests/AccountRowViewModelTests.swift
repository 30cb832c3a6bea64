import CellFactory
import CellFactoryTesting
import MixedListViewModels
import Testing

@Suite("AccountRowViewModel")
struct AccountRowViewModelTests {
    @Test("one column, the name in bold; select opens the account")
    func values() {
        let viewModel = AccountRowViewModel()
        viewModel.update(with: Account(name: "Ada"))
        #expect(viewModel.columns.map(\.title) == ["Account"])
        #expect(viewModel.values == [TableValue("Ada", style: .bold)])
        #expect(viewModel.identifier == "accountRow")
        let events = CellEventRecorder()
        viewModel.handle(.select, events: events)
        #expect(events.events == [CellEvent("openAccount", detail: "Ada")])
    }

    @Test("keeps the view-model contract")
    func contract() {
        expectViewModelContract(
            AccountRowViewModel.init,
            samples: [Account(name: "One"), Account(name: ""), Account(name: "王小明")],
            shown: { $0.values })
    }

    @Test("the row under its header, hostile text escaped", arguments: [1, 12, 40])
    func row(width: Int) throws {
        let viewModel = AccountRowViewModel()
        viewModel.update(with: Account(name: "evil\u{1B}[2Jname"))
        let text = try renderRow(of: viewModel, width: width)
        #expect(!HostileText.containsRawControl(text))
        #expect(text.split(separator: "\n").count == 3)
    }
}
