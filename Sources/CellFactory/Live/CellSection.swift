import Observation

/// A section whose rows keep their view models: the live counterpart of a data source.
///
/// A screen view model owns its sections, the way a UIKit screen's view model owns its cell
/// view models: it sets, applies, inserts, removes and reloads rows through the section, and a
/// view observes the section (it is `@Observable`) and updates just what changed.
///
/// A row holds its item; its view model is made from the factory the first time a view shows
/// the row (``content(ofRow:)``), as a table view asks only for the cells it shows, and kept until
/// the row is removed or reloaded. So a section of a million items opens as fast as one of a
/// thousand, and makes view models only for the rows someone looked at. A view model that adopts
/// ``AsyncContentViewModel`` starts loading when it is made, and its load is cancelled when the row
/// goes away.
///
/// ```swift
/// let albums = CellSection(factory: factory, layout: .flow)
/// try albums.setItems(catalog.albums)
/// try albums.remove(at: 0)
/// ```
///
/// The section lives on the main actor, like the view that shows it. A bad index is reported
/// as ``CellFactoryError/Code/locationOutOfRange`` and changes nothing.
@MainActor
@Observable
public final class CellSection {
    /// The registry that makes each row's view model.
    @ObservationIgnored public let factory: CollectionFactory
    /// Where a failed content load is reported, as a ``CellEvent/contentLoadFailed`` event.
    @ObservationIgnored public var events: (any CellEventSink)?

    /// The header row, drawn across the full width above the rows, or `nil`.
    public private(set) var header: CellRow?
    /// The rows, in display order.
    public private(set) var rows: [CellRow] = []
    /// How the view places the rows; the owner may switch it at any time.
    public var layout: CollectionLayout
    /// How many rows are still loading their content.
    public private(set) var loadingRowCount = 0

    private struct ContentLoad {
        let token: Int
        let task: Task<Void, Never>
    }

    /// The view models made so far, by row: only rows that were shown or sent an action.
    @ObservationIgnored private var made: [RowID: DispatchResult] = [:]
    @ObservationIgnored private var loads: [RowID: ContentLoad] = [:]
    @ObservationIgnored private var nextLoadToken = 0

    /// Creates an empty section.
    ///
    /// - Parameters:
    ///   - factory: The registry that makes each row's view model.
    ///   - layout: How the view places the rows.
    ///   - events: Where failed content loads are reported.
    public init(
        factory: CollectionFactory, layout: CollectionLayout = .list, events: (any CellEventSink)? = nil
    ) {
        self.factory = factory
        self.layout = layout
        self.events = events
    }

    isolated deinit {
        for load in loads.values { load.task.cancel() }
    }

    /// The number of rows.
    public var count: Int { rows.count }

    /// The index of a row, or `nil` when the section has no such row.
    ///
    /// - Parameter id: The row's identity.
    public func index(of id: RowID) -> Int? {
        rows.firstIndex { $0.id == id }
    }

    /// What the row at an index shows: its view model, made the first time it is asked for, or
    /// why its item is skipped under ``UnregisteredItemPolicy/skip``.
    ///
    /// A view asks for the rows it shows; the view model is then kept while the row exists, and
    /// its content starts loading when it is made. An item that no view model takes (one whose
    /// own `updateData` refuses it) shows a placeholder.
    ///
    /// - Parameter index: The row's index.
    /// - Returns: The row's content, or `nil` when the section has no such row.
    public func content(ofRow index: Int) -> DispatchResult? {
        guard rows.indices.contains(index) else { return nil }
        return content(of: rows[index], at: .item(CellIndexPath(item: index)))
    }

    /// What the header shows, made the first time it is asked for, as ``content(ofRow:)``; `nil`
    /// without a header.
    public func headerContent() -> DispatchResult? {
        guard let header else { return nil }
        return content(of: header, at: .header(section: 0))
    }

    /// Replaces every row with rows for new items.
    ///
    /// - Parameter items: The items, of any registered types.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``
    ///   for an item no view model is registered for; the section is then unchanged.
    public func setItems(_ items: [Any]) throws(CellFactoryError) {
        var checker = factory.makeDispatcher(reusingViewModels: false)
        for (index, item) in items.enumerated() {
            try checker.check(item, at: .item(CellIndexPath(item: index)))
        }
        // Only rows that were shown have anything to forget: not every row of a long list.
        for id in made.keys.filter({ $0 != header?.id }) { forget(id) }
        let first = RowID.reserve(items.count)
        rows = items.enumerated().map { index, item in
            CellRow(id: first.advanced(by: index), item: item, revision: 0)
        }
    }

