import CellFactory

/// The cells a render pass keeps out of their pools while it draws: one per reuse identifier.
///
/// A pass draws one row at a time, so the cell that drew the last row of an identifier is free
/// again for the next row of that identifier. Keeping it spares every row a pool lookup by
/// identifier, a pop and a push, and the run-time exclusivity checks on the view's state that come
/// with them. Each row still gets `prepareForReuse`, `configure` and `draw`, in that order, as a
/// cell from a pool does. The pass hands every cell back with ``returnAll()`` when it ends.
struct HeldCells {
    private struct Entry {
        let identifier: String
        let pool: CellReusePool
        let cell: any AnyCellBox
        /// The view model this cell drew last: a pass reuses one view model per kind, so comparing
        /// addresses finds the entry without comparing identifiers.
        var lastViewModel: ObjectIdentifier
    }

    /// One entry per identifier, so never more than the view has pools.
    private var entries: [Entry] = []

    /// The held cell for a view model's identifier, prepared for reuse; `nil` when none is held.
    ///
    /// The cell stays held until ``returnCell(for:)`` or ``returnAll()``.
    ///
    /// - Parameters:
    ///   - viewModel: The view model about to be drawn.
    ///   - identifier: Its reuse identifier.
    mutating func preparedCell(for viewModel: any CellViewModel, identifier: String) -> (any AnyCellBox)? {
        let address = ObjectIdentifier(viewModel)
        var found: Int?
        for index in entries.indices where entries[index].lastViewModel == address {
            // A view model may change its identifier with what it shows.
            if entries[index].identifier == identifier { found = index }
            break
        }
        if found == nil {
            found = entries.firstIndex { $0.identifier == identifier }
            if let found { entries[found].lastViewModel = address }
        }
        guard let found else { return nil }
        let cell = entries[found].cell
        cell.prepareForReuse()
        return cell
    }

    /// Keeps a cell that has just drawn a view model, instead of returning it to its pool.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - pool: The pool it came from and goes back to.
    ///   - identifier: The identifier it was dequeued for.
    ///   - viewModel: The view model it drew.
    mutating func hold(
        _ cell: any AnyCellBox, from pool: CellReusePool, identifier: String,
        drew viewModel: any CellViewModel
    ) {
        // Not expected (a pass holds a cell only after the last one was given back), but a cell
        // must never be lost to its pool.
        returnCell(for: identifier)
        entries.append(
            Entry(
                identifier: identifier, pool: pool, cell: cell, lastViewModel: ObjectIdentifier(viewModel)))
    }

    /// Gives the cell held for an identifier back to its pool.
    mutating func returnCell(for identifier: String) {
        guard let index = entries.firstIndex(where: { $0.identifier == identifier }) else { return }
        entries[index].pool.enqueue(entries[index].cell)
        entries.remove(at: index)
    }

    /// Gives every held cell back to its pool.
    mutating func returnAll() {
        for entry in entries { entry.pool.enqueue(entry.cell) }
        entries.removeAll()
    }
}
