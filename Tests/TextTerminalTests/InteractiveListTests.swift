import TestSupport
import Testing

@testable import CellFactory
@testable import TextCells
@testable import TextTerminal

/// A word of an interactive list: identified by `id`, so that filtering applies a diff.
struct Word: Identifiable, Equatable {
    var id: Int
    var text: String
    var lines = 1
}

extension CellAction {
    static let vibrate = CellAction("vibrate")
}

protocol WordCellDataSource {
    var text: String { get }
    var lines: Int { get }
}

/// A list row that handles `select` and `vibrate` by emitting an event that names its word.
final class WordViewModel: CellViewModel, WordCellDataSource {
    private var word = Word(id: 0, text: "")
    var identifier: String { "word" }
    var size: CellSize { .fullWidth(lines: word.lines) }
    var supportedActions: [CellAction] { [.select, .vibrate] }
    var text: String { word.text }
    var lines: Int { word.lines }
    func update(with model: Word) { word = model }
    func handle(_ action: CellAction, events: any CellEventSink) {
        events.receive(CellEvent(action == .select ? "selected" : "buzzed", detail: word.text))
    }
}

final class WordCell: TextCell {
    private var text = ""
    private var lines = 1
    func configure(with viewModel: any WordCellDataSource) {
        text = viewModel.text
        lines = viewModel.lines
    }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) {
        for line in 0..<lines { canvas.write(line == 0 ? text : "\(text) +\(line)", line: line) }
    }
}

@MainActor
@Suite("Interactive list: keys to frames, viewport, selection, actions, filter")
struct InteractiveListTests {
    let view: CollectionView

    init() throws {
        view = try makeView()
        try view.factory.register(WordViewModel.init)
        view.register(WordCell.self, forCellWithReuseIdentifier: "word")
    }

    static func words(_ count: Int) -> [Word] {
        (1...max(count, 1)).prefix(count).map { Word(id: $0, text: "w\($0)") }
    }

    /// A list of words in one section, and the section.
    private func list(
        _ words: [Word], width: Int = 12, height: Int = 6, layout: CollectionLayout = .list,
        styling: Bool = false
    ) throws -> (InteractiveList, CellSection) {
        let section = CellSection(factory: view.factory, layout: layout)
        try section.apply(showing: words)
        let live = LiveCollectionView(
            view: view, screen: TestScreen(sections: [section]), width: width, styling: styling)
        let list = InteractiveList(
            live: live, height: height, bindings: ["v": .vibrate],
            filter: { text in
                _ = try? section.apply(showing: words.filter { text.isEmpty || $0.text.contains(text) })
            })
        return (list, section)
    }

    private func press(_ keys: Key..., on list: InteractiveList) {
        for key in keys { #expect(list.handle(key) == .keepGoing) }
    }

    @Test("the frame's cursor is on the selected row's first line, and where typing goes in the filter")
    func cursorFollowsTheSelection() throws {
        let (list, _) = try list([Word(id: 1, text: "tall", lines: 2)] + Self.words(20).dropFirst())
        #expect(try list.frame().cursor == LiveFrame.Cursor(line: 0))
        press(.down, .down, on: list)
        #expect(try list.frame().cursor == LiveFrame.Cursor(line: 3))
        // Scrolling keeps the cursor with the selection, on the last line of the rows.
        press(.down, .down, .down, on: list)
        let scrolled = try list.frame()
        #expect(scrolled.cursor == LiveFrame.Cursor(line: 4))
        #expect(scrolled.lines[4].hasPrefix(">w6"))
        press(.character("/"), .character("w"), .character("1"), on: list)
        #expect(try list.frame().cursor == LiveFrame.Cursor(line: 5, column: 3))
    }

    @Test("the first frame selects the first row and fills the height; the status line counts")
    func opening() throws {
        let (list, _) = try list(Self.words(100))
        let frame = try list.frame()
        #expect(
            frame.lines.prefix(5) == [
                ">w1         ", "w2          ", "w3          ", "w4          ", "w5          ",
            ])
        #expect(frame.lines[5].hasSuffix("1/100"))
        #expect(frame.lines.count == 6)
    }

