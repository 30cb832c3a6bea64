import CellFactory
import Observation
import TextCells

/// Draws an interactive list's model as a frame, and owns the view models and cells of the rows
/// on screen.
///
/// A row keeps its view model while it stays on screen: one that adopts `AsyncContentViewModel`
/// starts loading when its row appears and is cancelled when the row leaves, and a change to
/// anything its cell read calls `onChange`. Each row's height comes from the view model that
/// draws it. Drawing reads the model and changes nothing in it.
@MainActor
final class ListRenderer {
    /// The view whose factory makes the view models and whose cells draw them.
    let view: CollectionView
    /// Whether frames use styles (the highlighted row and the matched characters).
    var isStylingEnabled: Bool
    /// Called when something a row on screen shows changed.
    var onChange: @Sendable () -> Void = {} {
        // Rows observed before wake the old closure: they are observed again when next drawn.
        didSet { observedRows = [:] }
    }

    private var dispatcher: ViewModelDispatcher
    /// The rows on screen, with the view models they keep while they are there.
    private let onScreen: CellSection
    /// The items `onScreen` holds rows for, by index in input order, and each one's row.
    private var onScreenItems: [Int] = []
    private var rowOfItem: [Int: Int] = [:]
    /// Per row drawn under observation: whether what it read has changed since. A row is observed
    /// again only after a change, so a row that stays on screen is not observed once per frame.
    private var observedRows: [RowID: CellBinding] = [:]
    /// The widths of the table rows, per kind.
    private var tables: ListTables
    /// The types of items appended whose registered view model is not a table row.
    private var typesWithoutTableRows: Set<ObjectIdentifier> = []
    /// When the first deferred items were appended, and how many of them were measured.
    private var deferredWindow: (opened: ContinuousClock.Instant?, measured: Int) = (nil, 0)

    init(view: CollectionView, styling: Bool) {
        self.view = view
        isStylingEnabled = styling
        dispatcher = view.factory.makeDispatcher()
        onScreen = CellSection(factory: view.factory)
        let settings: TableLayout =
            if case .table(let settings) = view.layout { settings } else { TableLayout() }
        tables = ListTables(settings: settings)
    }

    /// The search text of an item, from its registration.
    func searchText(for item: Any) -> String { dispatcher.searchText(for: item) }

