import TestSupport
import Testing

@testable import CellFactory
@testable import TextCells
@testable import TextTerminal

/// Choosing from a searchable list: marks, Enter, the query-editing keys and the mouse, key by
/// key, frame by frame.
@MainActor
@Suite("Interactive list: choosing, marks, query keys, mouse", .serialized)
struct InteractiveListChoiceTests {
    let view: CollectionView

    init() throws {
        view = try makeWordView()
    }

    private func list(_ texts: [String], choice: ListModel.Choice, height: Int = 5) -> InteractiveList {
        let list = InteractiveList(view: view, width: 24, height: height, choice: choice)
        list.append(contentsOf: texts.enumerated().map { Word(id: $0.offset, text: $0.element) as Any })
        list.finishInput()
        return list
    }

    private func press(_ keys: Key..., on list: InteractiveList) {
        for key in keys { #expect(list.handle(key) == .keepGoing, "\(key)") }
    }

    private func chosenTexts(_ list: InteractiveList) -> [String] {
        list.chosenItems.compactMap { ($0 as? Word)?.text }
    }

    @Test("Enter chooses the highlighted item; q and Esc quit without a choice")
    func single() {
        let list = list(["alpha", "beta", "gamma"], choice: .single)
        #expect(list.frame().lines.last == "↑↓ move  Enter choo… 3/3")
        press(.down, on: list)
        #expect(list.handle(.enter) == .choose)
        #expect(chosenTexts(list) == ["beta"])
        #expect(list.model.chosenIndices == [1])
        // Tab marks nothing without multi-select.
        let other = self.list(["alpha", "beta"], choice: .single)
        press(.tab, on: other)
        #expect(other.model.markedCount == 0)
        #expect(other.handle(.character("q")) == .quit)
        #expect(other.chosenItems.isEmpty)
        #expect(self.list(["a"], choice: .single).handle(.escape) == .quit)
    }

    @Test("Tab marks and moves down, Shift-Tab unmarks and moves up; marks survive a filter; input order")
    func marksAcrossAFilter() async {
        let list = list(["delta", "alpha", "beta", "alpine", "gamma"], choice: .multiple)
        press(.tab, .tab, on: list)
        #expect(
            list.frame().lines == [
                " * delta                ", " * alpha                ", ">  beta                 ",
                "   alpine               ", "↑↓ move  Tab ma… 5/5 (2)",
            ])
        // Shift-Tab on beta (not marked) unmarks nothing and moves up to alpha, then unmarks it.
        press(.backTab, .backTab, on: list)
        #expect(list.model.markedCount == 1)
        // A filter: alpine is marked through it, and the earlier mark stays.
        press(.character("/"), .character("a"), .character("l"), .character("p"), on: list)
        await list.waitForSearch()
        press(.down, .tab, on: list)
        #expect(list.model.markedCount == 2)
        #expect(list.frame().lines[0...1] == ["   alpha                ", ">* alpine               "])
        #expect(list.handle(.enter) == .choose)
        // In input order, whatever order they were marked or matched in.
        #expect(chosenTexts(list) == ["delta", "alpine"])
    }

    @Test("Alt-A marks every match, Alt-D unmarks all; Enter with no marks chooses the highlighted")
    func markAll() async {
        let list = list(["one", "two", "three", "four"], choice: .multiple)
        press(.character("/"), .character("t"), on: list)
        await list.waitForSearch()
        press(.alt("a"), on: list)
        #expect(list.model.markedCount == 2)
        press(.escape, on: list)
        await list.waitForSearch()
        #expect(list.model.markedCount == 2)
        press(.alt("d"), on: list)
        #expect(list.model.markedCount == 0)
        press(.down, .down, .down, on: list)
        #expect(list.handle(.enter) == .choose)
        #expect(chosenTexts(list) == ["four"])
    }

    @Test("query keys: ←/→ and Ctrl-A/Ctrl-E move the cursor, Ctrl-W deletes a word, Ctrl-U clears")
    func queryKeys() async {
        let list = list(["alpha beta"], choice: .off)
        press(.character("/"), on: list)
        for character in "alp bet" { press(.character(character), on: list) }
        #expect(list.frame().lines.last?.hasPrefix("/alp bet_") == true)
        press(.left, .left, .left, on: list)
        #expect(list.frame().lines.last?.hasPrefix("/alp _bet") == true)
        press(.character("x"), on: list)
        #expect(list.queryText == "alp xbet")
        press(.control("a"), .character("'"), on: list)
        #expect(list.queryText == "'alp xbet")
        press(.control("e"), .control("w"), on: list)
        #expect(list.queryText == "'alp ")
        press(.control("w"), on: list)
        #expect(list.queryText == "")
        for character in "beta" { press(.character(character), on: list) }
        press(.right, .backspace, on: list)
        #expect(list.queryText == "bet")
        press(.control("u"), on: list)
        #expect(list.queryText == "")
        #expect(list.model.isEditingQuery)
        await list.waitForSearch()
        // Ctrl-N and Ctrl-P move the highlight while the query line is open; Ctrl-J and Ctrl-K too.
        let three = self.list(["one", "two", "three"], choice: .off)
        press(.character("/"), on: three)
        press(.control("n"), .control("j"), on: three)
        #expect(three.model.selection == 2 && three.model.isEditingQuery)
        press(.control("p"), on: three)
        #expect(three.model.selection == 1)
        press(.control("k"), on: three)
        #expect(three.model.selection == 0 && three.queryText.isEmpty)
    }