    @Test("moving past either end stops at the end; the viewport follows by whole rows")
    func movingPastTheEnds() throws {
        let (list, _) = try list(Self.words(8))
        press(.up, .character("k"), on: list)
        #expect(try list.frame().lines[0] == ">w1         ")
        press(.down, .down, .down, .down, .down, on: list)
        // w6 is selected: the viewport moved one row down, to show it on the last line.
        #expect(
            try list.frame().lines.prefix(5) == [
                "w2          ", "w3          ", "w4          ", "w5          ", ">w6         ",
            ])
        press(.end, .down, .character("j"), on: list)
        let end = try list.frame()
        #expect(
            end.lines.prefix(5) == [
                "w4          ", "w5          ", "w6          ", "w7          ", ">w8         ",
            ])
        #expect(end.lines[5].hasSuffix("8/8"))
        press(.home, on: list)
        #expect(try list.frame().lines.prefix(2) == [">w1         ", "w2          "])
    }

    @Test("Page Down and Page Up move by a screen less one row")
    func paging() throws {
        let (list, _) = try list(Self.words(30))
        _ = try list.frame()
        press(.pageDown, on: list)
        let down = try list.frame().lines
        #expect(
            down.prefix(5) == [
                "w1          ", "w2          ", "w3          ", "w4          ", ">w5         ",
            ])
        press(.pageDown, .pageDown, on: list)
        let twice = try list.frame().lines
        #expect(
            twice.prefix(5) == [
                "w9          ", "w10         ", "w11         ", "w12         ", ">w13        ",
            ])
        press(.pageUp, on: list)
        let up = try list.frame().lines
        #expect(up.prefix(2) == [">w9         ", "w10         "])
        press(.end, .pageDown, on: list)
        let end = try list.frame().lines
        #expect(end[4] == ">w30        ")
        #expect(end[5].hasSuffix("30/30"))
    }

    @Test("Enter sends select to the row's view model, a bound key its action; the status shows it")
    func actions() throws {
        let recorder = CellEventRecorder()
        let (list, _) = try list(Self.words(5))
        list.events = recorder
        press(.down, .enter, on: list)
        #expect(list.status == "selected: w2")
        let status = try list.frame().lines[5]
        #expect(status == "selecte… 2/5")
        press(.down, .character("v"), on: list)
        #expect(list.status == "buzzed: w3")
        #expect(recorder.events.map(\.description) == ["selected(w2) at 0.1", "buzzed(w3) at 0.2"])
        // A key with no binding does nothing; `q` quits.
        press(.character("x"), on: list)
        #expect(list.status == "buzzed: w3")
        #expect(list.handle(.character("q")) == .quit)
        #expect(list.handle(.interrupt) == .quit)
    }

    @Test("an action the view model does not handle is reported in the status line")
    func unsupportedAction() throws {
        let (list, _) = try list(Self.words(3))
        list.bindings["d"] = CellAction("delete")
        press(.character("d"), on: list)
        #expect(list.status.contains("does not handle \"delete\""))
    }

    @Test("the filter applies as it is typed, keeps the selected row, and Esc clears it")
    func filtering() throws {
        let (list, section) = try list(Self.words(30))
        press(.down, .down, .down, .down, .down, .down, .down, .down, .down, .down, .down, on: list)
        #expect(try list.frame().lines[4] == ">w12        ")
        press(.character("/"), .character("1"), on: list)
        #expect(list.isEditingFilter)
        #expect(section.count == 12)  // w1, w10 … w19, w21
        let filtered = try list.frame()
        #expect(filtered.lines.contains(">w12        "))
        #expect(filtered.lines[5].hasPrefix("/1_"))
        // `q` and `j` are typed into the filter, not acted on.
        press(.character("q"), on: list)
        #expect(section.count == 0)
        #expect(try list.frame().lines.prefix(5).allSatisfy { $0.isEmpty })
        press(.backspace, .character("2"), on: list)
        #expect(section.rows.map { ($0.item as? Word)?.text } == ["w12"])
        #expect(try list.frame().lines[0] == ">w12        ")
        press(.escape, on: list)
        #expect(!list.isEditingFilter)
        #expect(section.count == 30)
        let cleared = try list.frame()
        #expect(cleared.lines.contains(">w12        "))
        #expect(cleared.lines[5].hasSuffix("12/30"))
    }

    @Test("pasted text opens the filter and is typed into it, a line break as a space")
    func paste() throws {
        let (list, section) = try list(Self.words(30))
        #expect(list.handle(.paste("w2\n")) == .keepGoing)
        #expect(list.isEditingFilter)
        #expect(list.filterText == "w2 ")
        #expect(section.count == 0)
        press(.backspace, on: list)
        #expect(list.handle(.paste("1")) == .keepGoing)
        #expect(section.rows.map { ($0.item as? Word)?.text } == ["w21"])
    }

    @Test("when the list shrinks under a viewport near its end, rows above fill the screen")
    func shrinkingFillsTheScreen() throws {
        let (list, section) = try list(Self.words(30))
        press(.end, on: list)
        #expect(try list.frame().lines[4] == ">w30        ")
        try section.apply(showing: Self.words(30).filter { $0.text.hasPrefix("w2") })
        let shrunk = try list.frame().lines
        #expect(
            shrunk.prefix(5) == [
                "w25         ", "w26         ", "w27         ", "w28         ", ">w29        ",
            ])
        try section.apply(showing: Self.words(2))
        let short = try list.frame().lines
        #expect(short.prefix(5) == ["w1          ", ">w2         ", "", "", ""])
    }

    @Test("the selection follows its row through an apply, and moves to its neighbour when it goes")
    func selectionThroughApply() throws {
        let (list, section) = try list(Self.words(10))
        press(.down, .down, on: list)
        #expect(try list.frame().lines[2] == ">w3         ")
        var words = Self.words(10)
        words.insert(Word(id: 100, text: "new"), at: 0)
        words.swapAt(3, 9)  // w3 moves to the end
        try section.apply(showing: words)
        let moved = try list.frame()
        #expect(moved.lines[4] == ">w3         ")
        #expect(moved.lines[5].hasSuffix("10/11"))
        words.removeAll { $0.id == 3 }
        try section.apply(showing: words)
        // Gone: the row now at its place is selected.
        #expect(try list.frame().lines.contains(">w10        "))
        try section.apply(showing: [Word]())
        let empty = try list.frame()
        #expect(empty.lines.prefix(5).allSatisfy { $0.isEmpty })
        #expect(empty.lines[5].hasSuffix("0/0"))
        #expect(list.selection == nil)
        press(.down, .enter, .end, .pageUp, on: list)
        #expect(list.status == "no row to select")
    }

    @Test("rows taller than a line scroll by whole rows; a row taller than the screen shows its top")
    func tallRows() throws {
        var words = Self.words(6)
        words[1].lines = 3
        words[3].lines = 9
        let (list, _) = try list(words, height: 6)
        press(.down, on: list)
        #expect(
            try list.frame().lines.prefix(5) == [
                "w1          ", ">w2         ", " w2 +1      ", " w2 +2      ", "w3          ",
            ])
        press(.down, on: list)
        // w3 shows whole; w4 below it is cut.
        #expect(
            try list.frame().lines.prefix(5) == [
                "w1          ", "w2          ", "w2 +1       ", "w2 +2       ", ">w3         ",
            ])
        press(.down, on: list)
        #expect(
            try list.frame().lines.prefix(5) == [
                ">w4         ", " w4 +1      ", " w4 +2      ", " w4 +3      ", " w4 +4      ",
            ])
        press(.down, .up, .up, on: list)
        #expect(try list.frame().lines[0] == ">w3         ")
    }

    @Test("several sections with headers and a flow: headers come with their first row")
    func sectionsAndFlow() throws {
        let first = CellSection(factory: view.factory)
        try first.setHeader(Banner(title: "A"))
        try first.apply(showing: Self.words(3))
        let second = CellSection(factory: view.factory, layout: .flow(FlowLayout(itemSpacing: 1)))
        try second.setHeader(Banner(title: "B"))
        try second.setItems((1...9).map { Score(points: $0) })
        let live = LiveCollectionView(view: view, screen: TestScreen(sections: [first, second]), width: 17)
        let list = InteractiveList(live: live, height: 5)
        let opened = try list.frame().lines
        #expect(
            opened.prefix(4) == [
                "       # A       ", ">w1              ", "w2               ", "w3               ",
            ])
        press(.down, .down, .down, on: list)
        // The first score is selected, so its section's header is shown above it.
        let scores = try list.frame().lines
        #expect(
            scores.prefix(4) == [
                "w2               ", "w3               ", "       # B       ", ">  1 pts    2 pts",
            ])
        press(.down, .down, .down, on: list)
        let flow = try list.frame().lines
        #expect(
            flow.prefix(4) == [
                "w3               ", "       # B       ", "   1 pts    2 pts", "   3 pts >  4 pts",
            ])
        // Down a line of the flow: the viewport scrolls by the whole line of two.
        press(.down, on: list)
        let next = try list.frame().lines
        #expect(
            next.prefix(4) == [
                "       # B       ", "   1 pts    2 pts", "   3 pts    4 pts", ">  5 pts    6 pts",
            ])
        press(.down, .down, on: list)
        let lineDown = try list.frame().lines
        #expect(
            lineDown.prefix(4) == [
                "   1 pts    2 pts", "   3 pts    4 pts", "   5 pts    6 pts", ">  7 pts    8 pts",
            ])
        press(.end, on: list)
        let end = try list.frame().lines
        #expect(end.prefix(4) == ["   3 pts    4 pts", "   5 pts    6 pts", "   7 pts    8 pts", ">  9 pts"])
        press(.up, .up, .up, .up, .up, .up, .up, on: list)
        let back = try list.frame().lines
        #expect(
            back.prefix(4) == [
                "   1 pts >  2 pts", "   3 pts    4 pts", "   5 pts    6 pts", "   7 pts    8 pts",
            ])
        press(.up, on: list)
        let header = try list.frame().lines
        #expect(
            header.prefix(4) == [
                "       # B       ", ">  1 pts    2 pts", "   3 pts    4 pts", "   5 pts    6 pts",
            ])
        press(.up, on: list)
        let above = try list.frame().lines
        #expect(
            above.prefix(4) == [
                ">w3              ", "       # B       ", "   1 pts    2 pts", "   3 pts    4 pts",
            ])
        press(.home, on: list)
        let home = try list.frame().lines
        #expect(home[1] == ">w1              ")
    }

    @Test("a million rows: the keys reach every end; only the rows shown make view models and cells")
    func longList() throws {
        let section = CellSection(factory: view.factory)
        try section.setItems(Self.words(1_000_000))
        let live = LiveCollectionView(view: view, screen: TestScreen(sections: [section]), width: 12)
        let list = InteractiveList(live: live, height: 6)
        let opened = try list.frame().lines
        #expect(opened.prefix(2) == [">w1         ", "w2          "])
        #expect(opened[5].hasSuffix("1/1000000"))
        press(.end, on: list)
        let end = try list.frame().lines
        #expect(
            end.prefix(5) == ["w999996     ", "w999997     ", "w999998     ", "w999999     ", ">w1000000   "])
        press(.pageUp, .pageUp, .down, on: list)
        let paged = try list.frame().lines
        // Three keys, one frame: the viewport moved back to the selected row.
        #expect(paged.prefix(2) == [">w999993    ", "w999994     "])
        press(.home, .pageDown, on: list)
        let home = try list.frame().lines
        #expect(home.prefix(2) == [">w5         ", "w6          "])
        // Four screens of five rows were shown, and a few rows twice as the viewport moved.
        #expect(live.cellDrawCount <= 30)
        #expect(section.madeViewModelCount <= 30)
    }

    @Test("a flow whose top row went with the rows after it starts again from the selection")
    func flowShrinksUnderTheTop() throws {
        let section = CellSection(factory: view.factory, layout: .flow(FlowLayout(itemSpacing: 1)))
        let scores = (1...300).map { Score(points: $0) }
        try section.apply(showing: scores, identity: \.points, isUnchanged: ==)
        let live = LiveCollectionView(view: view, screen: TestScreen(sections: [section]), width: 17)
        let list = InteractiveList(live: live, height: 6)
        for _ in 0..<160 { _ = list.handle(.down) }
        _ = try list.frame()
        try section.apply(showing: scores.filter { $0.points % 2 == 0 }, identity: \.points, isUnchanged: ==)
        let shrunk = try list.frame().lines
        // Score 161 went: the row now at its place, the last one, is selected; the lines are
        // packed back from it.
        #expect(
            shrunk.prefix(5) == [
                " 284 pts  286 pts", " 288 pts  290 pts", " 292 pts  294 pts", " 296 pts  298 pts",
                ">300 pts",
            ])
        press(.up, .up, .up, on: list)
        let up = try list.frame().lines
        #expect(up.prefix(3) == [" 284 pts  286 pts", " 288 pts  290 pts", " 292 pts >294 pts"])
    }

    @Test("moving the highlight draws no cell; a scroll draws the one row that comes into view")
    func onlyNewRowsAreDrawn() throws {
        let (list, _) = try list(Self.words(50))
        _ = try list.frame()
        let opened = list.live.cellDrawCount
        press(.down, .down, on: list)
        _ = try list.frame()
        #expect(list.live.cellDrawCount == opened)
        press(.down, .down, .down, on: list)
        _ = try list.frame()
        #expect(list.live.cellDrawCount == opened + 1)
        _ = try list.frame()
        #expect(list.live.cellDrawCount == opened + 1)
    }

    @Test("events carry the screen's section; a failing filter and a move clear or set the status")
    func eventLocationsAndStatus() throws {
        let first = CellSection(factory: view.factory)
        try first.apply(showing: Self.words(2))
        let second = CellSection(factory: view.factory)
        try second.apply(showing: [Word(id: 9, text: "nine")])
        let recorder = CellEventRecorder()
        struct Refused: Error, CustomStringConvertible {
            var description: String { "no such text" }
        }
        let live = LiveCollectionView(view: view, screen: TestScreen(sections: [first, second]), width: 20)
        let list = InteractiveList(
            live: live, height: 6, events: recorder,
            filter: { text in if text == "x" { throw Refused() } })
        press(.end, .enter, on: list)
        #expect(recorder.events.map(\.description) == ["selected(nine) at 1.0"])
        #expect(list.status == "selected: nine")
        press(.up, on: list)
        #expect(list.status.isEmpty)
        press(.character("/"), .character("x"), on: list)
        #expect(list.status == "filter: no such text")
    }

    @Test("with styling on, the selected row is in reverse video across its width")
    func reverseVideo() throws {
        let (list, _) = try list(Self.words(3), styling: true)
        let frame = try list.frame()
        #expect(frame.lines[0] == "\u{1B}[7mw1          \u{1B}[0m")
        #expect(frame.lines[1] == "w2          ")
    }

    @Test("a resize to one column and back lays the list out again at each width")
    func resize() throws {
        let (list, _) = try list(Self.words(20))
        press(.down, .down, .down, .down, .down, .down, on: list)
        #expect(try list.frame().lines[4] == ">w7         ")
        list.resize(width: 1, height: 3)
        let narrow = try list.frame()
        #expect(narrow.lines.count == 3)
        #expect(narrow.lines[1] == ">")
        #expect(narrow.lines.allSatisfy { DisplayWidth.of($0) <= 1 })
        list.resize(width: 12, height: 6)
        let back = try list.frame()
        #expect(back.lines.contains(">w7         "))
        #expect(back.lines.count == 6)
        list.resize(width: 0, height: 6)
        #expect(throws: RenderError.invalidWidth(0)) { try list.frame() }
    }

    @Test("one step of scrolling rewrites only the lines that changed, in one synchronized update")
    func scrollingWritesChangedLines() throws {
        let (list, _) = try list(Self.words(1_000), width: 20, height: 10)
        var writer = FrameWriter(mode: .fullScreen)
        var output = MemorySink()
        var terminal = VirtualTerminal(height: 10)
        func show() throws {
            output = MemorySink()
            try writer.show(list.frame(), to: &output)
            terminal.apply(String(decoding: output.bytes, as: UTF8.self))
        }
        try show()
        #expect(terminal.visibleLines == (try list.frame()).lines)
        // Within the screen, a step rewrites the two rows whose highlight changed and the status.
        press(.down, on: list)
        try show()
        #expect(writer.writtenLineCount == 13)
        #expect(output.bytes.count < 3 * 40)
        // Past the bottom every row moves up one line: every line changes.
        press(.down, .down, .down, .down, .down, .down, .down, .down, on: list)
        try show()
        #expect(terminal.visibleLines == (try list.frame()).lines)
        let before = writer.writtenLineCount
        try show()
        #expect(writer.writtenLineCount == before)
        #expect(output.bytes.isEmpty)
        #expect(terminal.problems.isEmpty)
        #expect(terminal.synchronizedUpdates == 3)
    }
}
