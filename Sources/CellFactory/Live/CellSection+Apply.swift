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
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        for index in diff.insertions {
            try dispatcher.check(item(index), at: .item(CellIndexPath(item: index)))
        }
        for pair in diff.updates {
            try dispatcher.check(item(pair.new), at: .item(CellIndexPath(item: pair.new)))
        }
        // Read once: each read of an observed property is registered with the observers.
        let oldRows = rows
        let firstInserted = RowID.reserve(diff.insertions.count)
        var newRows: [CellRow] = []
        newRows.reserveCapacity(diff.newCount)
        var nextInserted = 0
        var updates = diff.updates[...]
        for (newIndex, oldIndex) in diff.oldIndices.enumerated() {
            guard let oldIndex else {
                newRows.append(
                    CellRow(id: firstInserted.advanced(by: nextInserted), item: item(newIndex), revision: 0))
                nextInserted += 1
                continue
            }
            guard updates.first?.new == newIndex else {
                newRows.append(oldRows[oldIndex])
                continue
            }
            updates.removeFirst()
            var row = oldRows[oldIndex]
            row.item = item(newIndex)
            row.revision += 1
            update(row, from: oldRows[oldIndex].item, using: &dispatcher)
            newRows.append(row)
        }
        for index in diff.deletions { forget(oldRows[index].id) }
        if !diff.isEmpty { replaceRows(newRows) }
        report(diff)
    }

    /// Shows an updated row's new item with the view model it has, when the registration that
    /// would show the new item made it, as dispatch would choose; its content loads again, as
    /// what it loaded was for the old item. Otherwise the row gets a fresh view model when it is
    /// next shown: a row skipped for its old item is dispatched again.
    private func update(_ row: CellRow, from previous: Any, using dispatcher: inout ViewModelDispatcher) {
        guard let content = madeContent(of: row.id) else { return }
        guard let viewModel = content.viewModel else {
            forget(row.id)
            return
        }
        guard
            let (registration, value) = dispatcher.registration(
                updating: viewModel, madeFor: previous, with: row.item),
            registration.update(viewModel, value)
        else {
            forget(row.id)
            return
        }
        startLoad(of: row.id, content: .viewModel(viewModel))
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
