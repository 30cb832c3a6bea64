public import CellFactory
import Observation
public import TextCells

/// An interactive list of any number of items that the user filters as they type: fuzzy, best
/// matches first, with the matched characters highlighted. The terminal's counterpart of fzf.
///
/// The list holds the items and, for each, the text it is searched by (from the item's
/// registration: see `CollectionFactory.register(_:onDuplicate:searchText:)`), packed in a few
/// large buffers. View models and cells exist only for the rows on screen, so a list of a million
/// items costs its items and their texts, not a million view models. A row keeps its view model
/// while it stays on screen: one that adopts `AsyncContentViewModel` starts loading when its row
/// appears and is cancelled when the row leaves, and any change to an `@Observable` view model
/// redraws the list.
///
/// Items can be appended while the list is shown (``append(contentsOf:)``, then
/// ``finishInput()``): the status line counts matches and items read so far, as fzf's
/// `8832/55201` does, and the filter applies to items as they arrive.
///
/// Items can be grouped in sections under headings (``startSection(heading:)``): a heading is
/// never highlighted, chosen, marked or counted; it shows above its section's matches while it
/// has any, the matches of each section stay together (best first within it), and the heading of
/// the section at the top of the screen stays on the first line while its rows scroll under it.
///
/// Keys: ↑/↓ (or `k`/`j`, Ctrl-P/Ctrl-N, Ctrl-K/Ctrl-J), Page Up/Down and Home/End move; Enter
/// sends `CellAction.select` to the highlighted item's view model; keys in ``bindings`` send
/// other actions; `/` opens the query line, where typing edits the query (its syntax follows
/// fzf's, as the article "Interactive lists" shows): Backspace deletes, ←/→ and Ctrl-A/Ctrl-E
/// move in it, Ctrl-W deletes a word, Ctrl-U clears it, Enter or Tab closes it, and Esc clears
/// and closes it; `q`, Ctrl-C or Esc with no query quit. The mouse wheel moves, a click highlights a row, a double click sends
/// `CellAction.select`.
///
/// A list made with a ``Choice`` other than ``Choice/off`` ends with a choice instead: Enter (or
/// a double click) chooses the highlighted item, ``handle(_:)`` answers
/// `InteractiveList.Response.choose`, and ``chosenItems`` holds the items chosen. With
/// ``Choice/multiple``, Tab marks the highlighted item and moves down, Shift-Tab unmarks it and
/// moves up, Alt-A marks every match and Alt-D unmarks all, a click in the marker column (the
/// second) marks or unmarks; Enter then chooses the marked items, in input order (or the
/// highlighted one when none is marked). Marks stay while the query changes and the list
/// scrolls, and are drawn as `*` in the marker column, with and without styles.
///
/// Matching runs off the main actor, in parallel on all cores, and each key cancels the search
/// before it; a query typed by adding to the previous one searches only the previous matches.
/// Until a search finishes, frames show the newest finished result with a spinner.
///
/// ```swift
/// let list = SearchableList(view: view, width: 80, height: 24)
/// list.append(contentsOf: items)
/// list.finishInput()
/// let exit = try await InteractiveTerminal.run(list)
/// ```
@MainActor
public final class SearchableList {
    /// Whether the user chooses items, and how many.
    public enum Choice: Hashable, Sendable {
        /// The list is browsed: Enter sends `CellAction.select` to the highlighted row.
        case off
        /// Enter chooses the highlighted item.
        case single
        /// Tab marks items, and Enter chooses the marked ones.
        case multiple
    }

