import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListViewModels
import Testing

@Suite("RecordCellViewModel: the default view in a list")
struct RecordCellViewModelTests {
    private let record = RecordValue.object([
        RecordField(key: "name", value: .string("eth0")), RecordField(key: "mtu", value: .integer(1500)),
        RecordField(key: "addr", value: .array([.null, .null])),
    ])

    @Test("its parts: each key with its value; a value that is not an object alone")
    func parts() {
        let viewModel = RecordCellViewModel()
        viewModel.update(with: record)
        #expect(
            viewModel.parts == [
                RecordPart(key: "name", text: "eth0"), RecordPart(key: "mtu", text: "1500"),
                RecordPart(key: "addr", text: "[2 items]"),
            ])
        viewModel.update(with: .number(1e21))
        #expect(viewModel.parts == [RecordPart(key: nil, text: "1e+21")])
        #expect(RecordCellViewModel.searchText(of: record) == "name eth0 mtu 1500 addr [2 items]")
    }

    @Test("keeps the view-model contract")
    func contract() {
        expectViewModelContract(
            RecordCellViewModel.init, samples: [record, .string("x"), .bool(false), .object([])],
            shown: { $0.parts })
    }

    @Test("drawn on one line by its cell, cut with … at the edge; keys dimmed")
    func drawn() throws {
        let viewModel = RecordCellViewModel()
        viewModel.update(with: record)
        #expect(
            try renderRow(of: viewModel, in: RecordCell.self, width: 40)
                == "name: eth0  mtu: 1500  addr: [2 items]  \n")
        #expect(try renderRow(of: viewModel, in: RecordCell.self, width: 20) == "name: eth0  mtu: 15…\n")
        let styled = try renderRow(of: viewModel, in: RecordCell.self, width: 40, styling: true)
        #expect(styled.hasPrefix("\u{1B}[2mname:\u{1B}[0m eth0"))
    }
}
