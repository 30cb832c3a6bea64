import CellFactoryTesting
import Observation
import Synchronization
import TestSupport
import Testing

@testable import CellFactory
@testable import TextCells
@testable import TextTerminal

/// A word's view model whose height grows when the test says so, as one whose size depends on
/// content it loaded would.
@Observable
final class GrowingWordViewModel: CellViewModel, WordCellDataSource {
    private var word = Word(id: 0, text: "")
    var extraLines = 0
    var identifier: String { "word" }
    var size: CellSize { .fullWidth(lines: 1 + extraLines) }
    var text: String { word.text }
    var lines: Int { 1 + extraLines }
    func update(with model: Word) { word = model }
}

/// A sentence drawn wrapped onto two lines.
struct Sentence { var text: String }

final class SentenceViewModel: CellViewModel {
    var text = ""
    var identifier: String { "sentence" }
    var size: CellSize { .fullWidth(lines: 2) }
    func update(with model: Sentence) { text = model.text }
}

final class SentenceCell: TextCell {
    private var text = ""
    func configure(with viewModel: SentenceViewModel) { text = viewModel.text }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) { canvas.writeWrapped(text) }
}

@MainActor
@Suite("Interactive list: fuzzy filter, highlights, streaming, cancellation", .serialized)
struct InteractiveListTests {
    let view: CollectionView

    init() throws {
        view = try makeWordView()
    }

    private func list(_ texts: [String], width: Int = 16, height: Int = 4, styling: Bool = false)
        -> InteractiveList
    {
        let list = InteractiveList(view: view, width: width, height: height, styling: styling)
        list.append(contentsOf: texts.enumerated().map { Word(id: $0.offset, text: $0.element) as Any })
        list.finishInput()
        return list
    }