    /// The view whose factory and cells draw the rows.
    public let view: CollectionView
    /// Whether the user chooses items, and how many.
    public let choice: Choice
    /// The order of the matches.
    public let order: SearchOrder
    /// The width of every frame, in columns.
    public private(set) var width: Int
    /// The height of every frame, in lines, including the status line.
    public private(set) var height: Int
    /// Whether frames use styles (the highlighted row and the matched characters).
    public var isStylingEnabled: Bool
    /// Actions sent to the highlighted row's view model by plain keys, such as `"v": .vibrate`.
    public var bindings: [Character: CellAction]
    /// Where the events the view models emit for actions also go.
    public var events: (any CellEventSink)?
    /// The query: what was typed so far, or what the host set (as fzf's `--query`). Setting it
    /// starts a search.
    public var queryText = "" {
        didSet {
            queryCursor = queryText.count
            if queryText != oldValue { search() }
        }
    }
    /// Whether keys type into the query line.
    public private(set) var isEditingQuery = false
    /// The message on the status line: the last event a view model emitted, an error, or what
    /// the host sets (such as why its input stopped). Moving the highlight clears it.
    public var status = ""
    /// Whether all items have arrived (``finishInput()`` was called).
    public private(set) var isInputComplete = false
    /// The items chosen, as indices in input order (ascending), once ``handle(_:)`` answered
    /// `InteractiveList.Response.choose`; empty before.
    public private(set) var chosenIndices: [Int] = []
    /// The items chosen, in input order, once ``handle(_:)`` answered
    /// `InteractiveList.Response.choose`; empty before.
    public var chosenItems: [Any] { chosenIndices.map { items[$0] } }
    /// How many items are marked (with ``Choice/multiple``).
    public var markedCount: Int { marks.count }

    /// Where typing goes in the query, in characters from its start.
    private var queryCursor = 0
    private var marks = ItemMarks()
    /// The last click: on which item, and when, to tell a double click.
    private var lastClick: (item: Int, time: ContinuousClock.Instant)?
    /// How far apart two clicks on one row may be to make a double click.
    private static let doubleClickInterval = Duration.milliseconds(500)

    private var items = ItemChunks()
    private var texts = SearchTexts()
    /// Where each section starts, as the index of its first item, ascending; the first starts
    /// at 0. A section may be empty.
    private var sectionStarts: [Int] = [0]
    /// Each section's heading, or `nil` for none (the first section before any is started).
    private var sectionHeadings: [Any?] = [nil]
    private var dispatcher: ViewModelDispatcher
    /// The newest finished result.
    private var shown = Shown(query: SearchQuery(""), keys: nil, coveredCount: 0)
    private var running: Running?
    private var generation = 0
    /// The highlighted row and the first row on screen, as positions in `shown`.
    private var selection = 0
    private var top = 0
    private var spinnerFrame = 0
    private let changeSignal = ChangeSignal()
    /// The rows on screen, with the view models they keep while they are there.
    private let onScreen: CellSection
    /// The items of those rows, as indices in input order.
    private var onScreenItems: [Int] = []
    /// The items `onScreen` holds rows for: `onScreenItems`, unless applying them failed (an item
    /// that no registration takes, under `UnregisteredItemPolicy.error`). The rows are then drawn
    /// one by one, each with its own error, as a render pass draws them.
    private var sectionItems: [Int] = []
    /// Per row drawn under observation: whether what it read has changed since. A row is observed
    /// again only after a change, so a row that stays on screen is not observed once per frame.
    private var observedRows: [RowID: CellBinding] = [:]

    /// A finished search: its matches, or `nil` for every item in input order (an empty query).
    private struct Shown {
        var query: SearchQuery
        var keys: [UInt64]?
        /// How many items it searched: the items read when it started.
        var coveredCount: Int
    }

    private struct Running {
        var query: SearchQuery
        var cancellation: ListSearch.Cancellation
        var task: Task<Void, Never>
    }

    /// Creates an empty list.
    ///
    /// - Parameters:
    ///   - view: The view whose factory makes the view models and whose cells draw them.
    ///   - width: The width of every frame, in columns.
    ///   - height: The height of every frame, in lines (at least 1), including the status line.
    ///   - styling: Whether frames use styles.
    ///   - order: The order of the matches: best first, or input order.
    ///   - choice: Whether the user chooses items, and how many.
    ///   - bindings: Plain keys that send actions to the highlighted row's view model. Keys the
    ///     list uses itself (`q`, `j`, `k`, `/`) cannot be bound.
    public init(
        view: CollectionView, width: Int, height: Int, styling: Bool = false, order: SearchOrder = .bestFirst,
        choice: Choice = .off, bindings: [Character: CellAction] = [:]
    ) {
        self.view = view
        self.choice = choice
        self.width = min(max(width, 1), CollectionView.validWidths.upperBound)
        self.height = max(height, 1)
        self.isStylingEnabled = styling
        self.order = order
        self.bindings = bindings
        dispatcher = view.factory.makeDispatcher()
        onScreen = CellSection(factory: view.factory)
    }

