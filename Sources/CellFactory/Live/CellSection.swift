import Observation

/// A section whose rows keep their view models: the live counterpart of a data source.
///
/// A screen view model owns its sections, the way a UIKit screen's view model owns its cell
/// view models: it inserts, removes and reloads rows through the section, and a view observes the
/// section (it is `@Observable`) and updates just what changed. Each row gets a fresh view model
/// from the factory when it is inserted, and keeps it until it is removed or reloaded; a view
/// model that adopts ``AsyncContentViewModel`` starts loading then, and its load is cancelled
/// when the row goes away.
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

    /// Replaces every row with rows for new items.
    ///
    /// - Parameter items: The items, of any registered types.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``;
    ///   the section is then unchanged.
    public func setItems(_ items: [Any]) throws(CellFactoryError) {
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        var newRows: [CellRow] = []
        newRows.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            newRows.append(try makeRow(item, at: .item(CellIndexPath(item: index)), using: &dispatcher))
        }
        for row in rows { cancelLoad(of: row.id) }
        rows = newRows
        for row in newRows { startLoad(of: row) }
    }

    /// Sets the header, or removes it with `nil`.
    ///
    /// - Parameter item: The header's model, dispatched like any item.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    public func setHeader(_ item: Any?) throws(CellFactoryError) {
        if let old = header { cancelLoad(of: old.id) }
        guard let item else {
            header = nil
            return
        }
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        let row = try makeRow(item, at: .header(section: 0), using: &dispatcher)
        header = row
        startLoad(of: row)
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
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        let row = try makeRow(item, at: .item(CellIndexPath(item: index)), using: &dispatcher)
        changeRows { $0.insert(row, at: index) }
        startLoad(of: row)
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
        let row = changeRows { $0.remove(at: index) }
        cancelLoad(of: row.id)
        return row.item
    }

    /// Shows a new item in a row: the row keeps its identity and gets a fresh view model.
    ///
    /// - Parameters:
    ///   - index: The row's index.
    ///   - item: The new item.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` for an index with no row,
    ///   ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    public func replace(at index: Int, with item: Any) throws(CellFactoryError) {
        try checkRow(index, "cannot replace")
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        let fresh = try makeRow(item, at: .item(CellIndexPath(item: index)), using: &dispatcher)
        let old = rows[index]
        cancelLoad(of: old.id)
        let row = CellRow(id: old.id, item: item, content: fresh.content, revision: old.revision + 1)
        changeRows { $0[index] = row }
        startLoad(of: row)
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

    /// The one way ``rows`` changes, a row at a time.
    @discardableResult
    func changeRows<Result>(_ change: (inout [CellRow]) -> Result) -> Result {
        change(&rows)
    }

    private func makeRow(_ item: Any, at location: CellLocation, using dispatcher: inout ViewModelDispatcher)
        throws(CellFactoryError) -> CellRow
    {
        CellRow(id: .next(), item: item, content: try dispatcher.dispatch(item, at: location), revision: 0)
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
    func startLoad(of row: CellRow) {
        // The one place a view model is asked whether it loads content: a capability check, as
        // UIKit asks a delegate whether it responds to a selector.
        guard let loader = row.viewModel as? any AsyncContentViewModel else { return }
        let id = row.id
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
