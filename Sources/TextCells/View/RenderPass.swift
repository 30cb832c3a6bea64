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

    private var output: [UInt8] = []
    private var summary = RenderSummary()
    /// Canvases of the flow line being filled; the first `rowCount` are in use.
    private var rowCanvases: [CellCanvas] = []
    private var rowCount = 0
    private var rowColumns = 0
    private var hasItemRow = false
    private var rowIsSupplementary = false

    private static let blockSize = 64 * 1024
    private static let newline = UInt8(ascii: "\n")

    init(view: CollectionView, width: Int, styling: Bool) {
        self.view = view
        self.width = width
        self.styling = styling
        self.layout = view.layout
        self.ambiguousWidth = view.ambiguousWidth
        dispatcher = view.factory.makeDispatcher()
        output.reserveCapacity(Self.blockSize + 4096)
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
        endFlowLine()
        try flush(to: &sink)
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
        guard case .viewModel(var viewModel) = result else { return }
        var (pool, cell) = dequeueCell(for: viewModel, at: location)
        if cell == nil {
            viewModel = fallbackPlaceholder
            (pool, cell) = dequeueCell(for: viewModel, at: location)
        }
        if viewModel is PlaceholderViewModel { summary.placeholderCount += 1 }
        summary.cellCount += 1

        let size = viewModel.size
        let isFullWidth = spanning || size.width == .full
        let columns = isFullWidth ? width : size.columns(in: width)
        let canvasIndex = prepareCanvasSlot(columns: columns, fullWidth: isFullWidth)
        rowCanvases[canvasIndex].reset(
            columns: columns, lines: size.clampedLines, styling: styling, ambiguousWidth: ambiguousWidth)
        if let cell {
            cell.draw(in: &rowCanvases[canvasIndex])
            pool.enqueue(cell)
        }
        rowCount = canvasIndex + 1
        rowColumns = rowCount == 1 ? columns : rowColumns + itemSpacing + columns
        rowIsSupplementary = spanning
        if isList || isFullWidth { endFlowLine() }
        if output.count >= Self.blockSize { try flush(to: &sink) }
    }

    /// A cell that can draw the view model, configured; `nil` when none can, after which the
    /// caller draws a placeholder that says why.
    private mutating func dequeueCell(for viewModel: any CellViewModel, at location: CellLocation)
        -> (CellReusePool, (any AnyCellBox)?)
    {
        let isPlaceholder = viewModel is PlaceholderViewModel
        let pool: CellReusePool
        if let registered = view.pool(for: viewModel.identifier) {
            pool = registered
        } else if isPlaceholder {
            pool = view.builtInPlaceholders
        } else {
            fallbackPlaceholder.update(
                with: Placeholder(reason: .missingCell(identifier: viewModel.identifier), location: location))
            return (view.builtInPlaceholders, nil)
        }
        let cell = pool.dequeue()
        if cell.configure(with: viewModel) { return (pool, cell) }
        pool.enqueue(cell)
        if isPlaceholder {
            let builtIn = view.builtInPlaceholders.dequeue()
            _ = builtIn.configure(with: viewModel)
            return (view.builtInPlaceholders, builtIn)
        }
        fallbackPlaceholder.update(
            with: Placeholder(
                reason: .cellCannotDraw(
                    identifier: viewModel.identifier, viewModelType: TypeName.ofValue(viewModel)),
                location: location))
        return (view.builtInPlaceholders, nil)
    }

    private var itemSpacing: Int {
        if case .flow(let flow) = layout { return flow.itemSpacing }
        return 0
    }

    /// The index of the canvas the next cell draws into, ending the flow line first when the
    /// cell does not fit on it.
    private mutating func prepareCanvasSlot(columns: Int, fullWidth: Bool) -> Int {
        if rowCount > 0 && (fullWidth || rowColumns + itemSpacing + columns > width) {
            endFlowLine()
        }
        if rowCount == rowCanvases.count {
            rowCanvases.append(CellCanvas(columns: columns, lines: 1, styling: styling))
        }
        return rowCount
    }

    /// Writes the cells of the current line side by side, as tall as the tallest.
    private mutating func endFlowLine() {
        guard rowCount > 0 else { return }
        // Line spacing separates lines of items; headers and footers sit tight against them.
        if case .flow(let flow) = layout, hasItemRow, !rowIsSupplementary {
            for _ in 0..<flow.lineSpacing { appendNewline() }
        }
        hasItemRow = !rowIsSupplementary
        var height = 0
        for index in 0..<rowCount { height = max(height, rowCanvases[index].lineCount) }
        let listPadding = rowCount == 1 && isList ? width - rowCanvases[0].columns : 0
        for line in 0..<height {
            for index in 0..<rowCount {
                if index > 0 { TextFitter.appendSpaces(itemSpacing, to: &output) }
                rowCanvases[index].appendLine(line, to: &output)
            }
            TextFitter.appendSpaces(listPadding, to: &output)
            appendNewline()
        }
        rowCount = 0
        rowColumns = 0
    }

    private var isList: Bool {
        if case .list = layout { return true }
        return false
    }

    private mutating func appendNewline() {
        output.append(Self.newline)
        summary.lineCount += 1
    }

    private mutating func flush(to sink: inout some ByteSink) throws(RenderError) {
        guard !output.isEmpty else { return }
        do {
            try sink.write(output)
        } catch {
            throw RenderError.output(error)
        }
        output.removeAll(keepingCapacity: true)
    }
}
