public import CellFactory
public import TextCells

/// The state of an interactive list, as a value: its sections and rows, the highlighted row and
/// the first one on screen, the query line, the marks, the status, the matches of the newest
/// search and whether input is still arriving.
///
/// ``update(_:measure:)`` applies one ``ListEvent`` and answers the ``ListCommand``s to run:
/// start or cancel a search, send an action, choose, quit, draw again. Nothing else changes it,
/// and it knows nothing of terminals, view models or cells: the items are indices in input
/// order, and a row's height comes from the `measure` given with each event (one line each when
/// none is given). ``InteractiveList`` pairs it with the items, a renderer and the searches; a
/// test drives it directly:
///
/// ```swift
/// var model = ListModel(width: 40, height: 10)
/// _ = model.update(.itemsAppended(count: 100))
/// _ = model.update(.key(.down))
/// // model.selectedItem == 1
/// ```
///
/// Its one key map, for browsing and choosing, is the table in the article "Interactive lists".
public struct ListModel: Sendable {
    /// Whether the user chooses items, and how many.
    public enum Choice: Hashable, Sendable {
        /// The list is browsed: Enter sends `CellAction.select` to the highlighted row.
        case off
        /// Enter chooses the highlighted item.
        case single
        /// Tab marks items, and Enter chooses the marked ones.
        case multiple
    }

    /// A row of the list: an item, by its index in input order, or a section's heading.
    public enum Row: Hashable, Sendable {
        /// The item at this index in input order.
        case item(Int)
        /// The heading of this section (the first is 0).
        case heading(section: Int)
        /// The header of the table the item at `item` is in, above its row when the row shown
        /// above it, `after`, is not of its kind; `after` is `nil` for the first row on screen and
        /// for a row under its section's heading. It measures 0 lines when no header shows there.
        case tableHeader(item: Int, after: Int?)
    }

    /// A row on screen: which one, the frame line its first line is on, and how many of its
    /// lines show.
    public struct Placed: Hashable, Sendable {
        /// The row.
        public let row: Row
        /// Its place among the matches, for an item; `nil` for a heading.
        public let position: Int?
        /// The frame line of its first line, from 0.
        public let line: Int
        /// How many of its lines show: fewer than it has at the bottom of the screen.
        public let lines: Int
    }

    /// How many lines a row takes.
    public typealias Measure = (Row) -> Int

    /// Whether the user chooses items, and how many.
    public let choice: Choice
    /// The order of the matches.
    public let order: SearchOrder
    /// Actions sent to the highlighted item by plain keys, such as `"v": .vibrate`. Keys the list
    /// uses itself (`q`, `j`, `k`, `/`) cannot be bound.
    public var bindings: [Character: CellAction]
    /// The width, in columns.
    public private(set) var width: Int
    /// The height, in lines, including the status line.
    public private(set) var height: Int
    /// How many items the list holds.
    public private(set) var itemCount = 0
    /// The query: what was typed, or what the host set.
    public private(set) var queryText = ""
    /// Where typing goes in the query, in characters from its start.
    public private(set) var queryCursor = 0
    /// Whether keys type into the query line.
    public private(set) var isEditingQuery = false
    /// The message on the status line: the last event a view model emitted, an error, or what
    /// the host sets. Moving the highlight clears it.
    public var status = ""
    /// Whether all items have arrived.
    public private(set) var isInputComplete = false
    /// The highlighted row, as a place among the matches (0 is the first match).
    public private(set) var selection = 0
    /// The first item on screen, as a place among the matches.
    public private(set) var top = 0
    /// How many times the spinner has turned.
    public private(set) var spinnerFrame = 0
    /// The items chosen, by index in input order (ascending), once the user chose; empty before.
    public private(set) var chosenIndices: [Int] = []

