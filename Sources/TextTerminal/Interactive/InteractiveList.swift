public import CellFactory
import TextCells

/// A live screen the user browses with keys: a viewport that scrolls, a highlighted row, actions
/// sent to the highlighted row's view model, and a filter typed as the list shows.
///
/// The terminal's counterpart of a table view with a delegate: ↑/↓ (or `k`/`j`), Page Up/Down
/// and Home/End move the selection, Enter sends `CellAction.select` to the selected row's view
/// model (`didSelectItemAt`), and keys the host binds send other actions. What the view models
/// report, and any error, shows in the status line at the bottom. `/` opens the filter line:
/// each keystroke calls the host's filter, which applies the matching items to its sections
/// (`CellSection.apply(_:items:)`), and Esc clears it. `q` or Ctrl-C quits.
///
/// Only the rows in view are laid out and drawn, whatever the length of the sections. The
/// selection follows its row (by `RowID`) when the rows change under it; when the row goes
/// away, the row now at its place is selected.
///
/// ```swift
/// let list = InteractiveList(
///     live: LiveCollectionView(view: view, screen: screen, width: 80), height: 24,
///     bindings: ["v": .vibrate], filter: { text in try screen.filter(text) })
/// _ = list.handle(.down)
/// let frame = try list.frame()        // 24 lines: 23 of rows, then the status line
/// ```
///
/// ``InteractiveTerminal`` runs one on a real terminal; on its own it is a state machine from
/// keys to frames, which is how hosts test it.
@MainActor
public final class InteractiveList {
    /// What the list asks of its runner after a key.
    public enum Response: Hashable, Sendable {
        /// Show the next frame and go on.
        case keepGoing
        /// The user asked to quit.
        case quit
        /// The user chose items, in a `SearchableList` made to choose: its `chosenItems` holds
        /// them.
        case choose
    }

    /// The live view that draws the rows.
    public let live: LiveCollectionView
    /// The height of every frame, in lines, including the status line.
    public private(set) var height: Int
    /// Actions sent to the selected row's view model by plain keys, such as `"v": .vibrate`.
    public var bindings: [Character: CellAction]
    /// Where the events the view models emit for actions also go.
    public var events: (any CellEventSink)?
    /// The selected row, or `nil` when no row can be selected.
    public private(set) var selection: RowID?
    /// The filter typed so far, empty when there is none.
    public private(set) var filterText = ""
    /// Whether keys type into the filter line.
    public private(set) var isEditingFilter = false
    /// The last message of the status line: an event a view model emitted, or an error.
    public private(set) var status = ""

    private let filter: ((String) throws -> Void)?
    private var selectedPosition: ScreenPosition?
    private var top = ScreenPosition(section: 0, row: nil)
    private var topID: RowID?
    /// How many rows the last frame showed whole: the step of Page Up and Page Down.
    private var visibleRowCount = 1

    /// Creates an interactive list.
    ///
    /// - Parameters:
    ///   - live: The live view of the screen to browse; its width is the frames' width.
    ///   - height: The height of every frame, in lines (at least 1), including the status line.
    ///   - bindings: Plain keys that send actions to the selected row's view model. Keys the list
    ///     uses itself (`q`, `j`, `k`, `/`) cannot be bound.
    ///   - events: Where the view models' events also go.
    ///   - filter: Called with the filter's text after each change, empty when it is cleared; it
    ///     applies the matching items to the sections. An error it throws shows in the status
    ///     line. Without it, `/` does nothing.
    public init(
        live: LiveCollectionView, height: Int, bindings: [Character: CellAction] = [:],
        events: (any CellEventSink)? = nil, filter: ((String) throws -> Void)? = nil
    ) {
        self.live = live
        self.height = max(height, 1)
        self.bindings = bindings
        self.events = events
        self.filter = filter
    }

    /// Sets a new size, after the terminal was resized. Rows are measured again at the new width.
    ///
    /// - Parameters:
    ///   - width: The width, in columns.
    ///   - height: The height, in lines (at least 1).
    public func resize(width: Int, height: Int) {
        live.width = width
        self.height = max(height, 1)
    }

