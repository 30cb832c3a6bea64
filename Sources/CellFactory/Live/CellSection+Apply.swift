extension CellEvent {
    /// The name of the event a section sends after ``CellSection/apply(_:)`` changed its rows;
    /// the detail counts the deleted, inserted, moved and updated rows.
    public static let rowsChanged = "rowsChanged"
    /// The name of the event a section sends for each item given to ``CellSection/apply(_:)``
    /// whose identity an earlier item of the same list already had; its location is the item's.
    public static let duplicateIdentity = "duplicateIdentity"
}

extension CellSection {
    /// Shows a new list of identifiable items, changing only the rows whose items changed:
    /// the snapshot update of a diffable data source.
    ///
    /// Items are matched to rows by `id` (see ``ListDiff``). A matched row keeps its ``RowID``
    /// and its view model, even when it moves, and a load in flight for an unchanged item goes
    /// on. When its item is no longer equal (`==`), its view model gets
    /// ``CellViewModel/update(with:)`` with the new item, its content loads again, and a live
    /// view draws the row again. Rows whose items are gone are removed and their loads cancelled;
    /// new items get new rows, whose content starts loading. An unchanged row keeps the item it
    /// has. Items whose identity repeats are
    /// matched in order and reported as ``CellEvent/duplicateIdentity`` events; they never crash.
    ///
    /// ```swift
    /// try albums.apply(searchResults)          // [Album], Identifiable & Equatable
    /// ```
    ///
    /// An updated row keeps its view model when the registration that would show the new item
    /// made it, as dispatch would choose; otherwise (the item changed type) it gets a fresh view
    /// model, as ``replace(at:with:)`` gives. Rows showing something other than an `Item`, put
    /// there by other calls, cannot be matched and are removed. Class items changed in place
    /// compare equal to themselves, so they are not updates: use ``reload(at:)`` for those.
    ///
    /// - Parameter items: The items to show, in order.
    /// - Returns: What changed, in the indices of the old rows and the new items.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``;
    ///   the section is then unchanged. (A view model whose own `updateData` refuses its new
    ///   item is found only while the rows change, too late to throw: that row shows a
    ///   placeholder.)
    @inlinable @discardableResult
    public func apply<Item: Identifiable & Equatable>(_ items: [Item]) throws(CellFactoryError) -> ListDiff {
        try apply(items, identity: { $0.id }, isUnchanged: { $0 == $1 })
    }

    /// Shows a new list of items matched to rows by an identity of your own, changing only the
    /// rows whose items changed.
    ///
    /// The same as ``apply(_:)``, for items that are not `Identifiable` or not `Equatable`:
    ///
    /// ```swift
    /// try tracks.apply(listings, identity: \.catalogNumber, isUnchanged: ==)
    /// try words.apply(newWords, identity: { $0 }, isUnchanged: { _, _ in true })
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to show, in order.
    ///   - identity: What makes an old and a new item the same row, such as an `id`.
    ///   - isUnchanged: Whether two items with the same identity look the same; when it returns
    ///     `false`, the row's view model is updated with the new item. It should be an
    ///     equivalence (as `==` is): an unchanged row keeps the item it has, and the next apply
    ///     compares with the items given.
    /// - Returns: What changed, in the indices of the old rows and the new items.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``;
    ///   the section is then unchanged. (A view model whose own `updateData` refuses its new
    ///   item is found only while the rows change, too late to throw: that row shows a
    ///   placeholder.)
    @inlinable @discardableResult
    public func apply<Item, Identity: Hashable>(
        _ items: [Item], identity: (Item) -> Identity, isUnchanged: (Item, Item) -> Bool
    ) throws(CellFactoryError) -> ListDiff {
        let diff: ListDiff
        if let old = appliedItems(as: Item.self) {
            diff = ListDiff(from: old, to: items, identity: identity, isUnchanged: isUnchanged)
        } else {
            diff = Self.diff(
                from: rows.indices.map { rows.item(at: $0) as? Item }, to: items, identity: identity,
                isUnchanged: isUnchanged)
        }
        try commit(diff, items: items) { items[$0] }
        // Counted once it took effect: a failed apply does not overtake one still diffing.
        applyCount &+= 1
        return diff
    }

    /// Shows a new list of items of any types, matched to rows by keys you keep beside them,
    /// changing only the rows whose keys came or went.
    ///
    /// For lists whose items are not of one type, such as a feed of accounts, numbers and
    /// albums: each item's key (its place in the whole feed, a database id) says which row it
    /// is. A row whose key is in both lists keeps its ``RowID``, its view model and its content;
    /// it is never updated, since items of any type cannot be compared (use ``reload(at:)``).
    /// Repeated keys are matched in order and reported, as ``apply(_:)`` does. The keys are
    /// remembered only while the rows stay as applied: after another change (`insert`, `remove`,
    /// `reload`, `setItems`), the next keyed apply matches no row and replaces them all.
    ///
    /// ```swift
    /// let matching = feed.indices.filter { matches(feed[$0]) }
    /// try section.apply(matching.map { feed[$0] }, keys: matching)
    /// ```
    ///
    /// - Parameters:
    ///   - items: The items to show, in order.
    ///   - keys: One key per item, in the same order.
    /// - Returns: What changed, in the indices of the old rows and the new items.
    /// - Throws: ``CellFactoryError/Code/countMismatch`` when there are not as many keys as
    ///   items, ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``;
    ///   the section is then unchanged.
    @discardableResult
    public func apply<Key: Hashable>(_ items: [Any], keys: [Key]) throws(CellFactoryError) -> ListDiff {
        guard items.count == keys.count else {
            throw CellFactoryError(
                .countMismatch,
                "apply was given \(items.count) items but \(keys.count) keys: one key per item")
        }
        let diff: ListDiff
        if let old = (applied as? AppliedKeys<Key>)?.keys {
            diff = ListDiff(values: old, to: keys)
        } else {
            // Rows that were not applied with keys match none.
            diff = Self.diff(
                from: [Key?](repeating: nil, count: rows.count), to: keys, identity: { $0 },
                isUnchanged: { _, _ in true })
        }
        try commit(diff, items: AppliedKeys(keys: keys)) { items[$0] }
        applyCount &+= 1
        return diff
    }

