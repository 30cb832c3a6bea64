extension CellEvent {
    /// The name of the event a section sends after ``CellSection/apply(_:items:)`` changed its
    /// rows; the detail counts the deleted, inserted, moved and updated rows.
    public static let rowsChanged = "rowsChanged"
    /// The name of the event a section sends for each item given to
    /// ``CellSection/apply(_:items:)`` whose identity an earlier item of the same list already
    /// had; its location is the item's.
    public static let duplicateIdentity = "duplicateIdentity"
}

extension CellSection {
    /// Shows a new list of items, changing only the rows the diff says changed: the snapshot
    /// update of a diffable data source.
    ///
    /// Compute the diff from the items the rows show now to the new items, with ``ListDiff``
    /// (on any thread: a long list can be diffed away from the main actor), then apply it here in
    /// one step. A kept row keeps its ``RowID`` and its view model, even when it moves, and a load
    /// in flight for an unchanged item goes on. An updated row's view model gets
    /// ``CellViewModel/update(with:)`` with the new item, its content loads again, and a live
    /// view draws the row again. Rows whose items are gone are removed and their loads cancelled;
    /// new items get new rows, whose content starts loading.
    ///
    /// ```swift
    /// let diff = ListDiff(from: shownAlbums, to: searchResults)   // Identifiable & Equatable
    /// try albums.apply(diff, items: searchResults)
    /// shownAlbums = searchResults
    /// ```
    ///
    /// An updated row keeps its view model when the registration that would show the new item
    /// made it, as dispatch would choose; otherwise (the item changed type) it gets a fresh view
    /// model, as ``replace(at:with:)`` gives. Identities that repeat are matched in order and
    /// reported as ``CellEvent/duplicateIdentity`` events; they never crash.
    ///
    /// - Parameters:
    ///   - diff: The changes from the items the rows show now to `items`.
    ///   - items: The new items, in order.
    /// - Throws: ``CellFactoryError/Code/countMismatch`` when the diff was not made from a list as
    ///   long as the rows to a list as long as `items` (a stale diff);
    ///   ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``. The
    ///   section is then unchanged. (A view model whose own `updateData` refuses its new item is
    ///   found only while the rows change, too late to throw: that row shows a placeholder.)
    public func apply<Item>(_ diff: ListDiff, items: [Item]) throws(CellFactoryError) {
        guard diff.oldCount == rows.count, diff.newCount == items.count else {
            throw CellFactoryError(
                .countMismatch,
                "the diff goes from \(diff.oldCount) to \(diff.newCount) items, but the section has "
                    + "\(rows.count) rows and \(items.count) items were given: diff from the items shown now")
        }
        try commit(diff) { items[$0] }
    }

    /// Changes the rows as a diff says, in one step: everything that can fail is done first.
    ///
    /// - Parameters:
    ///   - diff: The changes, from the rows to the new items.
    ///   - item: The new item at an index, boxed only for the rows that need it.
    private func commit(_ diff: ListDiff, item: (Int) -> Any) throws(CellFactoryError) {
        // Read once: each read of an observed property is registered with the observers.
        let oldRows = rows
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        func dispatch(_ index: Int) throws(CellFactoryError) -> (item: Any, content: DispatchResult) {
            let item = item(index)
            return (item, try dispatcher.dispatch(item, at: .item(CellIndexPath(item: index))))
        }
        var inserted: [CellRow] = []
        inserted.reserveCapacity(diff.insertions.count)
        for index in diff.insertions {
            let (item, content) = try dispatch(index)
            inserted.append(CellRow(id: .next(), item: item, content: content, revision: 0))
        }
        // An updated row keeps its view model when the registration that would show the new item
        // made it, as dispatch would choose; otherwise it gets a fresh one.
        var updaters: [Int: (registration: Registration, value: Any)] = [:]
        var replaced: [Int: (item: Any, content: DispatchResult)] = [:]
        for pair in diff.updates {
            if let viewModel = oldRows[pair.old].viewModel,
                let updater = dispatcher.registration(updating: viewModel, with: item(pair.new))
            {
                updaters[pair.new] = updater
            } else {
                replaced[pair.new] = try dispatch(pair.new)
            }
        }

        var newRows: [CellRow] = []
        newRows.reserveCapacity(diff.newCount)
        var started = inserted
        var nextInserted = 0
        var updates = diff.updates[...]
        for (newIndex, oldIndex) in diff.oldIndices.enumerated() {
            guard let oldIndex else {
                newRows.append(inserted[nextInserted])
                nextInserted += 1
                continue
            }
            guard updates.first?.new == newIndex else {
                // Appended straight from the old rows: a kept row is copied once.
                newRows.append(oldRows[oldIndex])
                continue
            }
            updates.removeFirst()
            var row = oldRows[oldIndex]
            row.revision += 1
            if let (item, content) = replaced[newIndex] {
                row.item = item
                row.content = content
            } else if let (registration, value) = updaters[newIndex], let viewModel = row.viewModel {
                row.item = item(newIndex)
                if !registration.update(viewModel, value) {
                    row.content = refused(row.item, at: newIndex, using: &dispatcher)
                }
            }
            // What the row loaded was for the old item: load it again.
            cancelLoad(of: row.id)
            started.append(row)
            newRows.append(row)
        }
        for index in diff.deletions { cancelLoad(of: oldRows[index].id) }
        if !diff.isEmpty { changeRows { $0 = newRows } }
        for row in started { startLoad(of: row) }
        report(diff)
    }

    /// What a row shows when its view model refused the new item (its own `updateData` may): a
    /// fresh dispatch, which tries the other registrations, or a placeholder, since the rows are
    /// already half changed and the `.error` policy cannot throw any more.
    private func refused(_ item: Any, at index: Int, using dispatcher: inout ViewModelDispatcher)
        -> DispatchResult
    {
        let location = CellLocation.item(CellIndexPath(item: index))
        if let content = try? dispatcher.dispatch(item, at: location) { return content }
        return .viewModel(
            PlaceholderViewModel(
                Placeholder(reason: .unregisteredType(TypeName.ofValue(item)), location: location)))
    }

    private func report(_ diff: ListDiff) {
        guard let events else { return }
        for index in diff.duplicatesInNew {
            events.receive(
                CellEvent(
                    CellEvent.duplicateIdentity,
                    detail: "matched in order with the rows of the same identity",
                    location: .item(CellIndexPath(item: index))))
        }
        guard !diff.isEmpty else { return }
        events.receive(
            CellEvent(
                CellEvent.rowsChanged,
                detail: "\(diff.deletions.count) deleted, \(diff.insertions.count) inserted, "
                    + "\(diff.moves.count) moved, \(diff.updates.count) updated"))
    }
}
