import CellFactory

/// One render of a data source or a stream: dispatch, draw, lay out, and hand bytes to the sink
/// in blocks, or as soon as a live sink's input pauses.
struct RenderPass {
    /// Lends each item's view model, through the factory's public dispatch.
    private var dispatcher: ViewModelDispatcher
    /// Draws what the dispatcher lends; apart from it so that both can be worked on at once.
    private var drawer: RowDrawer

    private static let blockSize = 64 * 1024

    init(view: CollectionView, width: Int, styling: Bool) {
        dispatcher = view.factory.makeDispatcher()
        drawer = RowDrawer(view: view, width: width, styling: styling)
        drawer.composer.output.reserveCapacity(Self.blockSize + 4096)
    }

    /// Draws every header, item and footer of a data source, in order.
    mutating func draw(_ dataSource: some FactoryDataSource, to sink: inout some ByteSink) throws(RenderError)
    {
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

    /// Draws one element of a stream, or writes out what is drawn when the input pauses.
    mutating func draw(
        _ element: ListElement, at location: inout StreamLocation, to sink: inout some ByteSink
    ) throws(RenderError) {
        switch element {
        case .item(let item): try draw(item, at: location.nextItem(), spanning: false, to: &sink)
        case .header(let header): try draw(header, at: location.nextHeader(), spanning: true, to: &sink)
        case .footer(let footer): try draw(footer, at: location.nextFooter(), spanning: true, to: &sink)
        case .pause: try pause(to: &sink)
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
        drawer.composer.finishLine()
        try flush(to: &sink)
        drawer.summary.lineCount = drawer.composer.lineCount
        return drawer.summary
    }

    /// Hands everything drawn, a flow line that is not full included, to the sink: what a render
    /// that stops early has drawn is still the reader's.
    mutating func handOverDrawnRows(to sink: inout some ByteSink) throws(RenderError) {
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
    var composer: LineComposer
    var summary = RenderSummary()

    init(view: CollectionView, width: Int, styling: Bool) {
        self.view = view
        self.width = width
        ambiguousWidth = view.ambiguousWidth
        composer = LineComposer(width: width, layout: view.layout, styling: styling)
    }

    /// Draws a dispatched view model with its cell, or a placeholder, and places it; counts a
    /// skipped item.
    mutating func draw(_ result: DispatchResult, at location: CellLocation, spanning: Bool) {
        guard case .viewModel(let viewModel) = result else {
            summary.skippedCount += 1
            return
        }
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