    private var marks = ItemMarks()
    /// Where each section starts, as the index of its first item; the first starts at 0.
    private var sectionStarts = [0]
    private var sectionHasHeading = [false]
    /// The newest search result applied: its query, its matches (`nil` for every item in input
    /// order) and how many items it covered.
    private var shownQuery = SearchQuery("")
    private var shownKeys: [UInt64]?
    private var coveredCount = 0
    /// The latest results of queries of other terms, the most recently used first, so that a
    /// query typed again (after a backspace, or Ctrl-U and the same first keys) is answered at
    /// once, as fzf answers it from its cache. They hold at most ``recentKeysPerItem`` keys per
    /// item in all.
    private var recentResults: [(query: SearchQuery, keys: [UInt64], covered: Int)] = []
    /// How many results are kept at most, and how many of their keys per item.
    static let recentResultCount = 16
    static let recentKeysPerItem = 4
    /// The query of the search running, if any.
    private var running: SearchQuery?
    private var generation = 0
    /// An item to highlight once the running search has finished (``ListEvent/highlight(item:)``).
    private var pendingHighlight: Int?
    /// The last click: on which item, and when, to tell a double click.
    private var lastClick: (item: Int, time: ContinuousClock.Instant)?
    /// How far apart two clicks on one row may be to make a double click.
    static let doubleClickInterval = Duration.milliseconds(500)