    private func type(_ text: String, on list: InteractiveList) {
        #expect(list.handle(.character("/")) == .keepGoing)
        for character in text { #expect(list.handle(.character(character)) == .keepGoing) }
    }

    @Test("deferred items are searched by the texts given, and made only when shown or chosen")
    func deferredItems() async {
        let list = InteractiveList(view: view, width: 16, height: 4, choice: .multiple)
        let made = Counter()
        let words = (0..<20_000).map { "word \($0)" }
        // Searched by keys the rows do not show, so that a match can only come from the texts.
        let keys = words.indices.map { $0 == 15_000 ? "needle" : "key \($0)" }
        list.append(
            deferred: DeferredValues(
                words: Array(words[..<9_000]), searchTexts: Array(keys[..<9_000]), made: made))
        list.append(contentsOf: [Word(id: 9_000, text: "word 9000") as Any])
        list.append(
            deferred: DeferredValues(
                words: Array(words[9_001...]), firstID: 9_001, searchTexts: Array(keys[9_001...]), made: made)
        )
        list.finishInput()
        // The first `lookAheadRows` (1,000) are made to learn whether they are table rows, and
        // those the screen shows, to measure them.
        #expect(made.count >= 1_000 && made.count < 1_000 + 50)
        #expect(list.frame().lines.prefix(3) == [">  word 0       ", "   word 1       ", "   word 2       "])
        #expect(list.frame().lines.last?.hasSuffix("20000/20000") == true)
        #expect(made.count < 1_000 + 50)
        type("needle", on: list)
        await list.waitForSearch()
        #expect(list.frame().lines.first == ">  word 15000   ")
        #expect(list.handle(.tab) == .keepGoing)
        #expect(list.handle(.enter) == .choose)
        #expect(list.chosenItems.map { ($0 as? Word)?.text } == ["word 15000"])
        #expect(made.count < 1_000 + 100)
    }

    @Test("typing filters fuzzily, best first with ties in input order, and counts the matches")
    func typingFilters() async {
        let list = list(["alpha", "beta", "gamma", "alphabet", "a-l-p"])
        #expect(
            list.frame().lines == [
                "> alpha         ", "  beta          ", "  gamma         ", "↑↓ move  En… 5/5",
            ])
        type("alp", on: list)
        await list.waitForSearch()
        #expect(
            list.frame().lines == [
                "> alpha         ", "  alphabet      ", "  a-l-p         ", "/alp_        3/5",
            ])
        _ = list.handle(.enter)
        _ = list.handle(.down)
        _ = list.handle(.enter)
        #expect(list.status == "selected: alphabet")
        // Esc clears the query and shows every item again; Esc with no query quits.
        #expect(list.handle(.escape) == .keepGoing)
        await list.waitForSearch()
        #expect(list.model.matchCount == 5)
        #expect(list.handle(.escape) == .quit)
    }

    @Test("the frame's cursor is on the highlighted row's first line, and where typing goes in the query")
    func cursorFollowsTheSelection() async {
        let list = InteractiveList(view: view, width: 16, height: 6)
        list.append(contentsOf: [
            Word(id: 0, text: "tall", lines: 2), Word(id: 1, text: "beta"),
            Word(id: 2, text: "tall two", lines: 2),
            Word(id: 3, text: "delta"),
        ])
        list.finishInput()
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 0))
        _ = list.handle(.down)
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 2))
        _ = list.handle(.down)
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 3))
        // Scrolled so that the last row shows whole: the cursor stays on the highlighted row.
        _ = list.handle(.down)
        let scrolled = list.frame()
        let line = scrolled.cursor?.line ?? 0
        #expect(scrolled.lines[line].hasPrefix("> delta"))
        // Typing: after the `/` and the characters before the query's cursor, wide ones as two.
        type("日a", on: list)
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 5, column: 4))
        _ = list.handle(.left)
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 5, column: 3))
        // A query longer than the message's room: the cursor stays left of the counts.
        for character in "abcdefghijklmnop" { _ = list.handle(.character(character)) }
        let counts = list.frame().lines[5].split(separator: " ").last.map(String.init) ?? ""
        #expect((list.frame().cursor?.column ?? 99) < 16 - counts.count - 1)
        for _ in 0..<16 { _ = list.handle(.backspace) }
        // With no status line (a height of 1), the cursor stays on the highlighted row.
        list.resize(width: 16, height: 1)
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 0))
        list.resize(width: 16, height: 6)
        // Nothing matches: the cursor waits at the start of the status line.
        _ = list.handle(.right)
        type("zzz", on: list)
        _ = list.handle(.enter)
        await list.waitForSearch()
        #expect(list.model.matchCount == 0)
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 5))
    }

    /// Two sections under headings: alpha and apple, then beta, bap and banana.
    private func sectionedList(height: Int = 5) -> InteractiveList {
        let list = InteractiveList(view: view, width: 16, height: height)
        list.startSection(heading: Word(id: -1, text: "== A =="))
        list.append(contentsOf: [Word(id: 0, text: "alpha"), Word(id: 1, text: "apple")] as [Any])
        list.startSection(heading: Word(id: -2, text: "== B =="))
        list.append(
            contentsOf: [Word(id: 2, text: "beta"), Word(id: 3, text: "bap"), Word(id: 4, text: "banana")]
                as [Any])
        list.finishInput()
        return list
    }

    @Test("golden frames, plain and styled: a pinned heading, a tall row, marks and highlights")
    func goldenFrames() async throws {
        try view.factory.register(SentenceViewModel.init, searchText: { $0.text })
        view.register(SentenceCell.self, forCellWithReuseIdentifier: "sentence")
        var text = ""
        for styling in [false, true] {
            let list = InteractiveList(view: view, width: 24, height: 7, styling: styling, choice: .multiple)
            list.startSection(heading: Word(id: -1, text: "== Fruit =="))
            list.append(
                contentsOf: [
                    Word(id: 0, text: "apple"), Word(id: 1, text: "apricot", lines: 3),
                    Word(id: 2, text: "banana"),
                ] as [Any])
            list.startSection(heading: Word(id: -2, text: "== Nuts =="))
            list.append(
                contentsOf: [
                    Word(id: 3, text: "almond"), Sentence(text: "walnuts and hazelnuts, wrapped"),
                    Word(id: 4, text: "pecan"),
                ] as [Any])
            list.finishInput()
            _ = list.handle(.tab)
            text += "\(styling ? "styled" : "plain"), apple marked:\n" + list.frame().text
            _ = list.handle(.down)
            _ = list.handle(.tab)
            text +=
                "\(styling ? "styled" : "plain"), scrolled under the pinned heading:\n" + list.frame().text
            _ = list.handle(.character("/"))
            _ = list.handle(.character("a"))
            _ = list.handle(.character("n"))
            await list.waitForSearch()
            text += "\(styling ? "styled" : "plain"), typing \"an\":\n" + list.frame().text
        }
        expectSnapshot(text, named: "list-frames")
    }

    @Test(
        "sections: headings are drawn above their rows, never highlighted or counted, and pinned at the top")
    func sectionHeadings() {
        let list = sectionedList()
        #expect(
            list.frame().lines == [
                "  == A ==       ", "> alpha         ", "  apple         ", "  == B ==       ",
                "↑↓ move  En… 5/5",
            ])
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 1))
        _ = list.handle(.down)
        _ = list.handle(.down)
        // beta needs its heading too: the list scrolls one row, and A's heading stays pinned.
        #expect(
            list.frame().lines.prefix(4) == [
                "  == A ==       ", "  apple         ", "  == B ==       ", "> beta          ",
            ])
        _ = list.handle(.down)
        #expect(
            list.frame().lines.prefix(4) == [
                "  == B ==       ", "  beta          ", "> bap           ", "  banana        ",
            ])
        _ = list.handle(.end)
        #expect(
            list.frame().lines.prefix(4) == [
                "  == B ==       ", "  beta          ", "  bap           ", "> banana        ",
            ])
        // Upward, the first row of a section brings its heading back above it.
        _ = list.handle(.home)
        #expect(list.frame().lines.prefix(2) == ["  == A ==       ", "> alpha         "])
        #expect(list.selectedItem.map { ($0 as? Word)?.text } == "alpha")
        // Page Down lands on an item, and Enter selects that item, never a heading.
        _ = list.handle(.pageDown)
        #expect(list.handle(.enter) == .keepGoing)
        #expect(list.status == "selected: " + ((list.selectedItem as? Word)?.text ?? "none"))
        #expect(!list.status.contains("=="))
    }

    @Test(
        "sections: matches stay with their section, best first within it; a section with none loses its heading"
    )
    func sectionsFiltered() async {
        let list = sectionedList()
        type("ap", on: list)
        await list.waitForSearch()
        #expect(
            list.frame().lines == [
                "  == A ==       ", "> apple         ", "  alpha         ", "  == B ==       ",
                "/ap_         3/5",
            ])
        _ = list.handle(.backspace)
        _ = list.handle(.backspace)
        for character in "ban" { _ = list.handle(.character(character)) }
        await list.waitForSearch()
        #expect(list.frame().lines == ["  == B ==       ", "> banana        ", "", "", "/ban_        1/5"])
        #expect(list.frame().cursor == LiveFrame.Cursor(line: 4, column: 4))
    }

    @Test("sections: a click on a heading does nothing; on a row below it, highlights that row")
    func sectionClicks() {
        let list = sectionedList()
        _ = list.handle(.mouse(MouseEvent(.press(button: 0), line: 3, column: 4)))
        #expect((list.selectedItem as? Word)?.text == "alpha")
        _ = list.handle(.mouse(MouseEvent(.press(button: 0), line: 2, column: 4)))
        #expect((list.selectedItem as? Word)?.text == "apple")
        _ = list.handle(.mouse(MouseEvent(.press(button: 0), line: 0, column: 4)))
        #expect((list.selectedItem as? Word)?.text == "apple")
    }

    @Test(
        "sections: a heading taller than the screen never hides the highlighted row", arguments: [1, 2, 3, 4])
    func tallHeading(height: Int) {
        let list = InteractiveList(view: view, width: 16, height: height)
        list.startSection(heading: Word(id: -1, text: "tall heading", lines: 5))
        list.append(contentsOf: [Word(id: 0, text: "one"), Word(id: 1, text: "two")] as [Any])
        list.finishInput()
        _ = list.handle(.down)
        let frame = list.frame()
        #expect(frame.lines.count == height)
        let cursor = frame.cursor?.line ?? -1
        #expect(frame.lines.indices.contains(cursor))
        #expect(frame.lines[cursor].hasPrefix("> two"))
    }

    @Test(
        "sections, random lists and keys: the highlighted row is always an item, on screen, under the cursor",
        arguments: [1, 2, 3, 4, 5])
    func randomSections(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let list = InteractiveList(view: view, width: 12, height: Int.random(in: 2...9, using: &random))
        var id = 0
        for section in 0..<Int.random(in: 1...5, using: &random) {
            if Bool.random(using: &random) {
                list.startSection(
                    heading: Word(
                        id: -1 - section, text: "h\(section)", lines: Int.random(in: 1...3, using: &random)))
            }
            let count = Int.random(in: 0...6, using: &random)
            list.append(
                contentsOf: (0..<count).map { _ -> Any in
                    id += 1
                    return Word(id: id, text: "w\(id)", lines: Int.random(in: 1...2, using: &random))
                })
        }
        list.finishInput()
        let keys: [Key] = [.up, .down, .down, .pageUp, .pageDown, .home, .end]
        for step in 0..<60 {
            let key = keys.randomElement(using: &random)!
            _ = list.handle(key)
            if step % 17 == 0 { list.resize(width: 12, height: Int.random(in: 1...9, using: &random)) }
            let frame = list.frame()
            #expect(frame.lines.count == list.model.height, "seed \(seed), step \(step)")
            guard let selected = list.selectedItem as? Word else {
                #expect(
                    list.model.matchCount == 0 && id == 0, "seed \(seed), step \(step): nothing highlighted")
                continue
            }
            #expect(selected.id > 0, "seed \(seed), step \(step): a heading was highlighted")
            let line = frame.cursor?.line ?? -1
            #expect(frame.lines.indices.contains(line), "seed \(seed), step \(step)")
            if frame.lines.indices.contains(line) {
                #expect(frame.lines[line].hasPrefix(">"), "seed \(seed), step \(step): \(frame.lines)")
            }
        }
    }

    @Test("sections: a heading given before any item of its section replaces the one before")
    func sectionHeadingReplaced() {
        let list = InteractiveList(view: view, width: 16, height: 3)
        list.startSection(heading: Word(id: -1, text: "first"))
        list.startSection(heading: Word(id: -2, text: "second"))
        list.append(contentsOf: [Word(id: 0, text: "a")] as [Any])
        list.finishInput()
        #expect(list.frame().lines == ["  second        ", "> a             ", "↑↓ move  En… 1/1"])
    }

    @Test("grouping matches by section agrees with a stable sort by section", arguments: [1, 2, 3])
    func groupingAgreesWithSort(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let starts =
            [0]
            + (0..<Int.random(in: 0...6, using: &random)).map { _ in Int.random(in: 0..<500, using: &random) }
            .sorted()
        let keys = (0..<1_000).map { _ in
            UInt64.random(in: 0..<(1 << 40), using: &random) & ~0xFFFF_FFFF
                | UInt64.random(in: 0..<500, using: &random)
        }.sorted()
        func section(_ item: Int) -> Int { starts.lastIndex { $0 <= item } ?? 0 }
        let expected = keys.enumerated().sorted { lhs, rhs in
            let (left, right) = (
                section(ListSearch.index(ofKey: lhs.element)), section(ListSearch.index(ofKey: rhs.element))
            )
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        #expect(ListModel.grouped(keys, sectionStarts: starts) == expected)
        for item in [0, 1, 250, 499] {
            #expect(ListModel.section(ofItem: item, starts: starts) == section(item))
        }
    }

    @Test("matched characters are drawn in the match style; without styles the text is unchanged")
    func highlights() async {
        let styled = list(["alpha", "beta"], styling: true)
        type("ah", on: styled)
        await styled.waitForSearch()
        let row = styled.frame().lines[0]
        // Reverse video for the highlighted row; each matched character bold and green in it.
        #expect(row == "> \u{1B}[7m\u{1B}[1;32ma\u{1B}[0;7mlp\u{1B}[1;32mh\u{1B}[0;7ma         \u{1B}[0m")
        let plain = list(["alpha", "beta"], styling: false)
        type("ah", on: plain)
        await plain.waitForSearch()
        #expect(plain.frame().lines[0] == "> alpha         ")
    }

    @Test("no match and no items yet: an empty screen with the counts, not a crash")
    func nothingToShow() async {
        let empty = InteractiveList(view: view, width: 16, height: 3)
        #expect(empty.frame().lines.prefix(2) == ["", ""])
        #expect(empty.frame().lines.last?.hasSuffix(" 0/0") == true)
        let list = list(["alpha"])
        type("zzz", on: list)
        await list.waitForSearch()
        #expect(list.model.matchCount == 0)
        #expect(list.frame().lines == ["", "", "", "/zzz_        0/1"])
        #expect(list.selectedItem == nil)
        // Enter closes the query line, then selects.
        _ = list.handle(.enter)
        _ = list.handle(.enter)
        #expect(list.status == "no row to select")
    }

    @Test("a search superseded by the next key never shows its result")
    func cancellation() async {
        let texts = (0..<300_000).map { $0 % 3 == 0 ? "a\($0)" : "b\($0)" }
        let list = list(texts)
        let observed = Mutex<[Int]>([])
        let (changes, changed) = AsyncStream<Void>.makeStream()
        list.onChange = { changed.yield() }
        let watcher = Task { @MainActor in
            for await _ in changes { observed.withLock { $0.append(list.model.matchCount) } }
        }
        type("a", on: list)
        #expect(list.model.isSearching)
        _ = list.handle(.backspace)
        _ = list.handle(.character("b"))
        await list.waitForSearch()
        watcher.cancel()
        #expect(list.model.matchCount == 200_000)
        #expect(list.frame().lines.last?.hasSuffix("200000/300000") == true)
        #expect(!observed.withLock { $0 }.contains(100_000))
    }

    @Test("items that arrive after the first frame are shown, counted and filtered")
    func streaming() async {
        let list = InteractiveList(view: view, width: 16, height: 4)
        list.append(contentsOf: [Word(id: 0, text: "one"), Word(id: 1, text: "two")] as [Any])
        // Input still arriving: a spinner beside the counts.
        let status = list.frame().lines.last ?? ""
        #expect(status.hasSuffix(" 2/2"))
        #expect(status.contains { "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) })
        type("t", on: list)
        await list.waitForSearch()
        #expect(list.model.matchCount == 1)
        list.append(contentsOf: [Word(id: 2, text: "three"), Word(id: 3, text: "four")] as [Any])
        await list.waitForSearch()
        #expect(list.model.matchCount == 2)
        #expect(list.model.itemCount == 4)
        list.finishInput()
        #expect(list.frame().lines.prefix(2) == ["> two           ", "  three         "])
        #expect(list.frame().lines.last == "/t_          2/4")
    }

    @Test("200,000 items make view models only for the rows on screen")
    func manyItems() async {
        let before = CountingWordViewModel.made.load(ordering: .relaxed)
        let list = InteractiveList(view: view, width: 20, height: 10)
        let texts = (0..<200_000).map { "user\($0)" }
        list.append(contentsOf: texts.enumerated().map { Word(id: $0.offset, text: $0.element) as Any })
        list.finishInput()
        _ = list.frame()
        type("user9991", on: list)
        await list.waitForSearch()
        let frame = list.frame()
        #expect(frame.lines[0] == "> user9991          ")
        let query = SearchQuery("user9991")
        #expect(list.model.matchCount == texts.count { query.match($0) != nil })
        _ = list.handle(.end)
        _ = list.frame()
        // Three frames, each of 9 rows that all differ from the last frame's, and one view model
        // that measures rows: at most 3 × 9 + 1, whatever the number of items.
        #expect(CountingWordViewModel.made.load(ordering: .relaxed) - before <= 28)
    }

    @Test(
        "a row on screen keeps its view model: its content loads, redraws the list, and is cancelled off screen"
    )
    func contentLoads() async throws {
        let view = try makeView()
        try view.factory.register(LoadingViewModel.init)
        view.register(LoadingCell.self, forCellWithReuseIdentifier: LoadingViewModel.reuseIdentifier)
        let list = InteractiveList(view: view, width: 16, height: 4)
        func pad(_ text: String) -> String { text + String(repeating: " ", count: 16 - text.count) }
        list.append(contentsOf: ["a", "b", "c", "d", "e", "f"] as [Any])
        list.finishInput()
        let (stream, changed) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        list.onChange = { changed.yield() }
        var changes = stream.makeAsyncIterator()
        #expect(list.frame().lines.prefix(3) == [pad("> a: …"), pad("  b: …"), pad("  c: …")])
        let first = try #require(list.onScreenContent(ofItem: 0)?.viewModel as? LoadingViewModel)
        let second = try #require(list.onScreenContent(ofItem: 1)?.viewModel as? LoadingViewModel)

        // The load of the first row ends: the list hears of it, and the row shows the content.
        first.deliver(.success("art"))
        var firstEnds = first.loadEnds.makeAsyncIterator()
        #expect(await firstEnds.next() == false)
        _ = await changes.next()
        #expect(list.frame().lines[0] == pad("> a: art"))
        // A later frame draws the same view model: the content stays.
        #expect(list.onScreenContent(ofItem: 0)?.viewModel === first)

        // The second row scrolls off screen: its load is cancelled.
        _ = list.handle(.end)
        #expect(list.frame().lines.prefix(3) == [pad("  d: …"), pad("  e: …"), pad("> f: …")])
        var secondEnds = second.loadEnds.makeAsyncIterator()
        #expect(await secondEnds.next() == true)
        #expect(list.onScreenContent(ofItem: 1) == nil)
        #expect(second.loadCount == 1)
    }

    @Test("a row's height comes from the view model that draws it, not from a fresh one")
    func heightsFromTheDrawingViewModel() throws {
        let factory = CollectionFactory()
        try factory.register(GrowingWordViewModel.init, searchText: { $0.text })
        let view = CollectionView(factory: factory)
        view.register(WordCell.self, forCellWithReuseIdentifier: "word")
        let list = InteractiveList(view: view, width: 12, height: 5)
        list.append(
            contentsOf: ["a", "b", "c", "d"].enumerated().map { Word(id: $0.offset, text: $0.element) as Any }
        )
        list.finishInput()
        #expect(
            list.frame().lines.prefix(4) == ["> a         ", "  b         ", "  c         ", "  d         "])
        // The row's own view model grows (as one whose size depends on loaded content would); a
        // fresh one for the same item would still say one line.
        let own = try #require(list.onScreenContent(ofItem: 0)?.viewModel as? GrowingWordViewModel)
        own.extraLines = 1
        #expect(
            list.frame().lines.prefix(4) == ["> a         ", "  a +1      ", "  b         ", "  c         "])
        _ = list.handle(.down)
        _ = list.handle(.down)
        #expect(
            list.frame().lines.prefix(4) == ["  a         ", "  a +1      ", "  b         ", "> c         "])
    }

    @Test("a screen view model: its sections under their headers, followed as they change and load")
    func screenViewModel() async throws {
        let first = CellSection(factory: view.factory)
        try first.setHeader(Word(id: -1, text: "== A =="))
        try first.setItems([Word(id: 0, text: "alpha"), Word(id: 1, text: "apple")])
        let second = CellSection(factory: view.factory)
        try second.setHeader(Word(id: -2, text: "== B =="))
        try second.setItems([Word(id: 2, text: "beta")])
        let screen = TestScreen(sections: [first, second])
        screen.isLoading = true
        let list = InteractiveList(view: view, width: 16, height: 6)
        list.show(screen)
        #expect(
            list.frame().lines == [
                "  == A ==       ", "> alpha         ", "  apple         ", "  == B ==       ",
                "  beta          ", "↑↓ move  … ⠋ 3/3",
            ])
        #expect(!list.model.isInputComplete)
        // The screen finishes loading with a row more: the list shows it and stops its spinner.
        try second.append(Word(id: 3, text: "bap"))
        screen.isLoading = false
        for _ in 0..<1_000 where !list.model.isInputComplete { await Task.yield() }
        #expect(list.model.isInputComplete)
        #expect(list.model.itemCount == 4)
        #expect(list.frame().lines[5].hasSuffix(" 4/4"))
        _ = list.handle(.end)
        #expect((list.selectedItem as? Word)?.text == "bap")
        // Rows change above the highlight and on screen: the highlight stays on its row, and each
        // row shows its own item, with a view model of its own.
        _ = list.handle(.up)
        #expect((list.selectedItem as? Word)?.text == "beta")
        try first.replace(at: 1, with: Word(id: 5, text: "avocado"))
        _ = try first.insert(Word(id: 6, text: "almond"), at: 0)
        for _ in 0..<1_000 where list.model.itemCount != 5 { await Task.yield() }
        #expect(list.model.itemCount == 5)
        #expect((list.selectedItem as? Word)?.text == "beta")
        let lines = list.frame().lines
        #expect(lines.contains("  avocado       ") && !lines.contains { $0.contains("apple") })
        #expect((list.onScreenContent(ofItem: 2)?.viewModel as? CountingWordViewModel)?.text == "avocado")
        // removeAll stops following the screen.
        list.removeAll()
        try second.append(Word(id: 7, text: "brie"))
        for _ in 0..<100 { await Task.yield() }
        #expect(list.model.itemCount == 0)
    }

    @Test("bindings set after the list was made send their actions")
    func bindingsLater() {
        let list = list(["alpha"])
        _ = list.handle(.character("v"))
        #expect(list.status.isEmpty)
        list.bindings = ["v": .vibrate]
        _ = list.handle(.character("v"))
        // This view model does not offer vibrate: the factory refuses it, and the status says so.
        #expect(list.status.contains("vibrate"))
    }

    @Test("an item no registration takes, under the error policy: its row says why, the others still work")
    func unregisteredItemUnderErrorPolicy() throws {
        let factory = CollectionFactory(unregisteredItemPolicy: .error)
        try factory.register(CountingWordViewModel.init, searchText: { $0.text })
        let view = CollectionView(factory: factory)
        view.register(WordCell.self, forCellWithReuseIdentifier: "word")
        let list = InteractiveList(view: view, width: 70, height: 4)
        list.append(contentsOf: [Word(id: 0, text: "one"), 2.5, Word(id: 2, text: "three")] as [Any])
        list.finishInput()
        let lines = list.frame().lines
        #expect(lines[0].hasPrefix("> one "))
        #expect(lines[1].hasPrefix("  [") && lines[1].contains("Double"))
        #expect(lines[2].hasPrefix("  three "))
        _ = list.handle(.down)
        _ = list.handle(.enter)
        #expect(list.status.contains("Double"))
        _ = list.handle(.down)
        _ = list.handle(.enter)
        #expect(list.status == "selected: three")
        #expect(list.frame().lines[2].hasPrefix("> three "))
    }
}