    /// How many items the list holds.
    public var itemCount: Int { items.count }

    /// How many items match the query, as far as the newest finished search knows.
    public var matchCount: Int { shown.keys?.count ?? items.count }

    /// Whether a search is running: the frame shows a spinner meanwhile.
    public var isSearching: Bool { running != nil }

    /// The highlighted item, or `nil` when nothing matches.
    public var selectedItem: Any? {
        guard selection < matchCount else { return nil }
        return items[itemIndex(at: selection)]
    }

    /// What the row of an item on screen shows, made when the row appeared; `nil` for an item off
    /// screen.
    package func onScreenContent(ofItem index: Int) -> DispatchResult? {
        guard sectionItems == onScreenItems else { return nil }
        return onScreenItems.firstIndex(of: index).flatMap { onScreen.content(ofRow: $0) }
    }

    /// Adds items at the end, as they arrive; each is searched by its registration's text.
    public func append(contentsOf newItems: some Sequence<Any>) {
        // An array is taken as it is; the rest of the work is not generic, so it runs specialised.
        append(batch: Array(newItems))
    }

    private func append(batch: [Any]) {
        items.append(contentsOf: batch)
        // Worked on as locals, so a batch of a million items pays for one access to each stored
        // property rather than one per item; `texts` is moved out so appending does not copy it.
        var dispatcher = self.dispatcher
        var texts = self.texts
        self.texts = SearchTexts()
        // By index, so each item is lent to the dispatcher rather than copied out of the batch.
        for index in batch.indices { texts.append(dispatcher.searchText(for: batch[index])) }
        self.texts = texts
        self.dispatcher = dispatcher
        if !shown.query.isEmpty || running != nil { search() } else { shown.coveredCount = items.count }
        changeSignal.fire()
    }

    /// Starts a section under a heading: the items appended from now on belong to it.
    ///
    /// The heading is a model like an item, drawn by the view model registered for its type with
    /// its cell, but it is not an item: movement, clicks and marks skip it, counts leave it out,
    /// and it shows only while its section has matches. A section started before any item of the
    /// previous one arrived replaces that one's heading.
    ///
    /// - Parameter heading: The heading's model, such as a title.
    public func startSection(heading: Any) {
        if sectionStarts.last == items.count {
            sectionHeadings[sectionHeadings.count - 1] = heading
        } else {
            sectionStarts.append(items.count)
            sectionHeadings.append(heading)
        }
        changeSignal.fire()
    }

    /// Says that no more items will come: the spinner stops once the last search is done.
    public func finishInput() {
        isInputComplete = true
        changeSignal.fire()
    }

    /// Sets a new size, after the terminal was resized.
    public func resize(width: Int, height: Int) {
        self.width = min(max(width, 1), CollectionView.validWidths.upperBound)
        self.height = max(height, 1)
    }

    /// A stream that yields whenever the list changed by itself: items arrived or a search
    /// finished. A runner redraws on it.
    package func makeChangeStream() -> AsyncStream<Void> { changeSignal.makeStream() }

    /// Waits until no search is running.
    package func waitForSearch() async {
        while let running { await running.task.value }
    }

    private var contentHeight: Int { height > 1 ? height - 1 : 1 }

    private func itemIndex(at position: Int) -> Int {
        guard let keys = shown.keys else { return position }
        return ListSearch.index(ofKey: keys[position])
    }

    // MARK: - Searching

