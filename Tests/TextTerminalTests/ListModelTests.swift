import CellFactory
import TestSupport
import Testing

@testable import TextCells
@testable import TextTerminal

/// Drives a model as `InteractiveList` does, without a terminal, view models or frames: searches
/// run here, at once, over the texts given, and their results come back as events.
struct ModelDriver {
    var model: ListModel
    var texts = SearchTexts()
    var words: [String] = []
    /// Each item's height in lines; 1 when not given.
    var heights: [Int: Int] = [:]
    var headingHeight = 1
    /// Each table row's kind; items without one are not table rows.
    var kinds: [Int: String] = [:]
    var tableHeaderHeight = 2
    /// Searches asked for and not yet finished, oldest first.
    var pending: [ListSearchRequest] = []
    /// Every command answered, in order.
    var commands: [ListCommand] = []

    init(width: Int = 20, height: Int = 6, order: SearchOrder = .bestFirst, choice: ListModel.Choice = .off) {
        model = ListModel(width: width, height: height, order: order, choice: choice)
    }

    func measure(_ row: ListModel.Row) -> Int {
        switch row {
        case .item(let item): heights[item] ?? 1
        case .heading: headingHeight
        case .tableHeader(let item, let after):
            kinds[item] != nil && (after == nil || kinds[after ?? 0] != kinds[item]) ? tableHeaderHeight : 0
        }
    }

    /// Applies an event; searches wait in `pending` unless `finishSearches`.
    @discardableResult
    mutating func send(_ event: ListEvent, finishSearches: Bool = true) -> [ListCommand] {
        let driver = self
        let answered = model.update(event, measure: driver.measure)
        commands += answered
        for command in answered {
            switch command {
            case .search(let request): pending.append(request)
            case .cancelSearch: pending.removeAll()
            default: break
            }
        }
        if finishSearches { finishAll() }
        return answered
    }

    /// Finishes the oldest pending search, sending its result back.
    mutating func finishOldest() {
        let request = pending.removeFirst()
        // A search that is never cancelled always has a result.
        guard
            let result = ListSearchResult.run(request, texts: texts, cancellation: ListSearch.Cancellation())
        else { return }
        send(.searchFinished(result), finishSearches: false)
    }

    mutating func finishAll() {
        while !pending.isEmpty { finishOldest() }
    }

    mutating func append(_ new: [String], finishSearches: Bool = true) {
        for word in new { texts.append(word) }
        words += new
        send(.itemsAppended(count: new.count), finishSearches: finishSearches)
    }

    mutating func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    mutating func type(_ text: String) {
        if !model.isEditingQuery { press(.character("/")) }
        for character in text { press(.character(character)) }
    }

    /// The words of the matches, in order.
    var matches: [String] { (0..<model.matchCount).map { words[model.item(at: $0)] } }

    /// What is on screen: headings as `# n`, items as their words.
    var screen: [String] {
        model.layout(measure: measure).map {
            switch $0.row {
            case .heading(let section): "# \(section)"
            case .tableHeader(let item, _): "= \(kinds[item] ?? "?")"
            case .item(let item): words[item]
            }
        }
    }
}

@Suite("List model: keys, searches, sections and marks, without a terminal")
struct ListModelTests {
    private func driver(_ words: [String], height: Int = 6, choice: ListModel.Choice = .off) -> ModelDriver {
        var driver = ModelDriver(height: height, choice: choice)
        driver.append(words)
        driver.send(.inputFinished)
        return driver
    }

    private static let letters = (0..<26).map { String(UnicodeScalar(UInt8(97 + $0))) }

