public import CellFactory
import Observation
import TextCells

/// Shows a screen view model that changes: each frame redraws only the rows that changed.
///
/// The live counterpart of `CollectionView`, whose registered cells it uses. It keeps a cell
/// and a drawn canvas for every row the last frame showed; rows past a frame's line limit, or
/// gone, give their cells back to the pools once the frame is laid out. Each cell draws inside
/// `withObservationTracking`, so the view learns when anything the cell read of its view model
/// changes (the view model must be `@Observable` for that); only that row is drawn again. It also
/// observes the screen's sections, rows, layouts and state, and lays the frame out again when
/// they change, drawing only rows that are new or reloaded.
///
/// ```swift
/// let live = LiveCollectionView(view: view, screen: screen, width: 80)
/// var writer = FrameWriter(mode: .inPlace(height: 24))
/// try await live.present(using: &writer, to: &output)
/// ```
///
/// Every change is announced on ``changes``; ``frame(lineLimit:)`` then gives the new state.
@MainActor
public final class LiveCollectionView {
    /// The view whose registered cells draw the rows.
    public let view: CollectionView
    /// The screen shown.
    public let screen: any ScreenViewModel
    /// The width of every frame, in columns, within `CollectionView/validWidths`.
    public var width: Int
    /// Whether frames hold style escape sequences.
    public var isStylingEnabled: Bool
    /// How many times a cell has drawn a row, over all frames: a changed row adds one.
    package private(set) var cellDrawCount = 0
    /// Yields after each change to the screen, its sections or a drawn view model.
    ///
    /// Changes that come quickly are coalesced: one element may stand for several.
    public let changes: AsyncStream<Void>

    /// Where changes are announced: the other end of ``changes``.
    private let changed: AsyncStream<Void>.Continuation
    private var drawnRows: [RowID: DrawnRow] = [:]
    private var structureBinding: CellBinding?

    /// A row's cell, kept for as long as the row is shown, and what it drew.
    private struct DrawnRow {
        /// The cell that drew the row; `nil` for a table row, which the view draws itself.
        var dequeued: DequeuedCell?
        var canvas: CellCanvas
        var fullWidth: Bool
        var revision: Int
        /// What the canvas was drawn for; a row drawn for other settings is drawn again.
        var settings: DrawSettings
        let binding: CellBinding
    }

    /// The view's settings that shape a drawn canvas.
    private struct DrawSettings: Equatable {
        var width: Int
        var styling: Bool
        var ambiguousWidth: AmbiguousWidth
        /// The columns of a table row's kind, in a table section.
        var table: TableColumnLayout?
    }

    private var drawSettings: DrawSettings {
        DrawSettings(width: width, styling: isStylingEnabled, ambiguousWidth: view.ambiguousWidth)
    }

    /// What a frame reads of the screen, read under observation.
    private struct Structure {
        struct Section {
            /// Where the rows' view models are made, outside observation.
            let section: CellSection
            var header: CellRow?
            var rows: [CellRow]
            var layout: CollectionLayout
        }

        var isLoading: Bool
        var error: ScreenError?
        var sections: [Section]
    }

