// The deferred items of Sources/TextTerminal/TextTerminal.docc/InteractiveLists.md, compiled and
// run so that the guide cannot rot. Keep the two in step when either changes.

import CellFactory
import TestSupport
import Testing
import TextCells
import TextTerminal

/// The guide's model: an account, shown by the name it is searched by.
private struct Account {
    var name: String
}

private final class AccountViewModel: CellViewModel, WordCellDataSource {
    private var account = Account(name: "")
    var identifier: String { "word" }
    var size: CellSize { .fullWidth(lines: 1) }
    var text: String { account.name }
    var lines: Int { 1 }
    func update(with model: Account) { account = model }
}

// MARK: The guide's code

private struct Lines: DeferredItems {
    var searchTexts = SearchTexts()
    var lines: [String] = []

    func item(at index: Int) -> Any { Account(name: lines[index]) }
}

@MainActor
@Suite("The interactive lists guide's deferred items")
struct InteractiveListsGuideTests {
    @Test("the guide's deferred lines are searched by their texts and shown as accounts")
    func deferredLines() async throws {
        let view = try makeView()
        try view.factory.register(AccountViewModel.init, searchText: { $0.name })
        view.register(WordCell.self, forCellWithReuseIdentifier: "word")
        let list = InteractiveList(view: view, width: 12, height: 3)

        var batch = Lines()
        for line in ["ada", "grace"] {
            batch.searchTexts.append(line)
            batch.lines.append(line)
        }
        list.append(deferred: batch)

        list.finishInput()
        #expect(list.frame().lines == ["> ada       ", "  grace     ", "↑↓ move… 2/2"])
        list.queryText = "gr"
        await list.waitForSearch()
        #expect(list.frame().lines.first == "> grace     ")
        #expect((list.selectedItem as? Account)?.name == "grace")
    }
}