    /// Starts the search the query and the items call for, cancelling one that no longer fits.
    private func search() {
        let query = SearchQuery(queryText)
        if let running {
            // A search for this query is on its way: the items that arrive meanwhile are
            // searched when it is done.
            if running.query == query { return }
            running.cancellation.cancel()
            running.task.cancel()
            self.running = nil
            // A result it already has in hand must not be applied.
            generation += 1
        }
        guard !query.isEmpty else {
            replaceShown(with: Shown(query: query, keys: nil, coveredCount: items.count))
            return
        }
        let base = shown
        let covered = items.count
        var candidates: [UInt64]?
        var earlier: [UInt64] = []
        var range = 0..<covered
        if base.query == query, let keys = base.keys {
            // The same query: only the items that arrived since.
            earlier = keys
            range = base.coveredCount..<covered
        } else if query.narrows(base.query) {
            candidates = base.keys ?? []
            range = base.coveredCount..<covered
            if base.keys == nil { (candidates, range) = (nil, 0..<covered) }
        }
        let texts = texts
        let order = order
        let cancellation = ListSearch.Cancellation()
        generation += 1
        let started = generation
        let starts = order == .bestFirst ? sectionStarts : [0]
        let work = Task.detached(priority: .userInitiated) {
            ListSearch.run(
                query, in: texts, candidates: candidates, range: range, keeping: earlier, order: order,
                cancellation: cancellation
            ).map { Self.grouped($0, sectionStarts: starts) }
        }
        let task = Task { [weak self] in
            let keys = await withTaskCancellationHandler {
                await work.value
            } onCancel: {
                cancellation.cancel()
            }
            guard let self, self.generation == started, let keys else { return }
            self.running = nil
            self.replaceShown(with: Shown(query: query, keys: keys, coveredCount: covered))
            if covered < self.items.count || SearchQuery(self.queryText) != query { self.search() }
            self.changeSignal.fire()
        }
        running = Running(query: query, cancellation: cancellation, task: task)
    }

    private func replaceShown(with result: Shown) {
        if result.query != shown.query {
            selection = 0
            top = 0
        }
        shown = result
        selection = min(selection, max(matchCount - 1, 0))
    }

    /// Matches best first within each section, the sections in input order: a stable pass that
    /// takes each key to its section's bucket. One section leaves the keys as they are.
    nonisolated static func grouped(_ keys: [UInt64], sectionStarts: [Int]) -> [UInt64] {
        guard sectionStarts.count > 1 else { return keys }
        var buckets = Array(repeating: [UInt64](), count: sectionStarts.count)
        for key in keys {
            buckets[section(ofItem: ListSearch.index(ofKey: key), starts: sectionStarts)].append(key)
        }
        return buckets.flatMap { $0 }
    }

