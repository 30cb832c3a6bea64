import CellFactory

/// One render of a data source: dispatch, draw, lay out, and hand bytes to the sink in blocks.
struct RenderPass {
    private let view: CollectionView
    private let width: Int
    private let styling: Bool
    private let layout: CollectionLayout
    private let ambiguousWidth: AmbiguousWidth
    private var dispatcher: ViewModelDispatcher
    private let fallbackPlaceholder = PlaceholderViewModel(
        Placeholder(reason: .nilItem, location: .item(CellIndexPath(item: 0)))
    )

    private var composer: LineComposer
    private var summary = RenderSummary()

    private static let blockSize = 64 * 1024

    init(view: CollectionView, width: Int, styling: Bool) {
        self.view = view
        self.width = width
        self.styling = styling
        self.layout = view.layout
        self.ambiguousWidth = view.ambiguousWidth
        dispatcher = view.factory.makeDispatcher()
        composer = LineComposer(width: width, layout: layout, styling: styling)
        composer.output.reserveCapacity(Self.blockSize + 4096)
    }

    mutating func render(_ dataSource: some FactoryDataSource, to sink: inout some ByteSink)
        throws(RenderError)
        -> RenderSummary
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
        composer.finishLine()
        try flush(to: &sink)
        summary.lineCount = composer.lineCount
        summary.skippedCount = dispatcher.skippedCount
        return summary
    }

    /// Dispatches one model, draws its cell and places it.
    private mutating func draw(
        _ model: Any, at location: CellLocation, spanning: Bool, to sink: inout some ByteSink
    )
        throws(RenderError)
    {
        let result: DispatchResult
        do {
            result = try dispatcher.dispatch(model, at: location)
        } catch {
            throw RenderError.dispatch(error)
        }
        guard case .viewModel(let dispatched) = result else { return }
        let dequeued = view.dequeueCell(for: dispatched, at: location, fallback: fallbackPlaceholder)
        let viewModel = dequeued.viewModel
        if viewModel is PlaceholderViewModel { summary.placeholderCount += 1 }
        summary.cellCount += 1

        let size = viewModel.size
        let isFullWidth = spanning || size.width == .full
        let columns = isFullWidth ? width : size.columns(in: width)
        composer.place(
            dequeued, columns: columns, fullWidth: isFullWidth, supplementary: spanning,
            ambiguousWidth: ambiguousWidth)
        if composer.output.count >= Self.blockSize { try flush(to: &sink) }
    }

    private mutating func flush(to sink: inout some ByteSink) throws(RenderError) {
        guard !composer.output.isEmpty else { return }
        do {
            try sink.write(composer.output)
        } catch {
            throw RenderError.output(error)
        }
        composer.output.removeAll(keepingCapacity: true)
    }
}
