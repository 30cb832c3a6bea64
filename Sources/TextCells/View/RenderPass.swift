import CellFactory

/// One render of a data source or a stream: dispatch, draw, lay out, and hand bytes to the sink
/// in blocks, or as soon as a live sink's input pauses.
struct RenderPass {
    /// Lends each item's view model, through the factory's public dispatch.
    private var dispatcher: ViewModelDispatcher
    /// Draws what the dispatcher lends; apart from it so that both can be worked on at once.
    private var drawer: RowDrawer

    /// The models of a stream's look-ahead window, held until the widths of the table rows in
    /// it are settled; `nil` when no window is open.
    private var window: [(model: Any, location: CellLocation, spanning: Bool)]?
    private var windowOpened = ContinuousClock.now

    private static let blockSize = 64 * 1024

    init(view: CollectionView, width: Int, styling: Bool) {
        dispatcher = view.factory.makeDispatcher()
        drawer = RowDrawer(view: view, width: width, styling: styling)
        drawer.composer.output.reserveCapacity(Self.blockSize + 4096)
    }

    /// Draws every header, item and footer of a data source, in order.
    mutating func draw(_ dataSource: some FactoryDataSource, to sink: inout some ByteSink) throws(RenderError)
    {
        if drawer.tables != nil {
            // Widths from every row: a first pass measures them all.
            // An item the factory refuses is measured as nothing: drawing it reports the error.
            forEachItem(of: dataSource) { item, location in _ = try? measure(item, at: location) }
            drawer.tables?.settle()
        }
        let sections = max(dataSource.numberOfSections, 0)
        for section in 0..<sections {
            if let header = dataSource.header(inSection: section) {
                try draw(header, at: .header(section: section), spanning: true, to: &sink)
            }
            let items = max(dataSource.numberOfItems(inSection: section), 0)
            for item in 0..<items {
                let indexPath = CellIndexPath(item: item, section: section)
                try draw(dataSource.item(at: indexPath), at: .item(indexPath), spanning: false, to: &sink)
            }
            if let footer = dataSource.footer(inSection: section) {
                try draw(footer, at: .footer(section: section), spanning: true, to: &sink)
            }
        }
    }

    /// Calls `body` with every item of a data source and its location.
    private func forEachItem(of dataSource: some FactoryDataSource, _ body: (Any, CellLocation) -> Void) {
        for section in 0..<max(dataSource.numberOfSections, 0) {
            for item in 0..<max(dataSource.numberOfItems(inSection: section), 0) {
                let indexPath = CellIndexPath(item: item, section: section)
                body(dataSource.item(at: indexPath), .item(indexPath))
            }
        }
    }

    /// Measures an item's table row, if it is one whose kind's widths are not settled; `true`
    /// when it was measured. An item the factory refuses throws, as drawing it would.
    private mutating func measure(_ item: Any, at location: CellLocation) throws(CellFactoryError) -> Bool {
        try dispatcher.withViewModel(for: item, at: location) { result -> Bool in
            guard let row = result.viewModel as? any TableRowViewModel else { return false }
            return drawer.tables?.measure(row) ?? false
        }
    }

    /// Draws one element of a stream, or writes out what is drawn when the input pauses.
    mutating func draw(
        _ element: consuming ListElement, at location: inout StreamLocation, to sink: inout some ByteSink
    ) throws(RenderError) {
        let at: CellLocation
        let model: Any
        // Headers and footers span the width of the list.
        let spanning: Bool
        // Taken apart, not copied: a copy of the model would retain what it holds.
        switch consume element {
        case .pause:
            // A reader waiting on a terminal or a pipe sees the rows a table's window holds.
            if sink.isLive { try closeWindow(to: &sink) }
            try pause(to: &sink)
            return
        case .item(let item): (at, model, spanning) = (location.nextItem(), item, false)
        case .header(let header): (at, model, spanning) = (location.nextHeader(), header, true)
        case .footer(let footer): (at, model, spanning) = (location.nextFooter(), footer, true)
        }
        guard let settings = drawer.tables?.settings else {
            try draw(model, at: at, spanning: spanning, to: &sink)
            return
        }
        // A table: rows of a kind whose widths are not settled open a look-ahead window, which
        // holds every element until it closes.
        if !spanning {
            let measured: Bool
            do {
                measured = try measure(model, at: at)
            } catch {
                // A refused item stops the render where it arrives: the rows held before it are
                // drawn, and drawing it reports the error.
                try closeWindow(to: &sink)
                try draw(model, at: at, spanning: spanning, to: &sink)
                return
            }
            if measured, window == nil {
                window = []
                windowOpened = .now
            }
        }
        guard window != nil else {
            try draw(model, at: at, spanning: spanning, to: &sink)
            return
        }
        window?.append((model, at, spanning))
        if (window?.count ?? 0) >= settings.lookAheadRows
            || ContinuousClock.now - windowOpened >= settings.lookAheadTime
        {
            try closeWindow(to: &sink)
        }
    }

    /// Settles the widths of the rows in the look-ahead window and draws its elements.
    private mutating func closeWindow(to sink: inout some ByteSink) throws(RenderError) {
        guard let held = window else { return }
        window = nil
        drawer.tables?.settle()
        for (model, location, spanning) in held {
            try draw(model, at: location, spanning: spanning, to: &sink)
        }
    }