    /// Creates an empty list.
    ///
    /// - Parameters:
    ///   - width: The width, in columns (at least 1).
    ///   - height: The height, in lines (at least 1), including the status line.
    ///   - order: The order of the matches: best first, or input order.
    ///   - choice: Whether the user chooses items, and how many.
    ///   - bindings: Plain keys that send actions to the highlighted item.
    public init(
        width: Int, height: Int, order: SearchOrder = .bestFirst, choice: Choice = .off,
        bindings: [Character: CellAction] = [:]
    ) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.order = order
        self.choice = choice
        self.bindings = bindings
    }

    // MARK: - What it holds

    /// How many items match the query, as far as the newest finished search knows.
    public var matchCount: Int { shownKeys?.count ?? itemCount }

    /// Whether a search is running or items are still arriving: the spinner turns meanwhile.
    public var isBusy: Bool { running != nil || !isInputComplete }

    /// Whether a search is running.
    public var isSearching: Bool { running != nil }

    /// The lines that show rows: all but the status line (which a one-line list has not).
    public var contentHeight: Int { height > 1 ? height - 1 : 1 }

    /// The highlighted item, by index in input order, or `nil` when nothing matches.
    public var selectedItem: Int? { selection < matchCount ? item(at: selection) : nil }

    /// How many items are marked.
    public var markedCount: Int { marks.count }

    /// Whether an item (by index in input order) is marked.
    public func isMarked(_ item: Int) -> Bool { marks.contains(item) }

    /// The item at a place among the matches, by its index in input order.
    public func item(at position: Int) -> Int {
        guard let shownKeys else { return position }
        return ListSearch.index(ofKey: shownKeys[position])
    }

    /// The place among the matches of an item (by its index in input order), or `nil` when it
    /// does not match.
    public func position(ofItem item: Int) -> Int? {
        guard let shownKeys else { return item >= 0 && item < itemCount ? item : nil }
        return shownKeys.firstIndex { ListSearch.index(ofKey: $0) == item }
    }

    /// The index of a section's first item (the section may have none yet).
    public func firstItem(ofSection section: Int) -> Int { sectionStarts[section] }

    /// The section an item belongs to (the first is 0).
    public func section(ofItem item: Int) -> Int { Self.section(ofItem: item, starts: sectionStarts) }

    /// The query as the newest finished search understood it, for highlighting.
    package var shownSearchQuery: SearchQuery { shownQuery }

    // MARK: - Events

    /// Applies an event, and answers what to do about it.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - measure: How many lines each row takes: the highlighted row is kept whole on screen.
    /// - Returns: The commands to run, in order.
    public mutating func update(_ event: ListEvent, measure: Measure = { _ in 1 }) -> [ListCommand] {
        var commands: [ListCommand]
        switch event {
        case .key(let key, let time):
            commands = handle(key, at: time, measure: measure)
        case .resize(let width, let height):
            self.width = max(width, 1)
            self.height = max(height, 1)
            commands = [.redraw]
        case .itemsAppended(let count):
            itemCount += count
            if shownQuery.isEmpty && running == nil {
                coveredCount = itemCount
                commands = [.redraw]
            } else {
                commands = search() + [.redraw]
            }
        case .cleared:
            (itemCount, sectionStarts, sectionHasHeading) = (0, [0], [false])
            marks.removeAll()
            (selection, top, coveredCount, isInputComplete, lastClick, chosenIndices) = (
                0, 0, 0, false, nil, []
            )
            // The query stays: nothing matches it until items come, rather than every item for a
            // moment.
            shownQuery = SearchQuery(queryText)
            shownKeys = shownQuery.isEmpty ? nil : []
            recentResults = []
            commands = running == nil ? [.redraw] : [.cancelSearch, .redraw]
            running = nil
            generation += 1
        case .highlight(let item):
            pendingHighlight = item
            commands = [.redraw]
        case .sectionStarted(let hasHeading):
            if sectionStarts.last == itemCount {
                sectionHasHeading[sectionHasHeading.count - 1] = hasHeading
            } else {
                sectionStarts.append(itemCount)
                sectionHasHeading.append(hasHeading)
            }
            commands = [.redraw]
        case .inputFinished:
            isInputComplete = true
            commands = [.redraw]
        case .querySet(let text):
            commands = setQuery(Array(text), cursor: text.count)
        case .searchFinished(let result):
            // A result superseded by a later key or item is never shown.
            guard result.generation == generation, running != nil else { return [] }
            running = nil
            apply(query: result.query, keys: result.keys, covered: result.coveredCount)
            commands =
                result.coveredCount < itemCount || SearchQuery(queryText) != result.query ? search() : []
            commands.append(.redraw)
        case .contentChanged:
            commands = [.redraw]
        case .tick:
            // Only the spinner turns: nothing moves.
            spinnerFrame += 1
            return isBusy ? [.redraw] : []
        }
        if let target = pendingHighlight, running == nil {
            // Once the matches are known: the item's row, if it is one of them.
            if let position = position(ofItem: target) { selection = position }
            pendingHighlight = nil
        }
        revealSelection(measure: measure)
        return commands
    }

    // MARK: - Searching

    /// The search the query and the items call for, cancelling one that no longer fits.
    private mutating func search() -> [ListCommand] {
        let query = SearchQuery(queryText)
        var commands: [ListCommand] = []
        if let running {
            // A search for this query's terms is on its way (a space typed between terms changes
            // none): the items that arrive meanwhile are searched when it is done.
            if running.terms == query.terms { return [] }
            self.running = nil
            generation += 1
            commands.append(.cancelSearch)
        }
        guard !query.isEmpty else {
            apply(query: query, keys: nil, covered: itemCount)
            return commands
        }
        var candidates: [UInt64]?
        var earlier: [UInt64] = []
        var range = 0..<itemCount
        if shownQuery.terms != query.terms,
            let recent = recentResults.firstIndex(where: { $0.query.terms == query.terms })
        {
            // Typed again: what was found then, and a search of the items that arrived since.
            let result = recentResults.remove(at: recent)
            recentResults.insert(result, at: 0)
            guard result.covered < itemCount else {
                apply(query: query, keys: result.keys, covered: result.covered)
                return commands
            }
            earlier = result.keys
            range = result.covered..<itemCount
        } else if shownQuery.terms == query.terms, let shownKeys {
            // The same terms: only the items that arrived since, if any.
            guard coveredCount < itemCount else {
                apply(query: query, keys: shownKeys, covered: coveredCount)
                return commands
            }
            earlier = shownKeys
            range = coveredCount..<itemCount
        } else if query.narrows(shownQuery), let shownKeys {
            candidates = shownKeys
            range = coveredCount..<itemCount
        }
        generation += 1
        running = query
        commands.append(
            .search(
                ListSearchRequest(
                    query: query, order: order, candidates: candidates, range: range, earlier: earlier,
                    sectionStarts: order == .bestFirst ? sectionStarts : [0], generation: generation,
                    coveredCount: itemCount)))
        return commands
    }

    private mutating func apply(query: SearchQuery, keys: [UInt64]?, covered: Int) {
        // The same terms match the same items: the highlight stays where it was.
        if query.terms != shownQuery.terms {
            selection = 0
            top = 0
        }
        if let keys, !query.isEmpty { remember(query: query, keys: keys, covered: covered) }
        (shownQuery, shownKeys, coveredCount) = (query, keys, covered)
        selection = min(selection, max(matchCount - 1, 0))
    }

    /// Keeps a result among the recent ones, first, letting the least recently used go past
    /// the limits.
    private mutating func remember(query: SearchQuery, keys: [UInt64], covered: Int) {
        recentResults.removeAll { $0.query.terms == query.terms }
        recentResults.insert((query, keys, covered), at: 0)
        var total = 0
        for (position, result) in recentResults.enumerated() {
            total += result.keys.count
            if position == Self.recentResultCount
                || position > 0 && total > Self.recentKeysPerItem * itemCount
            {
                recentResults.removeSubrange(position...)
                break
            }
        }
    }

    /// Matches best first within each section, the sections in input order: a stable pass that
    /// takes each key to its section's bucket. One section leaves the keys as they are.
    static func grouped(_ keys: [UInt64], sectionStarts: [Int]) -> [UInt64] {
        guard sectionStarts.count > 1 else { return keys }
        var buckets = Array(repeating: [UInt64](), count: sectionStarts.count)
        for key in keys {
            buckets[section(ofItem: ListSearch.index(ofKey: key), starts: sectionStarts)].append(key)
        }
        return buckets.flatMap { $0 }
    }

    /// The section an item belongs to: the last one that starts at or before it.
    static func section(ofItem index: Int, starts: [Int]) -> Int {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: - Keys

    private mutating func handle(_ key: Key, at time: ContinuousClock.Instant, measure: Measure)
        -> [ListCommand]
    {
        // A key the user pressed wins over a highlight asked for earlier.
        pendingHighlight = nil
        if isEditingQuery, let commands = editQuery(with: key) { return commands + [.redraw] }
        var commands: [ListCommand] = []
        switch key {
        case .up, .character("k"), .control("k"), .control("p"): move(to: selection - 1)
        case .down, .character("j"), .control("j"), .control("n"): move(to: selection + 1)
        case .pageUp: move(to: selection - pageStep(forward: false, measure: measure))
        case .pageDown: move(to: selection + pageStep(forward: true, measure: measure))
        case .home: move(to: 0)
        case .end: move(to: matchCount - 1)
        case .enter: commands = choice == .off ? send(.select) : choose()
        case .tab where choice == .multiple:
            mark(true)
            move(to: selection + 1)
        case .backTab where choice == .multiple:
            mark(false)
            move(to: selection - 1)
        case .alt("a") where choice == .multiple:
            for position in 0..<matchCount { marks.set(item(at: position), marked: true) }
        case .alt("d") where choice == .multiple:
            marks.removeAll()
        case .control("u"):
            commands = setQuery([], cursor: 0)
        case .escape:
            if queryText.isEmpty && !isEditingQuery { return [.quit] }
            isEditingQuery = false
            commands = setQuery([], cursor: 0)
        case .character("/"):
            isEditingQuery = true
        case .paste:
            // Pasted text is something to search for.
            isEditingQuery = true
            commands = editQuery(with: key) ?? []
        case .character("q"), .interrupt, .endOfInput:
            return [.quit]
        case .character(let character):
            guard let action = bindings[character] else { return [] }
            commands = send(action)
        case .mouse(let event):
            commands = handle(event, at: time, measure: measure)
        default:
            return []
        }
        return commands + [.redraw]
    }

    /// Acts on a key typed in the query line; `nil` for a key the list acts on instead.
    private mutating func editQuery(with key: Key) -> [ListCommand]? {
        var characters = Array(queryText)
        var cursor = min(queryCursor, characters.count)
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .paste(let text):
            let pasted = Key.queryText(pasted: text)
            characters.insert(contentsOf: pasted, at: cursor)
            cursor += pasted.count
        case .backspace:
            guard cursor > 0 else { return [] }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, characters.count)
        case .control("a"): cursor = 0
        case .control("e"): cursor = characters.count
        case .control("w"):
            // The word before the cursor, and the spaces after it.
            var start = cursor
            while start > 0 && characters[start - 1] == " " { start -= 1 }
            while start > 0 && characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .enter where choice == .off, .tab where choice != .multiple:
            isEditingQuery = false
            return []
        case .interrupt:
            return [.quit]
        default:
            return nil
        }
        return setQuery(characters, cursor: cursor)
    }

    private mutating func setQuery(_ characters: [Character], cursor: Int) -> [ListCommand] {
        let text = String(characters)
        queryCursor = min(max(cursor, 0), characters.count)
        guard text != queryText else { return [] }
        queryText = text
        return search()
    }

    /// Moves the highlight to a place among the matches, kept within them.
    private mutating func move(to position: Int) {
        let target = min(max(position, 0), max(matchCount - 1, 0))
        if target != selection { status = "" }
        selection = target
    }

    /// How many rows Page Up or Page Down moves: those that fill the screen but one line, with
    /// the headings between them, at least one.
    private func pageStep(forward: Bool, measure: Measure) -> Int {
        var lines = 0
        var steps = 0
        var position = selection
        while true {
            position += forward ? 1 : -1
            guard position >= 0, position < matchCount else { break }
            lines += measure(.item(item(at: position)))
            lines += headerLines(above: position, measure: measure)
            guard lines <= contentHeight - 1 else { break }
            steps += 1
        }
        return max(steps, 1)
    }

    private mutating func mark(_ marked: Bool) {
        guard let selectedItem else { return }
        marks.set(selectedItem, marked: marked)
    }

    private mutating func send(_ action: CellAction) -> [ListCommand] {
        guard let selectedItem else {
            status = "no row to \(action)"
            return []
        }
        return [.send(action, item: selectedItem)]
    }

    /// Ends with the marked items, or the highlighted one when none is marked.
    private mutating func choose() -> [ListCommand] {
        if marks.count > 0 {
            chosenIndices = marks.indices
        } else if let selectedItem {
            chosenIndices = [selectedItem]
        } else {
            status = "nothing to choose"
            return []
        }
        return [.choose(chosenIndices)]
    }

    private mutating func handle(_ event: MouseEvent, at time: ContinuousClock.Instant, measure: Measure)
        -> [ListCommand]
    {
        switch event.action {
        case .wheelUp: move(to: selection - 1)
        case .wheelDown: move(to: selection + 1)
        case .press(button: 0):
            let placed = layout(measure: measure).first {
                $0.position != nil && event.line >= $0.line && event.line < $0.line + $0.lines
            }
            guard let position = placed?.position else { break }
            let item = item(at: position)
            move(to: position)
            if choice == .multiple && event.column == 1 {
                marks.set(item, marked: !marks.contains(item))
                lastClick = nil
                break
            }
            if let lastClick, lastClick.item == item, time - lastClick.time < Self.doubleClickInterval {
                self.lastClick = nil
                return choice == .off ? send(.select) : choose()
            }
            lastClick = (item, time)
        default:
            break
        }
        return []
    }

    // MARK: - The screen

    /// The rows on screen, top down: the heading of the section at the top and the header of the
    /// table at the top (pinned, leaving the first item a line at least), then each item with its
    /// section's heading above its first match and a table header where the kind of table row
    /// changes, until the screen is full; a heading just below the last item shows in the room
    /// left.
    ///
    /// - Parameter measure: How many lines each row takes.
    public func layout(measure: Measure) -> [Placed] {
        var placed: [Placed] = []
        var line = 0
        var position = top
        func place(_ row: Row, measured: Int, pinned: Bool) {
            // Pinned at the top, a heading leaves the first item a line at least.
            let lines = min(measured, pinned ? max(contentHeight - line - 1, 0) : contentHeight - line)
            if lines > 0 { placed.append(Placed(row: row, position: nil, line: line, lines: lines)) }
            line += max(lines, 0)
        }
        func placeHeading(above position: Int) -> Bool {
            guard let section = headingSection(above: position, firstOnScreen: top) else { return false }
            place(
                .heading(section: section), measured: measure(.heading(section: section)),
                pinned: position == top)
            return true
        }
        while line < contentHeight, position < matchCount {
            let underHeading = placeHeading(above: position)
            guard line < contentHeight else { break }
            let header = Row.tableHeader(
                item: item(at: position),
                after: underHeading || position == top ? nil : item(at: position - 1))
            let headerLines = measure(header)
            // A header below the top goes only where a line of its first row fits under it.
            if position != top, headerLines > 0, line + headerLines >= contentHeight { break }
            place(header, measured: headerLines, pinned: position == top)
            guard line < contentHeight else { break }
            let lines = min(max(measure(.item(item(at: position))), 1), contentHeight - line)
            placed.append(
                Placed(row: .item(item(at: position)), position: position, line: line, lines: lines))
            line += lines
            position += 1
        }
        if line < contentHeight, position < matchCount { _ = placeHeading(above: position) }
        return placed
    }

    /// The section whose heading shows above the row at a position: the row's, when the row is
    /// its section's first match or the first row on screen (where the heading stays pinned).
    private func headingSection(above position: Int, firstOnScreen: Int) -> Int? {
        let section = section(ofItem: item(at: position))
        guard sectionHasHeading[section] else { return nil }
        guard
            position == firstOnScreen || position == 0
                || self.section(ofItem: item(at: position - 1)) != section
        else { return nil }
        return section
    }

    /// Moves the first row on screen the least that shows the highlighted row whole.
    private mutating func revealSelection(measure: Measure) {
        selection = min(selection, max(matchCount - 1, 0))
        guard matchCount > 0 else {
            top = 0
            return
        }
        top = min(top, selection)
        // The lines from a row to the selection: the rows and the headings between them, and,
        // were the row first on screen, its section's heading and its table's header, which then
        // show whatever row it is.
        var lines = 0
        for position in stride(from: selection, through: top, by: -1) {
            lines += max(measure(.item(item(at: position))), 1)
            let heading =
                headingSection(above: position, firstOnScreen: position).map {
                    min(measure(.heading(section: $0)), max(contentHeight - 1, 0))
                } ?? 0
            let header = min(
                measure(.tableHeader(item: item(at: position), after: nil)),
                max(contentHeight - 1 - heading, 0))
            if lines + heading + header > contentHeight && position < selection {
                top = position + 1
                return
            }
            lines += headerLines(above: position, measure: measure)
        }
    }

    /// The lines of the section heading and the table header above a row, when the row shown
    /// above it is the one before it among the matches.
    private func headerLines(above position: Int, measure: Measure) -> Int {
        let heading = headingSection(above: position, firstOnScreen: -1)
        let after = heading != nil || position == 0 ? nil : item(at: position - 1)
        return (heading.map { measure(.heading(section: $0)) } ?? 0)
            + measure(.tableHeader(item: item(at: position), after: after))
    }
}
