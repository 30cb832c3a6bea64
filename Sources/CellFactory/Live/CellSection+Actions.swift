extension CellSection {
    /// Sends an action to a row's own view model: `didSelectItemAt` for a live list.
    ///
    /// Unlike ``CollectionFactory/send(_:to:in:events:)``, which configures a fresh view model,
    /// the row's own view model (made now if the row was never shown) handles the action, so it
    /// acts on the state the row shows. The events it emits reach `events` with the row's
    /// location in this section filled in: a section does not know where a screen shows it, so
    /// the location's section is 0 (TextTerminal's interactive list puts in the section of its own
    /// that shows the row).
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
        let content: DispatchResult?
        let location: CellLocation
        let item: Any?
        if let header, header.id == id {
            location = .header(section: 0)
            (content, item) = (headerContent(), header.item)
        } else if let index = index(of: id) {
            location = .item(CellIndexPath(item: index))
            (content, item) = (self.content(ofRow: index), rows[index].item)
        } else {
            throw CellFactoryError(
                .locationOutOfRange, "the section has no \(id) to send \"\(action)\" to", location: nil)
        }
        guard let viewModel = content?.viewModel else {
            throw CellFactoryError(
                .unregisteredItem,
                "\(id) shows no view model for \(TypeName.ofValue(item ?? "nil")), so nothing can handle \"\(action)\"",
                location: location)
        }
        try viewModel.handleChecked(action, at: location, events: events)
    }
}