    /// Measures an item appended, if it is a table row whose kind's widths are still measured.
    func measureAppended(_ item: Any, at index: Int) {
        // Items of a type shown by a view model that is not a table row are not dispatched
        // again: a list of a million such items would otherwise make each one's view model twice.
        let itemType = ObjectIdentifier(type(of: item))
        guard !typesWithoutTableRows.contains(itemType) else { return }
        let ambiguousWidth = view.ambiguousWidth
        let isTableRow = try? dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
            result -> Bool? in
            guard let row = result.viewModel as? any TableRowViewModel else {
                // A placeholder says nothing of the type's other items (an optional may be nil).
                return result.placeholder == nil ? false : nil
            }
            tables.measure(row, ambiguousWidth: ambiguousWidth)
            return true
        }
        if isTableRow == false { typesWithoutTableRows.insert(itemType) }
    }

    /// How many of `count` deferred items just appended to make and measure: those within the
    /// look-ahead window of the first deferred items, which opens with the first of them.
    func deferredItemsToMeasure(_ count: Int) -> Int {
        let settings = tables.settings
        let opened = deferredWindow.opened ?? .now
        deferredWindow.opened = opened
        guard ContinuousClock.now - opened < settings.lookAheadTime else { return 0 }
        let measured = min(count, max(0, settings.lookAheadRows - deferredWindow.measured))
        deferredWindow.measured += measured
        return measured
    }

    /// Lets every row on screen go, with its view model (loads are cancelled): the items they
    /// showed are gone.
    func reset() {
        try? onScreen.setItems([])
        onScreenItems = []
        rowOfItem = [:]
        observedRows = [:]
        tables.reset()
        deferredWindow = (nil, 0)
    }

    /// What the row of an item on screen shows; `nil` for an item off screen.
    func onScreenContent(ofItem item: Int) -> DispatchResult? {
        rowOfItem[item].flatMap { onScreen.content(ofRow: $0) }
    }

    /// How many lines a row takes: from its own view model on screen, otherwise from the one the
    /// factory gives; 1 for a placeholder, a skipped model or one refused.
    func measure(_ row: ListModel.Row, in content: ListContent, columns: Int) -> Int {
        switch row {
        case .item(let item):
            if let own = onScreenContent(ofItem: item) {
                return lineCount(of: own.viewModel, columns: columns)
            }
            let location = CellLocation.item(CellIndexPath(item: item))
            return
                (try? dispatcher.withViewModel(for: content.items[item], at: location) {
                    lineCount(of: $0.viewModel, columns: columns)
                }) ?? 1
        case .heading(let section):
            guard let heading = content.headings[section] else { return 0 }
            let location = CellLocation.header(section: section)
            return
                (try? dispatcher.withViewModel(for: heading, at: location) { $0.viewModel?.size.clampedLines })
                ?? 1
        case .tableHeader(let item, let after):
            // A header where a table starts: a table row whose row above is not of its kind.
            guard let kind = tableKind(of: content.items[item], at: item) else { return 0 }
            guard let after, tableKind(of: content.items[after], at: after) == kind else {
                return TableColumnLayout.headerLineCount
            }
            return 0
        }
    }

    /// The lines an item's row takes: a table row's, from its values in its kind's columns.
    private func lineCount(of viewModel: (any CellViewModel)?, columns: Int) -> Int {
        guard let row = viewModel as? any TableRowViewModel else { return viewModel?.size.clampedLines ?? 1 }
        let layout = tables.layout(of: row, width: columns, ambiguousWidth: view.ambiguousWidth)
        return layout.lineCount(of: row.values, ambiguousWidth: view.ambiguousWidth)
    }

    /// The kind of an item's table row, or `nil` for an item that is not one.
    private func tableKind(of item: Any, at index: Int) -> String? {
        try? dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
            ($0.viewModel as? any TableRowViewModel)?.identifier
        }
    }

    /// Sends an action to an item's view model: its row's own while it is on screen, otherwise a
    /// fresh one. Returns what the status line shows: the last event, or the error.
    func send(
        _ action: CellAction, toItem item: Int, at location: CellLocation, in content: ListContent,
        events: (any CellEventSink)?
    ) -> String {
        let recorder = CellEventRecorder()
        do {
            if let row = rowOfItem[item] {
                try onScreen.send(action, toRow: onScreen.rows[row].id, events: recorder)
            } else {
                try view.factory.send(
                    action, to: .item(CellIndexPath(item: 0)),
                    in: SectionedData(items: [content.items[item]]),
                    events: recorder)
            }
        } catch {
            return error.message
        }
        for event in recorder.events {
            var event = event
            event.location = location
            events?.receive(event)
        }
        guard let event = recorder.events.last else { return "\(action)" }
        return event.detail.isEmpty ? event.name : "\(event.name): \(event.detail)"
    }

    // MARK: - Frames

    /// The columns of a list's rows: its width less the gutter.
    static func columns(width: Int, choice: ListModel.Choice) -> Int {
        max(width - gutterWidth(choice), 1)
    }

    /// The gutter before each row: the highlight's `>`, and with marks, the mark's `*`.
    private static func gutterWidth(_ choice: ListModel.Choice) -> Int {
        choice == .multiple ? 3 : 2
    }

    /// The model as a frame: `height` lines, the rows on screen then the status line; the
    /// cursor on the highlighted row's first line, or where typing goes in the query.
    func frame(of model: ListModel, content: ListContent) -> LiveFrame {
        // Each row is measured once a pass; rows that came on screen in the first pass have view
        // models of their own in the second, and are measured from them, as they are drawn.
        func layOut() -> [ListModel.Placed] {
            var heights: [ListModel.Row: Int] = [:]
            let placed = model.layout { row in
                if let height = heights[row] { return height }
                let height = measure(
                    row, in: content, columns: Self.columns(width: model.width, choice: model.choice))
                heights[row] = height
                return height
            }
            keepRows(
                for: placed.compactMap { if case .item(let item) = $0.row { item } else { nil } }, content)
            return placed
        }
        let first = layOut()
        let placed = first.isEmpty ? first : layOut()
        var lines: [[UInt8]] = []
        var selectedLine: Int?
        let query = model.shownSearchQuery
        let gutterWidth = Self.gutterWidth(model.choice)
        let columns = Self.columns(width: model.width, choice: model.choice)
        for row in placed {
            lines.append(contentsOf: repeatElement([], count: max(row.line - lines.count, 0)))
            var canvas: CellCanvas
            var gutter: [UInt8] = Array(repeating: UInt8(ascii: " "), count: gutterWidth)
            switch row.row {
            case .heading(let section):
                canvas = headingCanvas(content.headings[section] ?? "", section: section, columns: columns)
            case .tableHeader(let item, _):
                canvas = tableHeaderCanvas(of: content.items[item], at: item, columns: columns)
            case .item(let item):
                let isSelected = row.position == model.selection
                canvas = itemCanvas(item, content: content, columns: columns, query: query)
                if isSelected {
                    selectedLine = row.line
                    gutter[0] = UInt8(ascii: ">")
                    if isStylingEnabled { canvas = canvas.reversed() }
                }
                if model.isMarked(item) { gutter[1] = UInt8(ascii: "*") }
            }
            for line in 0..<min(canvas.lineCount, row.lines) {
                var bytes = line == 0 ? gutter : Array(repeating: 32, count: gutterWidth)
                // Too narrow for a cell: the gutter alone, cut to the width.
                guard model.width > gutterWidth else {
                    lines.append(Array(bytes.prefix(model.width)))
                    continue
                }
                canvas.appendLine(line, to: &bytes)
                lines.append(bytes)
            }
        }
        let contentHeight = model.contentHeight
        lines = Array(lines.prefix(contentHeight))
        lines.append(contentsOf: repeatElement([], count: contentHeight - lines.count))
        let statusLine = model.height > 1 ? contentHeight : 0
        let counts = Self.counts(of: model)
        if model.height > 1 { lines.append(self.statusLine(of: model, counts: counts)) }
        let cursor: LiveFrame.Cursor
        if model.isEditingQuery && model.height > 1 {
            cursor = StatusLine.typingCursor(
                line: statusLine, typed: String(model.queryText.prefix(model.queryCursor)), counts: counts,
                width: model.width, ambiguousWidth: view.ambiguousWidth)
        } else {
            cursor = LiveFrame.Cursor(line: selectedLine ?? statusLine)
        }
        return LiveFrame(lineBytes: lines, cursor: cursor)
    }

    /// Brings the rows on screen up to these items: rows that stay keep their view models (and
    /// content loads); a new row gets a fresh one.
    private func keepRows(for items: [Int], _ content: ListContent) {
        guard items != onScreenItems else { return }
        do {
            try onScreen.apply(
                ListDiff(values: onScreenItems, to: items), items: items.map { content.items[$0] })
            onScreenItems = items
        } catch {
            // An item no registration takes, under the error policy: each row then draws its own
            // error, as a render pass draws it.
            try? onScreen.setItems([])
            onScreenItems = []
        }
        rowOfItem = Dictionary(uniqueKeysWithValues: onScreenItems.enumerated().map { ($1, $0) })
        let rowIDs = Set(onScreen.rows.map(\.id))
        observedRows = observedRows.filter { rowIDs.contains($0.key) }
    }

    private func headingCanvas(_ heading: Any, section: Int, columns: Int) -> CellCanvas {
        let location = CellLocation.header(section: section)
        do {
            return try dispatcher.withViewModel(for: heading, at: location) {
                canvas(for: $0, at: location, columns: columns, spanning: true, query: nil, observedBy: nil)
            }
        } catch {
            return messageCanvas("[\(error.message)]", columns: columns)
        }
    }

    /// The header of the table an item's row is in: its kind's titles and rule.
    private func tableHeaderCanvas(of item: Any, at index: Int, columns: Int) -> CellCanvas {
        let (tables, ambiguousWidth) = (tables, view.ambiguousWidth)
        let layout = try? dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
            result in
            (result.viewModel as? any TableRowViewModel).map {
                tables.layout(of: $0, width: columns, ambiguousWidth: ambiguousWidth)
            }
        }
        var canvas = CellCanvas(
            columns: columns, lines: TableColumnLayout.headerLineCount, styling: isStylingEnabled,
            ambiguousWidth: ambiguousWidth)
        layout?.drawHeader(in: &canvas)
        return canvas
    }

    /// An item's canvas, drawn from its row's own view model, observed when it is to be observed
    /// again; an item without a row (its registration failed) draws its own error.
    private func itemCanvas(_ item: Int, content: ListContent, columns: Int, query: SearchQuery) -> CellCanvas
    {
        let location = CellLocation.item(CellIndexPath(item: item))
        if let row = rowOfItem[item], let own = onScreen.content(ofRow: row) {
            var binding: CellBinding?
            let id = onScreen.rows[row].id
            if observedRows[id]?.hasChanged ?? true {
                binding = CellBinding(wake: onChange)
                observedRows[id] = binding
            }
            return canvas(
                for: own, at: location, columns: columns, spanning: false, query: query, observedBy: binding)
        }
        do {
            return try dispatcher.withViewModel(for: content.items[item], at: location) {
                canvas(
                    for: $0, at: location, columns: columns, spanning: false, query: query, observedBy: nil)
            }
        } catch {
            return messageCanvas("[\(error.message)]", columns: columns)
        }
    }

    /// What a row or a heading shows, on a canvas: its view model drawn by its cell (across the
    /// columns when it spans them or its size asks for the full width, with the query's matches
    /// highlighted), or the reason there is none. Under observation by `binding`, a change to
    /// anything the cell read of its view model calls the binding.
    private func canvas(
        for content: DispatchResult, at location: CellLocation, columns: Int, spanning: Bool,
        query: SearchQuery?,
        observedBy binding: CellBinding?
    ) -> CellCanvas {
        guard case .viewModel(let viewModel) = content else {
            return messageCanvas(content.placeholder?.text ?? "", columns: columns)
        }
        let (view, styling) = (view, isStylingEnabled)
        if let row = viewModel as? any TableRowViewModel {
            // A table row: its values in its kind's columns, which do not change as it scrolls.
            let layout = tables.layout(of: row, width: columns, ambiguousWidth: view.ambiguousWidth)
            let drawRow = { () -> CellCanvas in
                let values = row.values
                var canvas = CellCanvas(
                    columns: columns,
                    lines: layout.lineCount(of: values, ambiguousWidth: view.ambiguousWidth),
                    styling: styling, ambiguousWidth: view.ambiguousWidth)
                if let query, !query.isEmpty { canvas.highlight = query }
                layout.draw(values, in: &canvas)
                return canvas
            }
            guard let binding else { return drawRow() }
            return withObservationTracking(drawRow) { binding.changed() }
        }
        let drawCell = { () -> CellCanvas in
            let dequeued = view.dequeueCell(for: viewModel, at: location)
            defer { dequeued.pool.enqueue(dequeued.cell) }
            let size = dequeued.viewModel.size
            var canvas = CellCanvas(
                columns: spanning || size.width == .full ? columns : min(size.columns(in: columns), columns),
                lines: size.clampedLines, styling: styling, ambiguousWidth: view.ambiguousWidth)
            if let query, !query.isEmpty { canvas.highlight = query }
            dequeued.cell.draw(in: &canvas)
            return canvas
        }
        guard let binding else { return drawCell() }
        return withObservationTracking(drawCell) { binding.changed() }
    }

    private func messageCanvas(_ text: String, columns: Int) -> CellCanvas {
        var canvas = CellCanvas(columns: columns, lines: 1, styling: isStylingEnabled)
        canvas.write(text, line: 0, style: .dim)
        return canvas
    }

    // MARK: - The status line

    private static let spinner: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The counts at the right of the status line: a spinner while busy, matches over items, as
    /// fzf's `8832/55201`, and the marks.
    private static func counts(of model: ListModel) -> String {
        let spinner = model.isBusy ? Self.spinner[model.spinnerFrame % Self.spinner.count] + " " : ""
        let marked = model.markedCount > 0 ? " (\(model.markedCount))" : ""
        return "\(spinner)\(model.matchCount)/\(model.itemCount)\(marked)"
    }

    /// The bottom line: the query being typed, or the last message, or the keys; then the counts.
    private func statusLine(of model: ListModel, counts: String) -> [UInt8] {
        let message: String
        let style: TextStyle
        if model.isEditingQuery {
            // The cursor is drawn as `_` where typing goes, for terminals that hide their own.
            var shown = Array(model.queryText)
            shown.insert("_", at: min(model.queryCursor, shown.count))
            (message, style) = ("/" + String(shown), .bold)
        } else if !model.status.isEmpty {
            (message, style) = (model.status, .plain)
        } else if !model.queryText.isEmpty {
            (message, style) = ("filter: \(model.queryText) (Esc clears)", .plain)
        } else {
            switch model.choice {
            case .off: (message, style) = ("↑↓ move  Enter select  / filter  q quit", .dim)
            case .single: (message, style) = ("↑↓ move  Enter choose  / filter  q quit", .dim)
            case .multiple: (message, style) = ("↑↓ move  Tab mark  Enter choose  / filter  q quit", .dim)
            }
        }
        return StatusLine.draw(
            message: message, style: style, counts: counts, width: model.width, styling: isStylingEnabled,
            ambiguousWidth: view.ambiguousWidth)
    }
}