    /// The section an item belongs to: the last one that starts at or before it.
    nonisolated static func section(ofItem index: Int, starts: [Int]) -> Int {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func section(atPosition position: Int) -> Int {
        Self.section(ofItem: itemIndex(at: position), starts: sectionStarts)
    }

    /// The heading drawn above the row at a position: its section's, when the row is the first
    /// match of the section, or the first row on screen (where the heading stays pinned).
    private func heading(above position: Int, firstOnScreen: Int) -> (model: Any, section: Int)? {
        let section = section(atPosition: position)
        guard let heading = sectionHeadings[section] else { return nil }
        guard position == firstOnScreen || position == 0 || self.section(atPosition: position - 1) != section
        else { return nil }
        return (heading, section)
    }

    private func heading(above position: Int) -> (model: Any, section: Int)? {
        heading(above: position, firstOnScreen: top)
    }

    /// How many lines the heading above a row takes, 0 for none. Above the first row on screen it
    /// leaves that row a line at least, so that a tall heading never hides the highlighted row.
    private func headingHeight(above position: Int, firstOnScreen: Int? = nil) -> Int {
        let first = firstOnScreen ?? top
        guard let (heading, section) = heading(above: position, firstOnScreen: first) else { return 0 }
        let lines = lineCount(of: heading, at: .header(section: section))
        return position == first ? min(lines, max(contentHeight - 1, 0)) : lines
    }

    // MARK: - Keys

    /// Acts on a key.
    ///
    /// - Parameter key: The key pressed; a mouse event's line and column are the frame's, from 0.
    /// - Returns: Whether to go on, quit, or end with the items chosen (``chosenItems``).
    public func handle(_ key: Key) -> InteractiveList.Response {
        if isEditingQuery, let response = editQuery(with: key) { return response }
        switch key {
        case .up, .character("k"), .control("k"), .control("p"): move(by: -1)
        case .down, .character("j"), .control("j"), .control("n"): move(by: 1)
        case .pageUp: move(by: -max(contentHeight - 1, 1))
        case .pageDown: move(by: max(contentHeight - 1, 1))
        case .home: move(by: -selection)
        case .end: move(by: matchCount - selection)
        case .enter:
            if choice != .off { return choose() }
            send(.select)
        case .tab where choice == .multiple:
            mark(true)
            move(by: 1)
        case .backTab where choice == .multiple:
            mark(false)
            move(by: -1)
        case .alt("a") where choice == .multiple:
            for position in 0..<matchCount { marks.set(itemIndex(at: position), marked: true) }
        case .alt("d") where choice == .multiple:
            marks.removeAll()
        case .control("u"):
            queryText = ""
        case .escape:
            if queryText.isEmpty && !isEditingQuery { return .quit }
            isEditingQuery = false
            queryText = ""
        case .character("/"):
            isEditingQuery = true
        case .paste:
            // Pasted text is something to search for.
            isEditingQuery = true
            return editQuery(with: key) ?? .keepGoing
        case .character("q"), .interrupt, .endOfInput:
            return .quit
        case .character(let character):
            if let action = bindings[character] { send(action) }
        case .mouse(let event):
            return handle(event)
        default:
            break
        }
        return .keepGoing
    }

    /// Acts on a key typed in the query line; `nil` for a key the list acts on instead.
    private func editQuery(with key: Key) -> InteractiveList.Response? {
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
            guard cursor > 0 else { return .keepGoing }
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
            return .keepGoing
        case .interrupt:
            return .quit
        default:
            return nil
        }
        queryText = String(characters)
        queryCursor = cursor
        return .keepGoing
    }

    /// Marks or unmarks the highlighted item.
    private func mark(_ marked: Bool) {
        guard selection < matchCount else { return }
        marks.set(itemIndex(at: selection), marked: marked)
    }

    /// Ends with the marked items, or the highlighted one when none is marked.
    private func choose() -> InteractiveList.Response {
        if marks.count > 0 {
            chosenIndices = marks.indices
        } else if selection < matchCount {
            chosenIndices = [itemIndex(at: selection)]
        } else {
            status = "nothing to choose"
            return .keepGoing
        }
        return .choose
    }

    /// Acts on the mouse: the wheel moves, a click highlights (in the marker column, marks), and a
    /// double click chooses or selects.
    private func handle(_ event: MouseEvent) -> InteractiveList.Response {
        switch event.action {
        case .wheelUp: move(by: -1)
        case .wheelDown: move(by: 1)
        case .press(button: 0):
            guard let position = position(atLine: event.line) else { break }
            let item = itemIndex(at: position)
            move(by: position - selection)
            if choice == .multiple && event.column == 1 {
                marks.set(item, marked: !marks.contains(item))
                lastClick = nil
                break
            }
            let now = ContinuousClock.now
            if let lastClick, lastClick.item == item, now - lastClick.time < Self.doubleClickInterval {
                self.lastClick = nil
                if choice != .off { return choose() }
                send(.select)
            } else {
                lastClick = (item, now)
            }
        default:
            break
        }
        return .keepGoing
    }

    /// The position of the row drawn on a line of the frame, or `nil` for a line with no row.
    private func position(atLine line: Int) -> Int? {
        updateRowsOnScreen()
        var first = 0
        for offset in onScreenItems.indices {
            // A heading's lines hold no row.
            first += headingHeight(above: top + offset)
            let height = rowHeight(at: top + offset)
            if line >= first && line < min(first + height, contentHeight) { return top + offset }
            first += height
        }
        return nil
    }