    @Test(
        "pasted text goes into the query at the cursor, line breaks and controls as spaces; Enter stays a key"
    )
    func paste() async {
        let list = list(["alpha beta", "gamma"], choice: .single)
        // Pasting outside the query line opens it.
        #expect(list.handle(.paste("alp\r\nbe\u{1B}[2J")) == .keepGoing)
        #expect(list.model.isEditingQuery)
        #expect(list.queryText == "alp be [2J")
        press(.control("u"), .character("x"), .left, on: list)
        #expect(list.handle(.paste("al\nph")) == .keepGoing)
        #expect(list.queryText == "al phx")
        press(.control("u"), on: list)
        #expect(list.handle(.paste("gam")) == .keepGoing)
        await list.waitForSearch()
        #expect(list.model.matchCount == 1)
        #expect(list.handle(.enter) == .choose)
        #expect(list.model.chosenIndices == [1])
    }

    @Test("Ctrl-N, Ctrl-P, Ctrl-J and Ctrl-K move the highlight")
    func controlMoves() {
        let list = list(["a", "b", "c", "d"], choice: .single)
        press(
            .control("n"), .control("n"), .control("j"), .control("p"), .control("k"), .control("j"), on: list
        )
        #expect(list.handle(.enter) == .choose)
        #expect(chosenTexts(list) == ["c"])
    }

    @Test("mouse: the wheel moves, a click highlights, a double click chooses, the marker column marks")
    func mouse() {
        let list = list(["a", "b", "c", "d", "e", "f"], choice: .multiple)
        press(.mouse(MouseEvent(.wheelDown, line: 0, column: 5)), on: list)
        press(.mouse(MouseEvent(.wheelDown, line: 0, column: 5)), on: list)
        press(.mouse(MouseEvent(.wheelUp, line: 0, column: 5)), on: list)
        #expect(list.frame().lines[1].hasPrefix(">  b"))
        // A click on the third row highlights it; on the status line, nothing happens.
        press(.mouse(MouseEvent(.press(button: 0), line: 2, column: 8)), on: list)
        press(.mouse(MouseEvent(.release(button: 0), line: 2, column: 8)), on: list)
        press(.mouse(MouseEvent(.press(button: 0), line: 4, column: 8)), on: list)
        #expect(list.frame().lines[2].hasPrefix(">  c"))
        // A click in the marker column marks, and again unmarks; then marks the first row.
        press(.mouse(MouseEvent(.press(button: 0), line: 3, column: 1)), on: list)
        press(.mouse(MouseEvent(.press(button: 0), line: 3, column: 1)), on: list)
        press(.mouse(MouseEvent(.press(button: 0), line: 0, column: 1)), on: list)
        #expect(list.model.markedCount == 1)
        #expect(list.frame().lines[0].hasPrefix(">* a"))
        // A double click on a row chooses the marked items.
        press(.mouse(MouseEvent(.press(button: 0), line: 1, column: 6)), on: list)
        #expect(list.handle(.mouse(MouseEvent(.press(button: 0), line: 1, column: 6))) == .choose)
        #expect(chosenTexts(list) == ["a"])
    }

    @Test("browsing, a double click selects the row")
    func doubleClickSelects() {
        let list = list(["a", "b"], choice: .off)
        press(.mouse(MouseEvent(.press(button: 0), line: 1, column: 4)), on: list)
        press(.mouse(MouseEvent(.press(button: 0), line: 1, column: 4)), on: list)
        #expect(list.status == "selected: b")
    }

    @Test("marks of a large list: every match of 100,000 items, chosen in input order")
    func manyMarks() async {
        let list = list((0..<100_000).map { "item \($0)" }, choice: .multiple)
        press(.character("/"), .character("'"), .character("9"), .character("9"), .character("9"), on: list)
        await list.waitForSearch()
        let matches = list.model.matchCount
        press(.alt("a"), on: list)
        #expect(list.model.markedCount == matches)
        #expect(list.handle(.enter) == .choose)
        let chosen = list.model.chosenIndices
        #expect(chosen.count == matches)
        #expect(chosen == chosen.sorted())
        #expect(chosen == (0..<100_000).filter { String($0).contains("999") })
    }

    @Test("ItemMarks against a Set: the same members, count and order")
    func marksAgainstASet() {
        var marks = ItemMarks()
        var reference = Set<Int>()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let index = Int.random(in: 0..<3_000, using: &generator)
            let marked = Bool.random(using: &generator)
            marks.set(index, marked: marked)
            if marked { reference.insert(index) } else { reference.remove(index) }
        }
        #expect(marks.count == reference.count)
        #expect(marks.indices == reference.sorted())
        #expect((0..<3_100).allSatisfy { marks.contains($0) == reference.contains($0) })
        marks.removeAll()
        #expect(marks.count == 0 && marks.indices.isEmpty)
    }
}
