import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListViewModels
import Testing

@Suite("MalformedElementViewModel")
struct MalformedElementViewModelTests {
    static let nameProblem = MalformedElement(
        index: 3, line: 2, column: 14, problem: #"field "name": expected a string, found a number"#)

    @Test("identifier and a full-width size")
    func identity() {
        let viewModel = MalformedElementViewModel()
        #expect(viewModel.identifier == "malformed")
        #expect(viewModel.size == .fullWidth(lines: 1))
    }

    @Test("the typed update and updateData set the message; other types are reported")
    func updates() throws {
        let viewModel = MalformedElementViewModel()
        viewModel.update(with: Self.nameProblem)
        #expect(
            viewModel.problemText == #"[element 3 at 2:14: field "name": expected a string, found a number]"#)
        try viewModel.updateData(MalformedElement(index: 0, line: 1, column: 5, problem: "unexpected ']'"))
        #expect(viewModel.problemText == "[element 0 at 1:5: unexpected ']']")
        #expect(throws: CellFactoryError.self) { try viewModel.updateData("element 9") }
        #expect(viewModel.problemText == "[element 0 at 1:5: unexpected ']']")
    }

    @Test("it is what the malformed-element cell needs, and offers no action")
    func dataSourceAndActions() {
        let viewModel = MalformedElementViewModel()
        #expect(
            (viewModel as any MalformedElementCellDataSource).problemText.hasPrefix("[element 0 at 1:1: "))
        #expect(viewModel.supportedActions.isEmpty)
        #expect(eventsEmitted(by: viewModel, handling: .select).isEmpty)
    }

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            MalformedElementViewModel.init,
            samples: [
                Self.nameProblem,
                MalformedElement(index: 0, line: 1, column: 1, problem: "unexpected end of input"),
            ],
            drawnBy: MalformedElementCell.self)
    }

    @Test("the row is the message, cut to the width; hostile text in it cannot reach the terminal")
    func row() throws {
        let text = try renderRow(
            of: MalformedElementViewModel(), showing: Self.nameProblem, in: MalformedElementCell.self,
            width: 40)
        #expect(text == "[element 3 at 2:14: field \"name\": expec…\n")
        let hostile = MalformedElement(index: 1, line: 1, column: 2, problem: "found '\u{1B}[31m'")
        let hostileText = try renderRow(
            of: MalformedElementViewModel(), showing: hostile, in: MalformedElementCell.self, width: 40)
        #expect(!hostileText.utf8.contains(0x1B))
    }
}