    /// The input paused: a live sink gets everything drawn, a flow line that is not full included.
    mutating func pause(to sink: inout some ByteSink) throws(RenderError) {
        guard sink.isLive else { return }
        drawer.composer.finishLine()
        try writeDrawnRows(to: &sink)
    }

    /// Hands the rows drawn so far to the sink, if it is live; a flow line that is not full stays
    /// for the next items.
    mutating func writeDrawnRows(to sink: inout some ByteSink) throws(RenderError) {
        guard sink.isLive else { return }
        try flush(to: &sink)
    }

    /// Ends the render: writes the last line and hands the rest of the bytes to the sink.
    mutating func finish(to sink: inout some ByteSink) throws(RenderError) -> RenderSummary {
        try closeWindow(to: &sink)
        drawer.composer.finishLine()
        try flush(to: &sink)
        drawer.summary.lineCount = drawer.composer.lineCount
        return drawer.summary
    }

    /// Hands everything drawn, a flow line that is not full included, to the sink: what a render
    /// that stops early has drawn is still the reader's.
    mutating func handOverDrawnRows(to sink: inout some ByteSink) throws(RenderError) {
        try closeWindow(to: &sink)
        drawer.composer.finishLine()
        try flush(to: &sink)
    }

    /// Dispatches one model, draws its cell and places it.
    private mutating func draw(
        _ model: Any, at location: CellLocation, spanning: Bool, to sink: inout some ByteSink
    )
        throws(RenderError)
    {
        do {
            try Self.dispatch(model, at: location, spanning: spanning, with: &dispatcher, to: &drawer)
        } catch {
            // The rows drawn before the refused item are output the reader should still get.
            try handOverDrawnRows(to: &sink)
            throw RenderError.dispatch(error)
        }
        if drawer.composer.output.count >= Self.blockSize { try flush(to: &sink) }
    }

    /// Lends the model's view model from the dispatcher to the drawer: two parts of the pass,
    /// passed apart so that the closure reaches one while the other is at work.
    private static func dispatch(
        _ model: Any, at location: CellLocation, spanning: Bool,
        with dispatcher: inout ViewModelDispatcher, to drawer: inout RowDrawer
    ) throws(CellFactoryError) {
        try dispatcher.withViewModel(for: model, at: location) { result in
            drawer.draw(result, at: location, spanning: spanning)
        }
    }

    private mutating func flush(to sink: inout some ByteSink) throws(RenderError) {
        guard !drawer.composer.output.isEmpty else { return }
        do {
            try sink.write(drawer.composer.output)
        } catch {
            throw RenderError.output(error)
        }
        drawer.composer.output.removeAll(keepingCapacity: true)
    }
}

/// What a render pass draws with: the view's cells and the line composer, which holds the
/// render's one buffer, handed to the sink in blocks.
private struct RowDrawer {
    let view: CollectionView
    let width: Int
    let ambiguousWidth: AmbiguousWidth
    let styling: Bool
    var composer: LineComposer
    var summary = RenderSummary()
    /// The table rows' widths and run, in a table layout; `nil` in a list or a flow.
    var tables: TableRows?

    init(view: CollectionView, width: Int, styling: Bool) {
        self.view = view
        self.width = width
        ambiguousWidth = view.ambiguousWidth
        self.styling = styling
        composer = LineComposer(width: width, layout: view.layout, styling: styling)
        if case .table(let settings) = view.layout {
            tables = TableRows(width: width, settings: settings, ambiguousWidth: view.ambiguousWidth)
        }
    }

    /// Draws a table row in a table: with its kind's widths, under a header when the kind
    /// changes.
    mutating func draw(_ row: any TableRowViewModel) {
        // Worked on in place: a copy taken out and put back would retain and release its tables.
        let values = row.values
        guard
            let (layout, header) = tables?.layout(
                of: row, kind: row.identifier, values: values, styling: styling)
        else { return }
        summary.cellCount += 1
        if let header { composer.placeComposed(header, lines: TableColumnLayout.headerLineCount) }
        composer.place(
            columns: width, lines: layout.lineCount(of: values, ambiguousWidth: ambiguousWidth),
            fullWidth: true,
            supplementary: false, ambiguousWidth: ambiguousWidth
        ) { layout.draw(values, in: &$0) }
    }

    /// Draws a dispatched view model with its cell, or a placeholder, and places it; counts a
    /// skipped item.
    mutating func draw(_ result: DispatchResult, at location: CellLocation, spanning: Bool) {
        guard case .viewModel(let viewModel) = result else {
            summary.skippedCount += 1
            return
        }
        // In a table, a table row takes its kind's widths; in a list or a flow, or as a header or
        // a footer, its cell draws it alone.
        if !spanning, tables != nil, let row = viewModel as? any TableRowViewModel {
            draw(row)
            return
        }
        // Any other row ends a run of table rows: the next one shows its header again.
        tables?.runKind = nil
        let dequeued = view.dequeueCell(for: viewModel, at: location)
        defer { dequeued.pool.enqueue(dequeued.cell) }
        summary.cellCount += 1
        if dequeued.isPlaceholder { summary.placeholderCount += 1 }
        let size = dequeued.viewModel.size
        let isFullWidth = spanning || size.width == .full
        composer.place(
            columns: isFullWidth ? width : size.columns(in: width), lines: size.clampedLines,
            fullWidth: isFullWidth, supplementary: spanning, ambiguousWidth: ambiguousWidth
        ) { canvas in dequeued.cell.draw(in: &canvas) }
    }
}
