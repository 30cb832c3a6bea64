extension CellSection {
    /// Sends an action to the view model a row already has: `didSelectItemAt` for a live list.
    ///
    /// Unlike ``CollectionFactory/send(_:to:in:events:)``, which configures a fresh view model,
    /// the row's own view model handles the action, so it acts on the state the row shows. The
    /// events it emits reach `events` with the row's location in this section filled in: a
    /// section does not know where a screen shows it, so the location's section is 0 (the
    /// interactive list of TextCells puts in the screen's).
    ///
    /// ```swift
    /// try albums.send(.select, toRow: selectedRow, events: recorder)
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action, such as ``CellAction/select``.
    ///   - id: The row's identity.
    ///   - events: Where the view model's events go.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` when the section has no such row,
    ///   ``CellFactoryError/Code/unregisteredItem`` when the row's item was skipped, and
    ///   ``CellFactoryError/Code/actionNotSupported`` when its view model does not offer `action`.
    public func send(_ action: CellAction, toRow id: RowID, events: any CellEventSink)
        throws(CellFactoryError)
    {
        let row: CellRow
        let location: CellLocation
        if let header, header.id == id {
            row = header
            location = .header(section: 0)
        } else if let index = index(of: id) {
            row = rows[index]
            location = .item(CellIndexPath(item: index))
        } else {
            throw CellFactoryError(
                .locationOutOfRange, "the section has no \(id) to send \"\(action)\" to", location: nil)
        }
        guard let viewModel = row.viewModel else {
            throw CellFactoryError(
                .unregisteredItem,
                "\(id) shows no view model for \(TypeName.ofValue(row.item)), so nothing can handle \"\(action)\"",
                location: location)
        }
        try viewModel.handleChecked(action, at: location, events: events)
    }
}