    @Test("browsing keys move the highlight within the matches; Enter and bindings send actions")
    func browsingKeys() {
        var list = driver(Self.letters)
        #expect(list.model.selection == 0)
        list.press(.down, .character("j"), .control("n"), .control("j"))
        #expect(list.model.selection == 4)
        list.press(.up, .character("k"), .control("p"), .control("k"))
        #expect(list.model.selection == 0)
        list.press(.up)
        #expect(list.model.selection == 0)
        // A page is the screen's five rows less one.
        list.press(.pageDown)
        #expect(list.model.selection == 4)
        list.press(.pageUp)
        #expect(list.model.selection == 0)
        list.press(.end)
        #expect(list.model.selection == 25)
        #expect(list.screen.last == "z")
        list.press(.home)
        #expect(list.model.selection == 0 && list.model.top == 0)
        list.press(.down)
        guard case .send(.select, item: 1) = list.send(.key(.enter)).first else {
            Issue.record("Enter did not send select to item 1")
            return
        }
        list.model.bindings = ["v": CellAction("vibrate")]
        guard case .send(let action, item: 1) = list.send(.key(.character("v"))).first else {
            Issue.record("v did not send its action")
            return
        }
        #expect(action == CellAction("vibrate"))
        #expect(list.send(.key(.character("x"))).isEmpty)
        for key in [Key.character("q"), .interrupt, .escape, .endOfInput] {
            guard case .quit = list.send(.key(key)).first else {
                Issue.record("\(key) did not quit")
                continue
            }
        }
    }

    @Test("Page Up and Page Down move by the lines on screen, not by a count of rows")
    func pagesOfTallRows() {
        var list = driver(Self.letters, height: 9)
        for item in 0..<26 where item % 2 == 0 { list.heights[item] = 3 }
        // Eight lines of rows: from a (3 lines), b, c (3) and d fit in seven.
        list.press(.pageDown)
        #expect(list.model.selection == 3)
        list.press(.pageDown)
        #expect(list.model.selection == 6)
        list.press(.pageUp)
        #expect(list.model.selection == 3)
    }

    @Test("query keys: typing searches, the cursor moves, Ctrl-W and Ctrl-U delete, Enter closes")
    func queryKeys() {
        var list = driver(["alpha", "beta", "gamma", "alphabet"])
        list.type("alp")
        #expect(list.model.isEditingQuery)
        #expect(list.matches == ["alpha", "alphabet"])
        list.press(.left, .left, .character("x"))
        #expect(list.model.queryText == "axlp" && list.model.queryCursor == 2)
        list.press(.control("e"), .character(" "), .character("b"), .control("a"))
        #expect(list.model.queryCursor == 0)
        list.press(.control("e"), .control("w"))
        #expect(list.model.queryText == "axlp ")
        list.press(.control("w"))
        #expect(list.model.queryText.isEmpty)
        list.type("bet")
        list.press(.backspace)
        #expect(list.model.queryText == "be")
        list.press(.control("u"))
        #expect(list.model.queryText.isEmpty && list.model.matchCount == 4)
        list.type("gam")
        list.press(.enter)
        #expect(!list.model.isEditingQuery)
        #expect(list.matches == ["gamma"])
        // Esc clears the query, then quits.
        #expect(list.send(.key(.escape)).contains { if case .quit = $0 { true } else { false } } == false)
        #expect(list.model.queryText.isEmpty && list.model.matchCount == 4)
        guard case .quit = list.send(.key(.escape)).first else {
            Issue.record("Esc with no query did not quit")
            return
        }
    }

    @Test("while typing, q, j, k and / are text; Ctrl-C quits; choosing, Enter chooses and Tab marks")
    func keysWhileTyping() {
        var list = driver(["jq", "kqj", "/q"])
        list.type("qjk/")
        #expect(list.model.queryText == "qjk/" && list.model.isEditingQuery)
        guard case .quit = list.send(.key(.interrupt)).first else {
            Issue.record("Ctrl-C did not quit while typing")
            return
        }
        var one = driver(["alpha", "beta"], choice: .single)
        one.type("b")
        guard case .choose([1]) = one.send(.key(.enter)).first else {
            Issue.record("Enter did not choose while typing")
            return
        }
        var many = driver(["alpha", "beta", "gamma"], choice: .multiple)
        many.type("a")
        many.press(.tab, .tab)
        #expect(many.model.isEditingQuery && many.model.markedCount == 2)
        guard case .choose(let chosen) = many.send(.key(.enter)).first else {
            Issue.record("Enter did not choose the marked items while typing")
            return
        }
        #expect(chosen.count == 2)
    }

    @Test("pasted text goes into the query at the cursor, line breaks as spaces")
    func paste() {
        var list = driver(["new york", "newark"])
        list.press(.paste("new\ny"))
        #expect(list.model.isEditingQuery)
        #expect(list.model.queryText == "new y")
        #expect(list.matches == ["new york"])
    }