    private func move(by steps: Int) {
        let target = min(max(selection + steps, 0), max(matchCount - 1, 0))
        if target != selection { status = "" }
        selection = target
    }

    private func send(_ action: CellAction) {
        guard selection < matchCount else {
            status = "no row to \(action)"
            return
        }
        // The highlighted row's own view model handles it: the one its row shows.
        updateRowsOnScreen()
        let index = itemIndex(at: selection)
        let recorder = CellEventRecorder()
        do {
            if sectionItems == onScreenItems, let row = onScreenItems.firstIndex(of: index) {
                try onScreen.send(action, toRow: onScreen.rows[row].id, events: recorder)
            } else {
                // A fresh view model of the item's own, as the factory gives any host.
                try view.factory.send(
                    action, to: .item(CellIndexPath(item: 0)), in: SectionedData(items: [items[index]]),
                    events: recorder)
            }
            for event in recorder.events {
                var event = event
                event.location = .item(CellIndexPath(item: index))
                events?.receive(event)
            }
            if let event = recorder.events.last {
                status = event.detail.isEmpty ? event.name : "\(event.name): \(event.detail)"
            } else {
                status = "\(action)"
            }
        } catch {
            status = error.message
        }
    }

    // MARK: - Frames

    /// The list as it is now: `height` lines, the rows in view then the status line.
    ///
    /// The frame's cursor is on the first line of the highlighted row, or, while the query is
    /// typed, where typing goes on the status line, so that screen readers and magnifiers follow
    /// the selection; with nothing to highlight, at the start of the status line.
    public func frame() -> LiveFrame {
        spinnerFrame += 1
        var lines: [String] = []
        var selectedLine: Int?
        updateRowsOnScreen()
        let query = SearchQuery(queryText)
        for row in onScreenItems.indices where lines.count < contentHeight {
            if let (heading, section) = heading(above: top + row) {
                let room = row == 0 ? headingHeight(above: top) : contentHeight - lines.count
                lines.append(contentsOf: drawHeading(heading, section: section).prefix(room))
                guard lines.count < contentHeight else { break }
            }
            let isSelected = top + row == selection
            if isSelected { selectedLine = lines.count }
            let drawn = drawRow(row, isSelected: isSelected, query: query)
            lines.append(contentsOf: drawn.prefix(contentHeight - lines.count))
        }
        // A section that starts just below the rows shows its heading in the room left: more
        // follows.
        let next = top + onScreenItems.count
        if lines.count < contentHeight, next < matchCount, let (heading, section) = heading(above: next) {
            lines.append(
                contentsOf: drawHeading(heading, section: section).prefix(contentHeight - lines.count))
        }
        lines.append(contentsOf: repeatElement("", count: contentHeight - lines.count))
        if height > 1 { lines.append(statusLine()) }
        let statusLine = height > 1 ? contentHeight : 0
        let cursor: LiveFrame.Cursor
        if isEditingQuery && height > 1 {
            cursor = StatusLine.typingCursor(
                line: statusLine, typed: String(queryText.prefix(queryCursor)), counts: statusCounts,
                width: width, ambiguousWidth: view.ambiguousWidth)
        } else if let selectedLine {
            cursor = LiveFrame.Cursor(line: selectedLine)
        } else {
            cursor = LiveFrame.Cursor(line: statusLine)
        }
        return LiveFrame(lines: lines, cursor: cursor)
    }

    /// Brings the rows on screen up to date: the highlighted row in view, and a row (keeping its
    /// view model) for each item shown, from the first row down until the screen is full.
    private func updateRowsOnScreen() {
        let count = matchCount
        selection = min(selection, max(count - 1, 0))
        revealSelection()
        var shownItems: [Int] = []
        var lines = 0
        var position = top
        while lines < contentHeight, position < count {
            lines += headingHeight(above: position)
            guard lines < contentHeight else { break }
            shownItems.append(itemIndex(at: position))
            lines += rowHeight(at: position)
            position += 1
        }
        guard shownItems != onScreenItems else { return }
        onScreenItems = shownItems
        // Rows that stay keep their view models (and content loads); a new row gets a fresh one.
        do {
            try onScreen.apply(
                ListDiff(values: sectionItems, to: shownItems), items: shownItems.map { items[$0] })
            sectionItems = shownItems
        } catch {
            try? onScreen.setItems([])
            sectionItems = []
        }
        let rowIDs = Set(onScreen.rows.map(\.id))
        observedRows = observedRows.filter { rowIDs.contains($0.key) }
    }

