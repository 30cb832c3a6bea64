public import CellFactory
import Observation
import TextCells

/// A list the user browses, filters and chooses from in the terminal: any number of items,
/// still arriving or not, filtered as they type (fuzzy, best first, matches highlighted), in
/// sections under headings that are never selected. The terminal's counterpart of fzf, and of a
/// table view with a delegate; the article "Interactive lists" tells the whole story.
///
/// It pairs a ``ListModel`` (the state, changed only by events) with the items and their search
/// texts (from each item's registration: `CollectionFactory.register(_:onDuplicate:searchText:)`),
/// a renderer that draws the model, and the searches the model asks for, run off the main actor
/// on every core. View models and cells exist only for the rows on screen: a row keeps its view
/// model while it stays there (an `AsyncContentViewModel` loads when its row appears and is
/// cancelled when it leaves), and a change to an `@Observable` view model draws the list again.
///
/// ```swift
/// let list = InteractiveList(view: view, width: 80, height: 24, choice: .multiple)
/// list.append(contentsOf: items)
/// list.finishInput()
/// if try await InteractiveTerminal.run(list) == .chosen {
///     for item in list.chosenItems { print(item) }
/// }
/// ```
@MainActor
public final class InteractiveList {
    /// What the list asks of its runner after a key.
    public enum Response: Hashable, Sendable {
        /// Show the next frame and go on.
        case keepGoing
        /// The user asked to quit.
        case quit
        /// The user chose items: ``chosenItems`` holds them.
        case choose
    }

    /// The state: selection, query, marks, matches. Events change it; drawing only reads it.
    public private(set) var model: ListModel
    /// Where the events the view models emit for actions also go.
    public var events: (any CellEventSink)?

    private(set) var content = ListContent()
    private(set) var texts = SearchTexts()
    private let renderer: ListRenderer
    /// The search running, and which one it is.
    private var running: (id: Int, cancellation: ListSearch.Cancellation, task: Task<Void, Never>)?
    private var searchCount = 0
    /// Called when the list changed by itself: items arrived, a search finished, a row's content
    /// changed. A runner draws again.
    package var onChange: @Sendable () -> Void = {} {
        didSet { renderer.onChange = { [onChange] in onChange() } }
    }
    /// The screen shown, if any, how many times it was loaded (an observation of an earlier load
    /// is stale), and the row of each item shown from it, so that the highlight follows its row.
    var screen: (any ScreenViewModel)?
    var screenGeneration = 0
    var screenRowIDs: [RowID] = []

    /// Creates an empty list.
    ///
    /// - Parameters:
    ///   - view: The view whose factory makes the view models and whose cells draw them.
    ///   - width: The width of every frame, in columns.
    ///   - height: The height of every frame, in lines (at least 1), including the status line.
    ///   - styling: Whether frames use styles: the highlighted row and the matched characters.
    ///   - order: The order of the matches: best first, or input order.
    ///   - choice: Whether the user chooses items, and how many.
    ///   - bindings: Plain keys that send actions to the highlighted row's view model. Keys the
    ///     list uses itself (`q`, `j`, `k`, `/`) cannot be bound.
    public init(
        view: CollectionView, width: Int, height: Int, styling: Bool = false, order: SearchOrder = .bestFirst,
        choice: ListModel.Choice = .off, bindings: [Character: CellAction] = [:]
    ) {
        model = ListModel(
            width: min(width, CollectionView.validWidths.upperBound), height: height, order: order,
            choice: choice, bindings: bindings)
        renderer = ListRenderer(view: view, styling: styling)
    }

    isolated deinit {
        running?.cancellation.cancel()
    }

    /// The view whose factory and cells draw the rows.
    public var view: CollectionView { renderer.view }

    /// Whether frames use styles (the highlighted row and the matched characters).
    public var isStylingEnabled: Bool {
        get { renderer.isStylingEnabled }
        set { renderer.isStylingEnabled = newValue }
    }