    /// Sets the header, or removes it with `nil`.
    ///
    /// - Parameter item: The header's model, dispatched like any item.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    public func setHeader(_ item: Any?) throws(CellFactoryError) {
        if let item {
            var checker = factory.makeDispatcher(reusingViewModels: false)
            try checker.check(item, at: .header(section: 0))
        }
        if let old = header { forget(old.id) }
        header = item.map { CellRow(id: .next(), item: $0, revision: 0) }
    }

    /// Inserts a row.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - index: Where, from 0 to ``count``.
    /// - Returns: The new row's identity.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` for an index outside `0...count`,
    ///   ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    @discardableResult
    public func insert(_ item: Any, at index: Int) throws(CellFactoryError) -> RowID {
        guard (0...rows.count).contains(index) else {
            throw outOfRange(index, "cannot insert at", valid: "0...\(rows.count)")
        }
        var checker = factory.makeDispatcher(reusingViewModels: false)
        try checker.check(item, at: .item(CellIndexPath(item: index)))
        let row = CellRow(id: .next(), item: item, revision: 0)
        rows.insert(row, at: index)
        return row.id
    }

    /// Appends a row.
    ///
    /// - Parameter item: The item.
    /// - Returns: The new row's identity.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    @discardableResult
    public func append(_ item: Any) throws(CellFactoryError) -> RowID {
        try insert(item, at: rows.count)
    }

    /// Removes a row and cancels its content load.
    ///
    /// - Parameter index: The row's index.
    /// - Returns: The removed row's item.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` for an index with no row.
    @discardableResult
    public func remove(at index: Int) throws(CellFactoryError) -> Any {
        try checkRow(index, "cannot remove")
        let row = rows.remove(at: index)
        forget(row.id)
        return row.item
    }

    /// Shows a new item in a row: the row keeps its identity and gets a fresh view model when it
    /// is next shown.
    ///
    /// - Parameters:
    ///   - index: The row's index.
    ///   - item: The new item.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` for an index with no row,
    ///   ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    public func replace(at index: Int, with item: Any) throws(CellFactoryError) {
        try checkRow(index, "cannot replace")
        var checker = factory.makeDispatcher(reusingViewModels: false)
        try checker.check(item, at: .item(CellIndexPath(item: index)))
        let old = rows[index]
        forget(old.id)
        rows[index] = CellRow(id: old.id, item: item, revision: old.revision + 1)
    }

    /// Reloads a row (`reloadItems(at:)`): a fresh view model for the same item, so a model
    /// changed in place shows its new state and the row's content loads again.
    ///
    /// - Parameter index: The row's index.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` for an index with no row.
    public func reload(at index: Int) throws(CellFactoryError) {
        try checkRow(index, "cannot reload")
        try replace(at: index, with: rows[index].item)
    }

    /// Waits until every content load started so far has finished or been cancelled.
    public func waitForContent() async {
        while let load = loads.values.first {
            await load.task.value
        }
    }

    /// The rows, replaced by an apply in one step.
    func replaceRows(_ newRows: [CellRow]) {
        rows = newRows
    }

    /// The content of a row (or the header), made and kept on first use; its load starts then.
    func content(of row: CellRow, at location: CellLocation) -> DispatchResult {
        if let kept = made[row.id] { return kept }
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        // Under the error policy the item was checked when it came, so only a view model that
        // refuses its value is left: it shows a placeholder, as a read cannot throw.
        let content =
            (try? dispatcher.dispatch(row.item, at: location))
            ?? .viewModel(
                PlaceholderViewModel(
                    Placeholder(reason: .unregisteredType(TypeName.ofValue(row.item)), location: location)))
        made[row.id] = content
        startLoad(of: row.id, content: content)
        return content
    }

    /// How many rows have a view model: the rows shown or sent an action so far.
    package var madeViewModelCount: Int { made.count }

    /// The content made for a row (a view model, or a skip), if any was.
    func madeContent(of id: RowID) -> DispatchResult? {
        made[id]
    }

    /// Drops the view model made for a row, and cancels its load: the row is gone, or will get a
    /// fresh view model.
    func forget(_ id: RowID) {
        made[id] = nil
        cancelLoad(of: id)
    }

    private func checkRow(_ index: Int, _ what: String) throws(CellFactoryError) {
        guard rows.indices.contains(index) else {
            throw outOfRange(index, what, valid: rows.isEmpty ? "none" : "0..<\(rows.count)")
        }
    }

    private func outOfRange(_ index: Int, _ what: String, valid: String) -> CellFactoryError {
        CellFactoryError(
            .locationOutOfRange,
            "\(what) row \(index): the section has \(rows.count) rows (valid: \(valid))",
            location: .item(CellIndexPath(item: index))
        )
    }
}

// Content loading: one task per row whose view model loads content, cancelled with the row.
extension CellSection {
    /// Starts loading a row's content, when its view model loads any.
    func startLoad(of id: RowID, content: DispatchResult) {
        // The one place a view model is asked whether it loads content: a capability check, as
        // UIKit asks a delegate whether it responds to a selector.
        guard let loader = content.viewModel as? any AsyncContentViewModel else { return }
        cancelLoad(of: id)
        nextLoadToken += 1
        let token = nextLoadToken
        let task = Task { [weak self] in
            do {
                try await loader.loadContent()
            } catch {
                if !Task.isCancelled && !(error is CancellationError) {
                    self?.reportLoadFailure(error, of: id)
                }
            }
            self?.finishLoad(of: id, token: token)
        }
        loads[id] = ContentLoad(token: token, task: task)
        loadingRowCount += 1
    }

    func cancelLoad(of id: RowID) {
        guard let load = loads.removeValue(forKey: id) else { return }
        load.task.cancel()
        loadingRowCount -= 1
    }

    private func finishLoad(of id: RowID, token: Int) {
        // A load replaced by a reload finishes under an old token and must not end the new one.
        guard loads[id]?.token == token else { return }
        loads[id] = nil
        loadingRowCount -= 1
    }

    private func reportLoadFailure(_ error: any Error, of id: RowID) {
        let location: CellLocation
        if header?.id == id {
            location = .header(section: 0)
        } else if let index = index(of: id) {
            location = .item(CellIndexPath(item: index))
        } else {
            return
        }
        events?.receive(CellEvent(CellEvent.contentLoadFailed, detail: "\(error)", location: location))
    }
}
