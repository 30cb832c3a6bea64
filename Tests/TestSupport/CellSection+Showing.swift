import CellFactory

extension CellSection {
    /// Applies `items` the way a screen view model does, diffing them against the items the rows
    /// show now, read back from the rows (each must be an `Item`).
    @discardableResult
    public func apply<Item, Identity: Hashable>(
        showing items: [Item], identity: (Item) -> Identity, isUnchanged: (Item, Item) -> Bool
    ) throws(CellFactoryError) -> ListDiff {
        let old = rows.compactMap { $0.item as? Item }
        guard old.count == rows.count else {
            throw CellFactoryError(.countMismatch, "a row shows an item that is not a \(Item.self)")
        }
        let diff = ListDiff(from: old, to: items, identity: identity, isUnchanged: isUnchanged)
        try apply(diff, items: items)
        return diff
    }

    /// Applies identifiable items the way a screen view model does (see above).
    @discardableResult
    public func apply<Item: Identifiable & Equatable>(showing items: [Item]) throws(CellFactoryError)
        -> ListDiff
    {
        try apply(showing: items, identity: { $0.id }, isUnchanged: { $0 == $1 })
    }
}

extension CellSection {
    /// Every row's view model, made now as a view that shows every row makes them; `nil` for a
    /// skipped row.
    public func shownViewModels() -> [(any CellViewModel)?] {
        rows.indices.map { content(ofRow: $0)?.viewModel }
    }
}