    /// Creates a live view of a screen.
    ///
    /// - Parameters:
    ///   - view: The view whose registered cells draw the rows.
    ///   - screen: The screen to show.
    ///   - width: The width of every frame.
    ///   - styling: Whether frames hold style escape sequences.
    public init(view: CollectionView, screen: any ScreenViewModel, width: Int, styling: Bool = false) {
        self.view = view
        self.screen = screen
        self.width = width
        self.isStylingEnabled = styling
        // One pending announcement is enough: the next frame shows every change since.
        (changes, changed) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    isolated deinit {
        changed.finish()
        for row in drawnRows.values { release(row) }
    }

    /// The screen as it is now, drawing again only the rows that changed since the last frame.
    ///
    /// With a line limit, only the rows that reach the first `lineLimit` lines are laid out and
    /// drawn, however long the sections are: what a terminal of that height can show. Cells of
    /// rows left out go back to their pools.
    ///
    /// - Parameter lineLimit: How many lines to compose at most, or `nil` for the whole screen.
    /// - Returns: The lines of the screen: a loading or error line when there is one, then each
    ///   section in its own layout.
    /// - Throws: `RenderError/invalidWidth(_:)` for a width outside
    ///   `CollectionView/validWidths`.
    public func frame(lineLimit: Int? = nil) throws(RenderError) -> LiveFrame {
        guard CollectionView.validWidths.contains(width) else { throw RenderError.invalidWidth(width) }
        let structure = observeStructure()
        let limit = max(lineLimit ?? .max, 0)
        var output: [UInt8] = []
        var lineCount = 0
        if structure.isLoading {
            appendStatus("Loading…", style: .dim, to: &output)
            lineCount += 1
        }
        if let error = structure.error {
            appendStatus(error.description, style: TextStyle(bold: true, foreground: .red), to: &output)
            lineCount += 1
        }
        var placed: Set<RowID> = []
        sections: for (index, section) in structure.sections.enumerated() {
            var composer = LineComposer(width: width, layout: section.layout, styling: isStylingEnabled)
            defer {
                composer.finishLine()
                output.append(contentsOf: composer.output)
                lineCount += composer.lineCount
            }
            if let header = section.header {
                guard lineCount + composer.lineCount < limit else { break sections }
                place(
                    header, showing: section.section.headerContent(), at: .header(section: index),
                    spanning: true,
                    into: &composer)
                placed.insert(header.id)
            }
            // In a table, the rows of a kind share the widths of all of them, under a header.
            let tables = tableLayouts(of: section)
            var runKind: String?
            for (item, row) in section.rows.enumerated() {
                guard lineCount + composer.lineCount < limit else { break sections }
                let location = CellLocation.item(CellIndexPath(item: item, section: index))
                let content = section.section.content(ofRow: item)
                let kind = (content?.viewModel as? any TableRowViewModel)?.identifier
                let table = kind.flatMap { tables[$0] }
                if let table, kind != runKind {
                    composer.place(
                        columns: width, lines: TableColumnLayout.headerLineCount, fullWidth: true,
                        supplementary: false, ambiguousWidth: view.ambiguousWidth
                    ) { table.drawHeader(in: &$0) }
                    guard lineCount + composer.lineCount < limit else { break sections }
                }
                // A row that shows nothing (its item is skipped) leaves the run as it is.
                if content?.viewModel != nil { runKind = table == nil ? nil : kind }
                place(row, showing: content, at: location, spanning: false, table: table, into: &composer)
                placed.insert(row.id)
            }
        }
        // Rows that are gone, or outside the limit, give their cells back.
        for (id, row) in drawnRows where !placed.contains(id) {
            release(row)
            drawnRows[id] = nil
        }
        let frame = LiveFrame(composed: output)
        return frame.lineBytes.count > limit
            ? LiveFrame(lineBytes: Array(frame.lineBytes.prefix(limit))) : frame
    }

    /// The layout of each kind of table row in a table section, from all its rows' items: read
    /// through a dispatcher of its own, so that rows off screen make no view model of their own.
    private func tableLayouts(of section: Structure.Section) -> [String: TableColumnLayout] {
        guard case .table(let settings) = section.layout else { return [:] }
        var widths: [String: TableContentWidths] = [:]
        var dispatcher = view.factory.makeDispatcher()
        let ambiguousWidth = view.ambiguousWidth
        for (index, row) in section.rows.enumerated() {
            let location = CellLocation.item(CellIndexPath(item: index))
            _ = try? dispatcher.withViewModel(for: row.item, at: location) { result in
                guard let row = result.viewModel as? any TableRowViewModel else { return }
                widths[
                    row.identifier,
                    default: TableContentWidths(columns: row.columns, ambiguousWidth: ambiguousWidth)
                ]
                .measure(row.values)
            }
        }
        return widths.mapValues { $0.layout(width: width, spacing: settings.columnSpacing) }
    }

    private func observeStructure() -> Structure {
        // The last observation stays armed until something it read changes: observing again
        // before that would only pile up registrations, one set per frame.
        if let binding = structureBinding, !binding.hasChanged { return readStructure() }
        structureBinding?.cancel()
        let changed = changed
        let binding = CellBinding { changed.yield() }
        structureBinding = binding
        return withObservationTracking {
            readStructure()
        } onChange: {
            binding.changed()
        }
    }

    private func readStructure() -> Structure {
        Structure(
            isLoading: screen.isLoading,
            error: screen.error,
            sections: screen.sections.map { section in
                // Read so that a finished load wakes a host waiting for the screen to settle.
                _ = section.loadingRowCount
                return Structure.Section(
                    section: section, header: section.header, rows: section.rows, layout: section.layout)
            }
        )
    }

    /// Places a row, drawing it first unless its drawn canvas is still current; a row whose item
    /// is skipped takes no place.
    private func place(
        _ row: CellRow, showing content: DispatchResult?, at location: CellLocation, spanning: Bool,
        table: TableColumnLayout? = nil, into composer: inout LineComposer
    ) {
        guard let viewModel = content?.viewModel else { return }
        var settings = drawSettings
        settings.table = table
        let drawn: DrawnRow
        if let kept = drawnRows[row.id], !kept.binding.hasChanged, kept.revision == row.revision,
            kept.settings == settings
        {
            drawn = kept
        } else {
            drawn = draw(row, viewModel: viewModel, at: location, spanning: spanning, settings: settings)
            drawnRows[row.id] = drawn
        }
        _ = composer.place(
            columns: drawn.canvas.columns, lines: drawn.canvas.lineCount, fullWidth: drawn.fullWidth,
            supplementary: spanning, ambiguousWidth: view.ambiguousWidth
        ) { $0 = drawn.canvas }
    }

    /// Draws a row with a cell from the pool, observing what the cell reads.
    private func draw(
        _ row: CellRow, viewModel: any CellViewModel, at location: CellLocation, spanning: Bool,
        settings: DrawSettings
    ) -> DrawnRow {
        let previous = drawnRows[row.id]
        if let previous { release(previous) }
        let changed = changed
        let binding = CellBinding { changed.yield() }
        var canvas = previous?.canvas ?? CellCanvas(columns: 1, lines: 1)
        if let layout = settings.table, let tableRow = viewModel as? any TableRowViewModel {
            // A table row in a table section: its values in its kind's columns.
            withObservationTracking {
                let values = tableRow.values
                canvas.reset(
                    columns: settings.width,
                    lines: layout.lineCount(of: values, ambiguousWidth: settings.ambiguousWidth),
                    styling: settings.styling, ambiguousWidth: settings.ambiguousWidth)
                layout.draw(values, in: &canvas)
            } onChange: {
                binding.changed()
            }
            cellDrawCount += 1
            return DrawnRow(
                dequeued: nil, canvas: canvas, fullWidth: true, revision: row.revision, settings: settings,
                binding: binding)
        }
        let (dequeued, fullWidth) = withObservationTracking {
            let dequeued = view.dequeueCell(for: viewModel, at: location)
            let size = dequeued.viewModel.size
            let fullWidth = spanning || size.width == .full
            canvas.reset(
                columns: fullWidth ? settings.width : size.columns(in: settings.width),
                lines: size.clampedLines,
                styling: settings.styling, ambiguousWidth: settings.ambiguousWidth)
            dequeued.cell.draw(in: &canvas)
            return (dequeued, fullWidth)
        } onChange: {
            binding.changed()
        }
        dequeued.cell.bind(binding)
        cellDrawCount += 1
        return DrawnRow(
            dequeued: dequeued, canvas: canvas, fullWidth: fullWidth, revision: row.revision,
            settings: settings, binding: binding)
    }

    private func release(_ row: DrawnRow) {
        guard let dequeued = row.dequeued else {
            row.binding.cancel()
            return
        }
        dequeued.cell.unbind()
        dequeued.pool.enqueue(dequeued.cell)
    }

    private func appendStatus(_ text: String, style: TextStyle, to output: inout [UInt8]) {
        var canvas = CellCanvas(
            columns: width, lines: 1, styling: isStylingEnabled, ambiguousWidth: view.ambiguousWidth)
        canvas.write(text, line: 0, style: style)
        canvas.appendLine(0, to: &output)
        output.append(UInt8(ascii: "\n"))
    }
}