    /// Shows a new list of identifiable items like ``apply(_:)``, computing the diff away from
    /// the main actor: for long lists, so the screen stays responsive while it is computed.
    ///
    /// The rows are read on the main actor, the diff is computed on another thread, and the
    /// changes are applied on the main actor in one step. When the rows changed in the meantime
    /// (a row inserted or removed), the diff is computed again from the rows as they are, so the
    /// rows and the items never get out of step. The latest apply wins: when another apply
    /// started after this one, or this task was cancelled, by the time the diff is ready, this
    /// one changes nothing and returns `nil`.
    ///
    /// ```swift
    /// try await albums.apply(diffingInBackground: searchResults)
    /// ```
    ///
    /// - Parameter items: The items to show, in order.
    /// - Returns: What changed, in the indices of the old rows and the new items; `nil` when a
    ///   later apply or a cancellation made this one moot.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``;
    ///   the section is then unchanged. (A view model whose own `updateData` refuses its new
    ///   item is found only while the rows change, too late to throw: that row shows a
    ///   placeholder.)
    @inlinable @discardableResult
    public func apply<Item: Identifiable & Equatable & Sendable>(diffingInBackground items: [Item])
        async throws(CellFactoryError) -> ListDiff?
    {
        applyCount &+= 1
        let thisApply = applyCount
        let version = rowsVersion
        let applied = appliedItems(as: Item.self)
        let old = applied == nil ? rows.indices.map { rows.item(at: $0) as? Item } : []
        let diff = await Task.detached {
            if let applied { return ListDiff(from: applied, to: items) }
            return Self.diff(from: old, to: items, identity: { $0.id }, isUnchanged: { $0 == $1 })
        }.value
        afterBackgroundDiff?()
        guard thisApply == applyCount, !Task.isCancelled else { return nil }
        guard version == rowsVersion else { return try apply(items) }
        try commit(diff, items: items) { items[$0] }
        return diff
    }

    /// The items last applied, when the rows have not changed since: the old list of the next
    /// diff, without casting every row's item back to its type.
    @inlinable
    func appliedItems<Item>(as type: Item.Type) -> [Item]? {
        applied as? [Item]
    }

    /// The diff from the rows' items, `nil` where a row shows an item of another type: such a row
    /// matches nothing.
    @inlinable
    nonisolated static func diff<Item, Identity: Hashable>(
        from old: [Item?], to new: [Item], identity: (Item) -> Identity, isUnchanged: (Item, Item) -> Bool
    ) -> ListDiff {
        let present = old.compactMap { $0 }
        if present.count == old.count {
            return ListDiff(from: present, to: new, identity: identity, isUnchanged: isUnchanged)
        }
        let oldKeyed = old.enumerated().map { index, item in
            (item, item.map { RowKey.item(identity($0)) } ?? .foreign(row: index))
        }
        let newKeyed = new.map { item in (Optional(item), RowKey.item(identity(item))) }
        return ListDiff(
            from: oldKeyed, to: newKeyed, identity: { $0.1 },
            isUnchanged: { old, new in
                // Only items of the same `.item` key are compared, so both are present.
                guard let oldItem = old.0, let newItem = new.0 else { return false }
                return isUnchanged(oldItem, newItem)
            })
    }

    /// Changes the rows as a diff says, in one step: everything that can fail is done first.
    ///
    /// - Parameters:
    ///   - diff: The changes, from the rows to the new items.
    ///   - items: The new items, as the array they were given in, remembered for the next diff.
    ///   - item: The new item at an index, boxed only for the rows that need it.
    @usableFromInline
    func commit(_ diff: ListDiff, items: Any, item: (Int) -> Any) throws(CellFactoryError) {
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
        for index in diff.deletions { cancelLoad(of: oldRows.id(at: index)) }
        if !diff.isEmpty { replaceRows(with: CellRows(newRows)) }
        // Remembered before anything else runs: an event handler may change the rows, which
        // forgets it again.
        applied = items
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

/// The keys last given to ``CellSection/apply(_:keys:)``, kept for the next diff.
struct AppliedKeys<Key: Hashable> {
    let keys: [Key]
}

/// A row's identity for a diff: its item's, or its own place when its item is of another type.
@usableFromInline
enum RowKey<Identity: Hashable>: Hashable {
    case item(Identity)
    case foreign(row: Int)
}