    /// The lines that show rows: all but the status line.
    private var contentHeight: Int { height > 1 ? height - 1 : 1 }

    private var sections: [CellSection] { live.screen.sections }

    // MARK: - Keys

    /// Acts on a key.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether to go on or quit.
    public func handle(_ key: Key) -> Response {
        resolvePositions()
        if isEditingFilter, let response = handleFilterKey(key) { return response }
        switch key {
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(visibleRowCount - 1, 1))
        case .pageDown: moveSelection(by: max(visibleRowCount - 1, 1))
        case .home: select(firstSelectable(from: ScreenPosition(section: 0, row: 0), forward: true))
        case .end: select(lastSelectablePosition())
        case .enter: send(.select)
        case .escape: clearFilter()
        case .character("/"):
            if filter != nil { isEditingFilter = true }
        case .paste where filter != nil:
            // Pasted text is something to filter by.
            isEditingFilter = true
            return handleFilterKey(key) ?? .keepGoing
        case .character("q"), .interrupt, .endOfInput: return .quit
        case .character(let character):
            if let action = bindings[character] { send(action) }
        default: break
        }
        return .keepGoing
    }

    /// Keys while the filter line is open; `nil` for keys that act as they do outside it.
    private func handleFilterKey(_ key: Key) -> Response? {
        switch key {
        case .character(let character):
            filterText.append(character)
            runFilter()
        case .paste(let text):
            filterText += Key.queryText(pasted: text)
            runFilter()
        case .backspace:
            guard !filterText.isEmpty else { return .keepGoing }
            filterText.removeLast()
            runFilter()
        case .enter, .tab: isEditingFilter = false
        case .interrupt: return .quit
        default: return nil
        }
        return .keepGoing
    }

    private func clearFilter() {
        let hadFilter = !filterText.isEmpty
        isEditingFilter = false
        filterText = ""
        if hadFilter { runFilter() }
    }

    private func runFilter() {
        do {
            try filter?(filterText)
        } catch {
            status = "filter: \(error)"
        }
    }

    private func send(_ action: CellAction) {
        guard let id = selection, let position = selectedPosition else {
            status = "no row to \(action)"
            return
        }
        let recorder = CellEventRecorder()
        do {
            try sections[position.section].send(action, toRow: id, events: recorder)
            // The section knows only itself: the events get its place on this screen.
            let received = recorder.events.map { event in
                var located = event
                located.location = event.location.map { Self.location($0, inSection: position.section) }
                return located
            }
            for event in received { events?.receive(event) }
            if let event = received.last {
                status = event.detail.isEmpty ? event.name : "\(event.name): \(event.detail)"
            } else {
                status = "\(action)"
            }
        } catch {
            status = error.message
        }
    }

    private static func location(_ location: CellLocation, inSection section: Int) -> CellLocation {
        switch location {
        case .header: .header(section: section)
        case .footer: .footer(section: section)
        case .item(let path): .item(CellIndexPath(item: path.item, section: section))
        }
    }

    // MARK: - Selection

    private func select(_ position: ScreenPosition?) {
        guard let position, let row = row(at: position) else { return }
        // What the status said was about the row left.
        if row.id != selection { status = "" }
        selection = row.id
        selectedPosition = position
    }

    private func moveSelection(by steps: Int) {
        guard var position = selectedPosition else {
            select(firstSelectable(from: ScreenPosition(section: 0, row: 0), forward: true))
            return
        }
        for _ in 0..<abs(steps) {
            guard let next = neighbour(of: position, forward: steps > 0) else { break }
            position = next
        }
        select(position)
    }

    /// The next or previous selectable row, across sections.
    private func neighbour(of position: ScreenPosition, forward: Bool) -> ScreenPosition? {
        let row = (position.row ?? 0) + (forward ? 1 : -1)
        return firstSelectable(from: ScreenPosition(section: position.section, row: row), forward: forward)
    }

    /// The first row from `start` on (or back) that shows a view model, crossing sections.
    private func firstSelectable(from start: ScreenPosition, forward: Bool) -> ScreenPosition? {
        let sections = sections
        var section = start.section
        var row = start.row ?? 0
        while sections.indices.contains(section) {
            let rows = sections[section].rows
            if !forward { row = min(row, rows.count - 1) }
            while rows.indices.contains(row) {
                if sections[section].content(ofRow: row)?.viewModel != nil {
                    return ScreenPosition(section: section, row: row)
                }
                row += forward ? 1 : -1
            }
            section += forward ? 1 : -1
            row = forward ? 0 : .max
        }
        return nil
    }

    private func lastSelectablePosition() -> ScreenPosition? {
        firstSelectable(from: ScreenPosition(section: sections.count - 1, row: .max), forward: false)
    }

    private func row(at position: ScreenPosition) -> CellRow? {
        guard sections.indices.contains(position.section) else { return nil }
        let section = sections[position.section]
        guard let index = position.row else { return section.header }
        return section.rows.indices.contains(index) ? section.rows[index] : nil
    }

    /// Where a header or row is now, searching every section.
    private func position(of id: RowID) -> ScreenPosition? {
        for (index, section) in sections.enumerated() {
            if section.header?.id == id { return ScreenPosition(section: index, row: nil) }
            if let row = section.index(of: id) { return ScreenPosition(section: index, row: row) }
        }
        return nil
    }

    /// Finds the selected row and the top of the viewport again after the rows changed: by
    /// identity, or, for a row that went away, whatever is now at its place.
    private func resolvePositions() {
        if let id = selection, let cached = selectedPosition, row(at: cached)?.id != id {
            if let moved = position(of: id) {
                selectedPosition = moved
            } else {
                selection = nil
                selectedPosition = nil
                select(
                    firstSelectable(from: cached, forward: true)
                        ?? firstSelectable(from: cached, forward: false))
            }
        }
        if selection == nil {
            select(firstSelectable(from: ScreenPosition(section: 0, row: 0), forward: true))
        }
        if let id = topID, row(at: top)?.id != id {
            top = position(of: id) ?? top
        }
        if !sections.indices.contains(top.section) {
            top = ScreenPosition(section: 0, row: nil)
        }
        // A top row that went with rows after it: start from the selection instead.
        if let row = top.row, !sections[top.section].rows.indices.contains(row) {
            top = selectedPosition ?? ScreenPosition(section: top.section, row: nil)
        }
        topID = row(at: top)?.id
    }

    // MARK: - Viewport

    /// Whether `a` comes before `b` in display order (a header before its rows).
    private static func precedes(_ a: ScreenPosition, _ b: ScreenPosition) -> Bool {
        (a.section, a.row ?? -1) < (b.section, b.row ?? -1)
    }

    /// The header, row or line of a flow before a position in display order: in a flow, the
    /// first row of the line that ends just before it, so the viewport scrolls by whole lines.
    private func previousEntry(_ position: ScreenPosition) -> ScreenPosition? {
        if let row = position.row, row > 0 {
            return ScreenPosition(
                section: position.section, row: flowLine(ending: row - 1, in: position.section))
        }
        if position.row != nil, sections[position.section].header != nil {
            return ScreenPosition(section: position.section, row: nil)
        }
        var section = position.section - 1
        while section >= 0 {
            let count = sections[section].rows.count
            if count > 0 { return ScreenPosition(section: section, row: count - 1) }
            if sections[section].header != nil { return ScreenPosition(section: section, row: nil) }
            section -= 1
        }
        return nil
    }

    /// The header, row or line of a flow after a position in display order: in a flow, the first
    /// row of the next line.
    private func nextEntry(_ position: ScreenPosition) -> ScreenPosition? {
        let row = position.row.map { flowLine(starting: $0, in: position.section).upperBound } ?? 0
        if row < sections[position.section].rows.count {
            return ScreenPosition(section: position.section, row: row)
        }
        var section = position.section + 1
        while section < sections.count {
            if sections[section].header != nil { return ScreenPosition(section: section, row: nil) }
            if !sections[section].rows.isEmpty { return ScreenPosition(section: section, row: 0) }
            section += 1
        }
        return nil
    }

    /// The rows of the line that starts at `row`: one row in a list, as many as fit the width in
    /// a flow, placed by the view's own `RowLayout`.
    private func flowLine(starting row: Int, in section: Int) -> Range<Int> {
        let rows = sections[section].rows
        guard case .flow = sections[section].layout else { return row..<row + 1 }
        var layout = RowLayout(width: live.width, layout: sections[section].layout)
        var end = row
        while end < rows.count {
            // A skipped row takes no room, as the view leaves it out.
            if let size = flowSize(ofRow: end, in: section) {
                guard !layout.startsNewLine(columns: size.columns, fullWidth: size.fullWidth) else { break }
                layout.place(columns: size.columns, lines: 1, fullWidth: size.fullWidth, supplementary: false)
            }
            end += 1
        }
        return row..<max(end, row + 1)
    }

    /// The first row of the line that ends at `row`: the same layout, fed the rows back to front.
    private func flowLine(ending row: Int, in section: Int) -> Int {
        let rows = sections[section].rows
        guard case .flow = sections[section].layout, rows.indices.contains(row),
            let last = flowSize(ofRow: row, in: section)
        else {
            return row
        }
        var layout = RowLayout(width: live.width, layout: sections[section].layout)
        layout.place(columns: last.columns, lines: 1, fullWidth: last.fullWidth, supplementary: false)
        var start = row
        while start > 0 {
            // A skipped row takes no room, as the view leaves it out.
            if let size = flowSize(ofRow: start - 1, in: section) {
                guard !layout.startsNewLine(columns: size.columns, fullWidth: size.fullWidth) else { break }
                layout.place(columns: size.columns, lines: 1, fullWidth: size.fullWidth, supplementary: false)
            }
            start -= 1
        }
        return start
    }

    /// A row's width and whether it takes a line of its own, or `nil` for a skipped row.
    private func flowSize(ofRow row: Int, in section: Int) -> (columns: Int, fullWidth: Bool)? {
        guard let size = sections[section].content(ofRow: row)?.viewModel?.size else { return nil }
        return (size.columns(in: live.width), size.width == .full)
    }

    /// The screen laid out from `start` to one line past the viewport, without giving back the
    /// cells of rows left out: enough to tell whether a row shows whole and whether the rows
    /// from `start` overflow the viewport.
    private func probe(from start: ScreenPosition) throws(RenderError) -> ComposedScreen {
        try live.compose(from: start, lineLimit: contentHeight + 1, releasingUnplaced: false)
    }

    /// Whether a probe from `start` shows the selected row whole: or at least from the
    /// viewport's top, when it is taller than the viewport.
    private func showsSelection(_ probe: ComposedScreen, from start: ScreenPosition, selected: RowID) -> Bool
    {
        guard let lines = probe.placements[selected] else { return false }
        return lines.upperBound <= contentHeight || start == selectedPosition
    }

    /// Whether a probe holds more lines than the viewport.
    private func overflows(_ probe: ComposedScreen) -> Bool {
        probe.frame.lines.count > contentHeight
    }

    /// Moves the viewport the least that shows the selected row, by whole rows.
    private func reveal() throws(RenderError) {
        guard let selected = selectedPosition, let id = selection else { return }
        // The selected row's header comes with it when it is the section's first row.
        let topmost =
            selected.row == 0 && sections[selected.section].header != nil
            ? ScreenPosition(section: selected.section, row: nil) : selected
        // Too far to walk row by row: the viewport jumps to the selection.
        let farAway =
            selected.section != top.section || abs((selected.row ?? 0) - (top.row ?? 0)) > contentHeight
        var atTop = try probe(from: top)
        if Self.precedes(topmost, top) {
            if farAway {
                top = topmost
            } else {
                // Back by whole lines, so that a flow keeps the lines it has.
                while Self.precedes(topmost, top), let earlier = previousEntry(top) { top = earlier }
            }
            atTop = try probe(from: top)
        } else if !showsSelection(atTop, from: top, selected: id) {
            if farAway {
                // From the selected row back, while it still shows whole.
                top = selected
                atTop = try probe(from: top)
                while let earlier = previousEntry(top) {
                    let candidate = try probe(from: earlier)
                    guard showsSelection(candidate, from: earlier, selected: id) else { break }
                    (top, atTop) = (earlier, candidate)
                }
            } else {
                while top != selected, let later = nextEntry(top), !Self.precedes(selected, later) {
                    top = later
                    atTop = try probe(from: top)
                    if showsSelection(atTop, from: top, selected: id) { break }
                }
            }
        }
        // At the end of the list, rows above the top fill what would be blank below it.
        while !overflows(atTop), let earlier = previousEntry(top) {
            let candidate = try probe(from: earlier)
            guard !overflows(candidate), showsSelection(candidate, from: earlier, selected: id) else { break }
            (top, atTop) = (earlier, candidate)
        }
        topID = row(at: top)?.id
    }

    // MARK: - Frames

    /// The list as it is now: `height` lines, the rows in view then the status line.
    ///
    /// The frame's cursor is on the first line of the selected row, or, while the filter is
    /// typed, where typing goes on the status line, so that screen readers and magnifiers follow
    /// the selection; with no row selected, at the start of the status line.
    ///
    /// - Throws: `RenderError/invalidWidth(_:)` for a width outside
    ///   `CollectionView/validWidths`.
    public func frame() throws(RenderError) -> LiveFrame {
        resolvePositions()
        try reveal()
        // One line more than shown, as the probes above lay out: the row just below the screen
        // keeps its drawn cell instead of being drawn again on the next frame.
        let composed = try live.compose(from: top, lineLimit: contentHeight + 1, highlight: selection)
        visibleRowCount = max(
            composed.placements.filter { $0.value.upperBound <= contentHeight }.count, 1)
        var lines = Array(composed.frame.lines.prefix(contentHeight))
        lines.append(contentsOf: repeatElement("", count: max(contentHeight - lines.count, 0)))
        if height > 1 { lines.append(statusLine()) }
        let statusLine = height > 1 ? contentHeight : 0
        let cursor: LiveFrame.Cursor
        if isEditingFilter && height > 1 {
            cursor = StatusLine.typingCursor(
                line: statusLine, typed: filterText, counts: statusPlace, width: live.width,
                ambiguousWidth: live.view.ambiguousWidth)
        } else if let selection, let placed = composed.placements[selection],
            placed.lowerBound < contentHeight
        {
            cursor = LiveFrame.Cursor(line: placed.lowerBound)
        } else {
            cursor = LiveFrame.Cursor(line: statusLine)
        }
        return LiveFrame(lines: lines, cursor: cursor)
    }

    /// Where the selection is, at the right of the status line.
    private var statusPlace: String { selectionOrdinal().map { "\($0.index)/\($0.count)" } ?? "0/0" }

    /// The bottom line: the filter being typed, or the last message; and where the selection is.
    private func statusLine() -> String {
        let place = statusPlace
        let message: String
        let style: TextStyle
        if isEditingFilter {
            (message, style) = ("/\(filterText)_", .bold)
        } else if !status.isEmpty {
            (message, style) = (status, .plain)
        } else if !filterText.isEmpty {
            (message, style) = ("filter: \(filterText) (Esc clears)", .plain)
        } else {
            let filterHint = filter == nil ? "" : "  / filter"
            (message, style) = ("↑↓ move  Enter select\(filterHint)  q quit", .dim)
        }
        return StatusLine.draw(
            message: message, style: style, counts: place, width: live.width, styling: live.isStylingEnabled,
            ambiguousWidth: live.view.ambiguousWidth)
    }

    /// The selected row's place among all rows (from 1), and the number of rows.
    private func selectionOrdinal() -> (index: Int, count: Int)? {
        guard let selected = selectedPosition, let row = selected.row else { return nil }
        var before = 0
        var count = 0
        for (index, section) in sections.enumerated() {
            if index < selected.section { before += section.count }
            count += section.count
        }
        return (before + row + 1, count)
    }
}