    /// Actions sent to the highlighted row's view model by plain keys, such as `"v": .vibrate`.
    public var bindings: [Character: CellAction] {
        get { model.bindings }
        set { model.bindings = newValue }
    }

    /// The query: what was typed so far, or what the host set (as fzf's `--query`). Setting it
    /// starts a search.
    public var queryText: String {
        get { model.queryText }
        set { changed(by: .querySet(newValue)) }
    }

    /// The message on the status line: the last event a view model emitted, an error, or what
    /// the host sets (such as why its input stopped). Moving the highlight clears it.
    public var status: String {
        get { model.status }
        set {
            model.status = newValue
            onChange()
        }
    }

    /// The highlighted item, or `nil` when nothing matches.
    public var selectedItem: Any? { model.selectedItem.map { content.items[$0] } }

    /// The items chosen, in input order, once ``handle(_:)`` answered ``Response/choose``; empty
    /// before.
    public var chosenItems: [Any] { model.chosenIndices.map { content.items[$0] } }

    /// Adds items at the end, as they arrive; each is searched by its registration's text.
    ///
    /// Items that cost more to make than to find a text for, such as records read from a long
    /// input, can be appended as ``append(deferred:)`` instead, and made only when needed.
    public func append(contentsOf newItems: some Sequence<Any>) {
        // An array is taken as it is; the rest of the work is not generic, so it runs specialised.
        append(batch: Array(newItems))
    }

    private func append(batch: [Any]) {
        content.items.append(contentsOf: batch)
        // `texts` is moved out so appending does not copy it.
        var texts = self.texts
        self.texts = SearchTexts()
        // By index, so each item is lent to the dispatcher rather than copied out of the batch.
        let first = content.items.count - batch.count
        for index in batch.indices {
            texts.append(renderer.searchText(for: batch[index]))
            renderer.measureAppended(batch[index], at: first + index)
        }
        self.texts = texts
        changed(by: .itemsAppended(count: batch.count))
    }

    /// Adds items at the end that are made only when needed: when a row is drawn, measured,
    /// chosen or sent an action. Each is searched by the text the host gave, not by its
    /// registration's.
    ///
    /// A table row's kind is measured from the first `lookAheadRows` deferred items appended,
    /// within `lookAheadTime` of the first (the view's `TableLayout`): the list does not make every
    /// item to measure it. A kind whose first row comes later is laid out from each row's own
    /// values.
    public func append(deferred newItems: some DeferredItems) {
        let added = newItems.searchTexts.count
        guard added > 0 else { return }
        let first = content.items.count
        content.items.append(deferred: newItems)
        // `texts` is moved out so appending does not copy it.
        var texts = self.texts
        self.texts = SearchTexts()
        texts.append(contentsOf: newItems.searchTexts)
        self.texts = texts
        for index in 0..<renderer.deferredItemsToMeasure(added) {
            renderer.measureAppended(newItems.item(at: index), at: first + index)
        }
        changed(by: .itemsAppended(count: added))
    }

    /// Starts a section under a heading: the items appended from now on belong to it.
    ///
    /// The heading is a model like an item, drawn by the view model registered for its type with
    /// its cell, but it is not an item: movement, clicks and marks skip it, counts leave it out,
    /// and it shows only while its section has matches. A section started before any item of the
    /// previous one arrived replaces that one's heading.
    ///
    /// - Parameter heading: The heading's model, such as a title; `nil` for a section without one.
    public func startSection(heading: Any?) {
        // The heading goes in first, where the model's event will look for it.
        if model.firstItem(ofSection: content.headings.count - 1) == model.itemCount {
            content.headings[content.headings.count - 1] = heading
        } else {
            content.headings.append(heading)
        }
        changed(by: .sectionStarted(hasHeading: heading != nil))
    }

    /// Says that no more items will come: the spinner stops once the last search is done.
    public func finishInput() {
        changed(by: .inputFinished)
    }

    /// Sets a new size, after the terminal was resized.
    public func resize(width: Int, height: Int) {
        apply(.resize(width: min(width, CollectionView.validWidths.upperBound), height: height))
    }