    @Test("choosing one: Enter chooses the highlighted item; Tab closes the query line")
    func chooseOne() {
        var list = driver(["alpha", "beta"], choice: .single)
        list.type("b")
        list.press(.tab)
        #expect(!list.model.isEditingQuery)
        guard case .choose([1]) = list.send(.key(.enter)).first else {
            Issue.record("Enter did not choose beta")
            return
        }
        var empty = driver([], choice: .single)
        #expect(empty.send(.key(.enter)).allSatisfy { if case .choose = $0 { false } else { true } })
        #expect(empty.model.status == "nothing to choose")
    }

    @Test("choosing many: Tab marks, Shift-Tab unmarks, Alt-A and Alt-D; marks survive a filter")
    func chooseMany() {
        var list = driver(["apple", "banana", "cherry", "avocado"], choice: .multiple)
        list.press(.tab, .tab)
        #expect(list.model.markedCount == 2 && list.model.selection == 2)
        list.press(.backTab)
        #expect(list.model.markedCount == 2 && list.model.selection == 1)
        list.press(.backTab)
        #expect(list.model.markedCount == 1 && list.model.isMarked(0))
        list.type("av")
        list.press(.tab)
        #expect(list.model.isMarked(3))
        list.press(.escape)
        #expect(list.model.markedCount == 2)
        guard case .choose([0, 3]) = list.send(.key(.enter)).first else {
            Issue.record("Enter did not choose the marked items in input order")
            return
        }
        list.press(.alt("a"))
        #expect(list.model.markedCount == 4)
        list.press(.alt("d"))
        #expect(list.model.markedCount == 0)
    }

    @Test("sections: headings are never highlighted, pinned at the top, gone when nothing matches")
    func sections() {
        var list = ModelDriver(height: 5)
        list.send(.sectionStarted(hasHeading: true))
        list.append(["apple", "apricot", "banana"])
        list.send(.sectionStarted(hasHeading: true))
        list.append(["cherry", "avocado"])
        list.send(.inputFinished)
        #expect(list.screen == ["# 0", "apple", "apricot", "banana"])
        list.press(.down, .down, .down)
        // The highlight skips the heading of section 1 and the screen scrolls: the heading of the
        // section at the top stays pinned.
        #expect(list.model.selectedItem == 3)
        #expect(list.screen == ["# 0", "banana", "# 1", "cherry"])
        list.press(.end)
        #expect(list.screen.first == "# 1")
        #expect(list.model.selectedItem == 4)
        // Counts leave headings out.
        #expect(list.model.matchCount == 5 && list.model.itemCount == 5)
        // A query that matches nothing in section 0 hides its heading; matches stay by section.
        list.type("ch")
        #expect(list.screen == ["# 1", "cherry"])
        list.press(.control("u"))
        list.type("a")
        #expect(list.screen == ["# 0", "apple", "apricot", "banana"])
        #expect(list.matches.last == "avocado")
        // A click on a heading's line highlights nothing; on a row, that row.
        list.press(.escape, .down, .down)
        #expect(list.model.selection == 2)
        list.send(.key(.mouse(MouseEvent(.press(button: 0), line: 0, column: 3))))
        #expect(list.model.selection == 2)
        list.send(.key(.mouse(MouseEvent(.press(button: 0), line: 1, column: 3))))
        #expect(list.model.selection == 0)
    }