    /// Moves the first row shown the least that shows the highlighted row whole.
    private func revealSelection() {
        guard matchCount > 0 else {
            top = 0
            return
        }
        if selection < top { top = selection }
        // The lines from a row to the selection: the rows and the headings between them, and,
        // were the row first on screen, its section's heading, which then shows whatever row it is.
        var lines = 0
        for position in stride(from: selection, through: top, by: -1) {
            lines += rowHeight(at: position)
            if lines + headingHeight(above: position, firstOnScreen: position) > contentHeight
                && position < selection
            {
                top = position + 1
                return
            }
            lines += headingHeight(above: position, firstOnScreen: -1)
        }
    }

    private func rowHeight(at position: Int) -> Int {
        let index = itemIndex(at: position)
        return lineCount(of: items[index], at: .item(CellIndexPath(item: index)))
    }

    /// How many lines a model's view model asks for; 1 for a placeholder, a skipped model or one
    /// refused.
    private func lineCount(of model: Any, at location: CellLocation) -> Int {
        let lines = try? dispatcher.withViewModel(for: model, at: location) {
            $0.viewModel?.size.clampedLines
        }
        return lines ?? 1
    }

    /// A heading's lines: blank gutter, then its cell across the cells' columns, drawn by the
    /// dispatcher's view model for it (a heading has no content to load).
    private func drawHeading(_ heading: Any, section: Int) -> [String] {
        let location = CellLocation.header(section: section)
        let canvas: CellCanvas
        do {
            canvas = try dispatcher.withViewModel(for: heading, at: location) {
                self.canvas(for: $0, at: location, spanning: true, query: nil, observedBy: nil)
            }
        } catch {
            canvas = failureCanvas(error)
        }
        let gutter: [UInt8] =
            width < gutterWidth ? [] : Array(repeating: UInt8(ascii: " "), count: gutterWidth)
        return (0..<canvas.lineCount).map { line in
            var bytes = gutter
            canvas.appendLine(line, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The columns before each cell: `>` on the highlighted row, then (with ``Choice/multiple``)
    /// `*` on a marked one, then a space.
    private var gutterWidth: Int { choice == .multiple ? 3 : 2 }

    /// The columns a cell draws in, after the gutter.
    private var cellColumns: Int { max(width - gutterWidth, 1) }

    /// What a row or a heading shows, on a canvas: its view model drawn by its cell (across the
    /// cells' columns when it spans them or its size asks for the full width, with the query's
    /// matches highlighted), or the reason there is none. Under observation by `binding`, a change
    /// to anything the cell read of its view model announces a change.
    private func canvas(
        for content: DispatchResult, at location: CellLocation, spanning: Bool, query: SearchQuery?,
        observedBy binding: CellBinding?
    ) -> CellCanvas {
        guard case .viewModel(let viewModel) = content else {
            return Self.messageCanvas(
                content.placeholder?.text ?? "", columns: cellColumns, styling: isStylingEnabled)
        }
        let (view, cellColumns, styling) = (view, cellColumns, isStylingEnabled)
        let drawCell = { () -> CellCanvas in
            let dequeued = view.dequeueCell(for: viewModel, at: location)
            defer { dequeued.pool.enqueue(dequeued.cell) }
            let size = dequeued.viewModel.size
            var canvas = CellCanvas(
                columns: spanning || size.width == .full
                    ? cellColumns : min(size.columns(in: cellColumns), cellColumns),
                lines: size.clampedLines, styling: styling, ambiguousWidth: view.ambiguousWidth)
            if let query, !query.isEmpty { canvas.highlight = query }
            dequeued.cell.draw(in: &canvas)
            return canvas
        }
        guard let binding else { return drawCell() }
        return withObservationTracking(drawCell) { binding.changed() }
    }

    /// The line a row or heading shows when asking for its view model failed.
    private func failureCanvas(_ error: CellFactoryError) -> CellCanvas {
        Self.messageCanvas("[\(error.message)]", columns: cellColumns, styling: isStylingEnabled)
    }

    /// A row on screen's lines: the gutter, then the cell.
    ///
    /// The cell draws under observation: a change to anything it read of its view model (content
    /// that finished loading) announces a change, and the list is drawn again.
    private func drawRow(_ row: Int, isSelected: Bool, query: SearchQuery) -> [String] {
        let location = CellLocation.item(CellIndexPath(item: onScreenItems[row]))
        var canvas: CellCanvas
        do {
            if sectionItems == onScreenItems, let own = onScreen.content(ofRow: row) {
                // The row's own view model (not the dispatcher's, which is updated for every item
                // it lends) is observed while its cell draws, when it is to be observed again.
                var binding: CellBinding?
                let id = onScreen.rows[row].id
                if observedRows[id]?.hasChanged ?? true {
                    let signal = changeSignal
                    binding = CellBinding { signal.fire() }
                    observedRows[id] = binding
                }
                canvas = self.canvas(
                    for: own, at: location, spanning: false, query: query, observedBy: binding)
            } else {
                canvas = try dispatcher.withViewModel(for: items[onScreenItems[row]], at: location) {
                    self.canvas(for: $0, at: location, spanning: false, query: query, observedBy: nil)
                }
            }
        } catch {
            canvas = failureCanvas(error)
        }
        if isSelected && isStylingEnabled { canvas = canvas.reversed() }
        var lines: [String] = []
        let isMarked = marks.contains(onScreenItems[row])
        for line in 0..<canvas.lineCount {
            var gutter = isSelected && line == 0 ? ">" : " "
            if choice == .multiple { gutter += isMarked && line == 0 ? "*" : " " }
            var bytes: [UInt8] = width < gutterWidth ? [] : Array((gutter + " ").utf8)
            canvas.appendLine(line, to: &bytes)
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        return lines
    }

    private static func messageCanvas(_ text: String, columns: Int, styling: Bool) -> CellCanvas {
        var canvas = CellCanvas(columns: columns, lines: 1, styling: styling)
        canvas.write(text, line: 0, style: .dim)
        return canvas
    }

    private static let spinner: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The counts at the right of the status line: a spinner while busy, matches over items, and
    /// the marks.
    private var statusCounts: String {
        let busy = running != nil || !isInputComplete
        let marked = marks.count > 0 ? " (\(marks.count))" : ""
        return
            "\(busy ? Self.spinner[spinnerFrame % Self.spinner.count] + " " : "")\(matchCount)/\(itemCount)\(marked)"
    }

    /// The bottom line: the query being typed, or the last message; then a spinner while
    /// searching or reading, and the count of matches over items, as fzf's `8832/55201`.
    private func statusLine() -> String {
        let counts = statusCounts
        let message: String
        let style: TextStyle
        if isEditingQuery {
            // The cursor is drawn as `_` where typing goes, as the terminal's own is hidden.
            var shown = Array(queryText)
            shown.insert("_", at: min(queryCursor, shown.count))
            (message, style) = ("/" + String(shown), .bold)
        } else if !status.isEmpty {
            (message, style) = (status, .plain)
        } else if !queryText.isEmpty {
            (message, style) = ("filter: \(queryText) (Esc clears)", .plain)
        } else {
            switch choice {
            case .off: (message, style) = ("↑↓ move  Enter select  / filter  q quit", .dim)
            case .single: (message, style) = ("↑↓ move  Enter choose  / filter  q quit", .dim)
            case .multiple: (message, style) = ("↑↓ move  Tab mark  Enter choose  / filter  q quit", .dim)
            }
        }
        return StatusLine.draw(
            message: message, style: style, counts: counts, width: width, styling: isStylingEnabled,
            ambiguousWidth: view.ambiguousWidth)
    }
}