    /// Highlights an item (by its index in input order) once the running search has finished, if
    /// it matches; a key pressed before then wins.
    public func highlight(item: Int) {
        changed(by: .highlight(item: item))
    }

    /// Acts on a key.
    ///
    /// - Parameter key: The key pressed; a mouse event's line and column are the frame's, from 0.
    /// - Returns: Whether to go on, quit, or end with the items chosen (``chosenItems``).
    public func handle(_ key: Key) -> Response {
        apply(.key(key))
    }

    /// The list as it is now: `height` lines, the rows in view then the status line.
    ///
    /// The frame's cursor is on the first line of the highlighted row, or, while the query is
    /// typed, where typing goes on the status line, so that screen readers and magnifiers follow
    /// the selection; with nothing to highlight, at the start of the status line.
    public func frame() -> LiveFrame {
        renderer.frame(of: model, content: content)
    }

    /// What the row of an item on screen shows, made when the row appeared; `nil` for an item off
    /// screen.
    package func onScreenContent(ofItem index: Int) -> DispatchResult? {
        renderer.onScreenContent(ofItem: index)
    }

    /// Waits until no search is running.
    package func waitForSearch() async {
        while let running { await running.task.value }
    }

    /// Says that something a row shows may have changed (``onChange`` was called): the
    /// highlighted row is kept on screen at the rows' new heights.
    func contentChanged() {
        apply(.contentChanged)
    }

    /// Turns the spinner; answers whether there is anything to draw (the list is busy).
    func tick() -> Bool {
        model.update(.tick).contains { if case .redraw = $0 { true } else { false } }
    }

    // MARK: - Events and commands

    /// Forgets every item and section, and lets the rows on screen go with their view models.
    func clearContent() {
        content = ListContent()
        texts = SearchTexts()
        renderer.reset()
    }

    func changed(by event: ListEvent) {
        apply(event)
        onChange()
    }

    /// Applies an event to the model, and runs the commands it answers.
    @discardableResult
    private func apply(_ event: ListEvent) -> Response {
        let (renderer, content) = (renderer, content)
        // Rows are measured at the width the model has after the event.
        let width: Int = if case .resize(let width, _) = event { width } else { model.width }
        let columns = ListRenderer.columns(width: width, choice: model.choice)
        var response = Response.keepGoing
        for command in model.update(event, measure: { renderer.measure($0, in: content, columns: columns) }) {
            switch command {
            case .search(let request): start(request)
            case .cancelSearch:
                running?.cancellation.cancel()
                running?.task.cancel()
                running = nil
            case .send(let action, let item):
                // Events say where the item is in the list's own sections.
                let section = model.section(ofItem: item)
                let location = CellLocation.item(
                    CellIndexPath(item: item - model.firstItem(ofSection: section), section: section))
                model.status = renderer.send(action, toItem: item, at: location, in: content, events: events)
            case .choose: response = .choose
            case .quit: response = .quit
            case .redraw: break
            }
        }
        return response
    }

    /// Runs a search on every core, off the main actor; its result comes back as an event.
    private func start(_ request: ListSearchRequest) {
        running?.cancellation.cancel()
        let (texts, cancellation) = (texts, ListSearch.Cancellation())
        let work = Task.detached(priority: .userInitiated) {
            ListSearchResult.run(request, texts: texts, cancellation: cancellation)
        }
        searchCount += 1
        let id = searchCount
        let task = Task { [weak self] in
            let result = await withTaskCancellationHandler {
                await work.value
            } onCancel: {
                cancellation.cancel()
            }
            guard let self else { return }
            if self.running?.id == id { self.running = nil }
            guard let result else { return }
            // The model drops a result it no longer wants; one it applies may start the next.
            self.changed(by: .searchFinished(result))
        }
        running = (id, cancellation, task)
    }
}

/// The items of an interactive list and the headings of its sections: what the renderer draws.
struct ListContent {
    var items = ItemChunks()
    /// Each section's heading (where sections start, the model knows), or `nil` for none.
    var headings: [Any?] = [nil]
}