    @Test("a heading of a one-line list does not show; a tall one leaves the highlight a line")
    func tallHeadings() {
        for height in 1...4 {
            var list = ModelDriver(height: height)
            list.headingHeight = 5
            list.send(.sectionStarted(hasHeading: true))
            list.append(["a", "b", "c"])
            list.press(.down)
            let placed = list.model.layout(measure: list.measure)
            #expect(placed.contains { $0.position == list.model.selection }, "height \(height)")
            if height <= 2 { #expect(!list.screen.contains("# 0")) }
        }
    }

    @Test("items appended during a search are searched once it ends; none is lost")
    func appendDuringSearch() {
        var list = ModelDriver()
        list.append(["a1", "b1", "a2"])
        list.type("a")
        #expect(list.matches == ["a1", "a2"])
        list.send(.key(.character("1")), finishSearches: false)
        #expect(list.model.isSearching)
        list.append(["a11", "c1"], finishSearches: false)
        // The running search still covers only the first three; the rest follow it.
        #expect(list.pending.count == 1)
        list.finishOldest()
        #expect(list.pending.count == 1)
        list.finishAll()
        #expect(Set(list.matches) == ["a1", "a11"])
        #expect(!list.model.isSearching)
    }

    @Test("a query typed again is answered at once from its last result; new items are searched alone")
    func queryTypedAgain() {
        var list = ModelDriver()
        list.append(["apple", "banana", "cherry", "avocado"])
        list.type("a")
        list.type("p")
        #expect(list.matches == ["apple"])
        // Backspace: "a" again, with no search.
        #expect(!list.send(.key(.backspace)).contains { if case .search = $0 { true } else { false } })
        #expect(!list.model.isSearching)
        #expect(Set(list.matches) == ["apple", "banana", "avocado"])
        // Ctrl-U then "a": the same.
        list.press(.control("u"))
        #expect(!list.send(.key(.character("a"))).contains { if case .search = $0 { true } else { false } })
        #expect(Set(list.matches) == ["apple", "banana", "avocado"])
        // Items that arrived since the query was last answered are searched, and only they.
        list.send(.querySet("ap"))
        list.append(["grape", "kiwi"])
        list.send(.querySet("a"), finishSearches: false)
        #expect(list.pending.count == 1)
        #expect(list.pending.first?.range == 4..<6)
        list.finishAll()
        #expect(Set(list.matches) == ["apple", "banana", "avocado", "grape"])
        // Clearing the items forgets every result.
        list.send(.cleared)
        (list.words, list.texts) = ([], SearchTexts())
        list.send(.querySet(""))
        list.append(["axe"])
        #expect(
            list.send(.querySet("a"), finishSearches: false).contains {
                if case .search = $0 { true } else { false }
            })
        list.finishAll()
        #expect(list.matches == ["axe"])
    }

    @Test("a space between terms changes no term: no search, the highlight stays, none cancelled")
    func spaceBetweenTerms() throws {
        var list = ModelDriver()
        list.append(["user1", "user22", "album", "user3"])
        list.send(.inputFinished)
        func isSearch(_ command: ListCommand) -> Bool { if case .search = command { true } else { false } }
        list.send(.key(.character("/")))
        list.type("user")
        list.press(.down)
        #expect(list.model.selection == 1)
        // The space: answered at once from the shown result, the highlight where it was.
        #expect(!list.send(.key(.character(" "))).contains(where: isSearch))
        #expect(list.model.queryText == "user " && !list.model.isSearching)
        #expect(list.matches == ["user1", "user22", "user3"] && list.model.selection == 1)
        // A new term is searched as ever; deleting it and the space goes back with no search.
        list.type("2")
        #expect(list.matches == ["user22"] && list.model.selection == 0)
        #expect(!list.send(.key(.backspace)).contains(where: isSearch))
        #expect(!list.send(.key(.backspace)).contains(where: isSearch))
        #expect(list.matches == ["user1", "user22", "user3"])
        // A space typed while the search for "album" runs does not cancel it, and once it is
        // done, the query with the space is answered by it.
        list.press(.control("u"))
        list.type("albu")
        list.send(.key(.character("m")), finishSearches: false)
        let commands = list.send(.key(.character(" ")), finishSearches: false)
        #expect(
            commands.allSatisfy {
                if case .cancelSearch = $0 { false } else { !isSearch($0) }
            })
        #expect(list.pending.count == 1 && list.model.isSearching)
        list.finishAll()
        #expect(list.pending.isEmpty && !list.model.isSearching)
        #expect(list.model.queryText == "album " && list.matches == ["album"])
    }

    @Test("results are kept up to four keys per item, the least recently used let go first")
    func recentResultsBounded() {
        var list = ModelDriver()
        list.append(["abcdef"])
        list.send(.inputFinished)
        func searches(_ query: String) -> Bool {
            let commands = list.send(.querySet(query))
            return commands.contains { if case .search = $0 { true } else { false } }
        }
        for query in ["a", "b", "c", "d"] { #expect(searches(query)) }
        // Four results of one key each: all kept; "a" is used again, so "b" is now the oldest.
        #expect(!searches("a"))
        #expect(searches("e"))
        #expect(!searches("a") && !searches("c") && !searches("d") && !searches("e"))
        #expect(searches("b"))
        #expect(list.matches == ["abcdef"])
    }

    @Test("a stale search result is never applied, even while a newer search runs")
    func staleResult() throws {
        var list = ModelDriver()
        list.append(["apple", "banana", "cherry"])
        list.send(.key(.character("/")))
        list.send(.key(.character("a")), finishSearches: false)
        let stale = try #require(list.pending.first)
        list.send(.key(.backspace), finishSearches: false)
        list.send(.key(.character("c")), finishSearches: false)
        // The search for "c" is running when the result for "a" comes back: it is dropped.
        #expect(list.model.isSearching)
        #expect(list.send(.searchFinished(stale.run(over: list.words)), finishSearches: false).isEmpty)
        #expect(list.model.isSearching)
        #expect(list.model.matchCount == 3)
        list.finishAll()
        #expect(list.matches == ["cherry"])
        #expect(list.send(.searchFinished(stale.run(over: list.words))).isEmpty)
        #expect(list.matches == ["cherry"])
    }

    @Test("a double click acts as Enter; two clicks far apart do not")
    func doubleClick() {
        var list = driver(["alpha", "beta"], choice: .single)
        let start = ContinuousClock.now
        let click = Key.mouse(MouseEvent(.press(button: 0), line: 1, column: 4))
        #expect(
            list.send(.key(click, time: start)).allSatisfy { if case .choose = $0 { false } else { true } })
        #expect(list.model.selection == 1)
        #expect(
            list.send(.key(click, time: start + .seconds(2))).allSatisfy {
                if case .choose = $0 { false } else { true }
            })
        guard case .choose([1]) = list.send(.key(click, time: start + .seconds(2.2))).first else {
            Issue.record("a double click did not choose")
            return
        }
    }

    @Test("the spinner turns on ticks only while busy; a resize keeps the highlight on screen")
    func ticksAndResize() {
        var list = ModelDriver()
        list.append(Self.letters)
        #expect(!list.send(.tick).isEmpty)
        #expect(list.model.spinnerFrame == 1)
        list.send(.inputFinished)
        #expect(list.send(.tick).isEmpty)
        list.press(.end)
        list.send(.resize(width: 10, height: 3))
        #expect(list.model.layout(measure: list.measure).contains { $0.position == 25 })
    }

    @Test("cleared: no items, sections or marks, input open again; the query stays")
    func cleared() {
        var list = ModelDriver(height: 6, choice: .multiple)
        list.send(.sectionStarted(hasHeading: true))
        list.append(["alpha", "beta"])
        list.send(.inputFinished)
        list.press(.tab)
        list.type("a")
        list.send(.cleared)
        list.words = []
        list.texts = SearchTexts()
        #expect(list.model.itemCount == 0 && list.model.markedCount == 0 && list.model.matchCount == 0)
        #expect(!list.model.isInputComplete && list.model.isBusy)
        #expect(list.screen.isEmpty)
        // Nothing matches the query until items come; then only what matches.
        list.append(["gamma", "delta", "bob"])
        #expect(list.model.queryText == "a")
        #expect(list.matches.sorted() == ["delta", "gamma"])
        // No section was started again: no heading.
        #expect(!list.screen.contains("# 0"))
    }

    @Test("highlight(item:) takes effect once the running search is done, if the item matches")
    func highlightItem() {
        var list = driver(["alpha", "beta", "gamma", "delta"])
        list.send(.highlight(item: 2))
        #expect(list.model.selectedItem == 2)
        list.type("a")
        list.send(.highlight(item: 3), finishSearches: false)
        list.send(.key(.character("l")), finishSearches: false)
        list.finishAll()
        // The key came after the highlight was asked for: it wins.
        #expect(list.model.selection == 0)
        list.send(.highlight(item: 1))
        #expect(list.model.selectedItem != 1)
        list.send(.highlight(item: 0))
        #expect(list.model.selectedItem == 0)
    }

    @Test(
        "random events: the highlight is always a match or none, on screen, and nothing traps",
        arguments: 1...16)
    func randomEvents(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var list = ModelDriver(
            height: Int(random.next() % 8) + 1, choice: [.off, .single, .multiple][Int(seed % 3)])
        list.headingHeight = Int(random.next() % 3) + 1
        list.tableHeaderHeight = Int(random.next() % 2) + 1
        let keys: [Key] = [
            .up, .down, .pageUp, .pageDown, .home, .end, .tab, .backTab, .alt("a"), .alt("d"),
            .character("/"),
            .character("a"), .character("b"), .backspace, .enter, .escape, .control("u"), .control("w"),
            .left,
            .right, .mouse(MouseEvent(.press(button: 0), line: 2, column: 1)),
            .mouse(MouseEvent(.wheelDown, line: 0, column: 0)),
        ]
        for step in 0..<400 {
            switch random.next() % 10 {
            case 0:
                let words = (0..<Int(random.next() % 5)).map { _ in
                    ["ab", "ba", "a", "b", "c"][Int(random.next() % 5)]
                }
                for item in list.words.count..<list.words.count + words.count {
                    list.heights[item] = Int(random.next() % 3) + 1
                    list.kinds[item] = [nil, "x", "y"][Int(random.next() % 3)]
                }
                list.append(words, finishSearches: random.next() % 2 == 0)
            case 1: list.send(.sectionStarted(hasHeading: random.next() % 2 == 0))
            case 2: if !list.pending.isEmpty { list.finishOldest() }
            case 3: list.send(.resize(width: 20, height: Int(random.next() % 8) + 1), finishSearches: false)
            case 4 where random.next() % 8 == 0:
                list.send(.cleared, finishSearches: false)
                (list.words, list.texts, list.heights, list.kinds) = ([], SearchTexts(), [:], [:])
            case 5 where random.next() % 4 == 0:
                list.send(.querySet(["", "a", "ab", "b c"][Int(random.next() % 4)]), finishSearches: false)
            case 6 where random.next() % 4 == 0:
                // A row's content loaded and changed its height.
                if !list.words.isEmpty {
                    list.heights[Int(random.next() % UInt64(list.words.count))] = Int(random.next() % 4) + 1
                }
                list.send(.contentChanged, finishSearches: false)
            default:
                list.send(.key(keys[Int(random.next() % UInt64(keys.count))]), finishSearches: false)
            }
            let model = list.model
            if model.matchCount == 0 {
                #expect(model.selection == 0 && model.selectedItem == nil, "step \(step)")
            } else {
                #expect(model.selection < model.matchCount, "step \(step)")
                let placed = model.layout(measure: list.measure)
                #expect(placed.contains { $0.position == model.selection }, "step \(step): not on screen")
                #expect(placed.allSatisfy { $0.line + $0.lines <= model.contentHeight }, "step \(step)")
                if case .tableHeader = placed.last?.row {
                    Issue.record("step \(step): a header with no row under it")
                }
            }
        }
        list.finishAll()
        // Every item is searched in the end: the matches agree with a plain filter.
        let query = SearchQuery(list.model.queryText)
        let expected = list.words.filter { query.isEmpty || query.match($0) != nil }
        #expect(list.matches.sorted() == expected.sorted())
    }

    @Test("a table header shows where the kind of table row changes")
    func tableHeaders() {
        var list = driver(["a1", "a2", "b1", "c1", "a3", "a4", "a5", "a6"], height: 9)
        list.kinds = [0: "a", 1: "a", 2: "b", 4: "a", 5: "a", 6: "a", 7: "a"]
        list.send(.contentChanged)
        #expect(list.screen == ["= a", "a1", "a2", "= b", "b1", "c1"])
        // Scrolled down, a new table's header shows above its first row.
        list.send(.key(.end))
        #expect(list.screen == ["c1", "= a", "a3", "a4", "a5", "a6"])
        // Filtered, the matches of one kind are one table under one header.
        list.send(.querySet("a"))
        #expect(list.screen == ["= a", "a1", "a2", "a3", "a4", "a5", "a6"])
    }

    @Test("a table header stays pinned below the section heading, and the highlight on screen")
    func tableHeaderUnderHeading() {
        var list = driver([], height: 6)
        list.send(.sectionStarted(hasHeading: true))
        list.kinds = [0: "a", 1: "a", 2: "a", 3: "a", 4: "a"]
        list.append(["a1", "a2", "a3", "a4", "a5"])
        #expect(list.screen == ["# 0", "= a", "a1", "a2"])
        for _ in 0..<4 { list.send(.key(.down)) }
        #expect(list.screen == ["# 0", "= a", "a4", "a5"])
        #expect(list.model.selectedItem == 4)
    }
}
