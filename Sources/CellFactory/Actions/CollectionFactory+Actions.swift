extension CollectionFactory {
    /// Sends an action to the view model of the item at a location (`didSelectItemAt`, a button).
    ///
    /// A fresh view model is configured with the item, checked to support the action, and asked
    /// to handle it; the events it emits reach `events` with the location filled in.
    ///
    /// - Parameters:
    ///   - action: The action, such as ``CellAction/select``.
    ///   - location: The header, item or footer that receives it.
    ///   - dataSource: The items.
    ///   - events: Where the view model's events go.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` when there is no cell at `location`,
    ///   ``CellFactoryError/Code/unregisteredItem`` when the item has no view model, and
    ///   ``CellFactoryError/Code/actionNotSupported`` when its view model does not offer `action`.
    public func send(
        _ action: CellAction,
        to location: CellLocation,
        in dataSource: some FactoryDataSource,
        events: any CellEventSink
    ) throws(CellFactoryError) {
        guard let model = try model(at: location, in: dataSource) else {
            throw CellFactoryError(
                .locationOutOfRange, "section \(location.section) has no \(location)", location: location)
        }
        var fresh = FreshViewModels(state: snapshot())
        guard case .success(let viewModel) = fresh.registeredViewModel(for: model) else {
            throw CellFactoryError(
                .unregisteredItem,
                "no view model is registered for \(TypeName.ofValue(model)), so nothing can handle \"\(action)\"",
                location: location
            )
        }
        try viewModel.handleChecked(action, at: location, events: events)
    }

    /// Sends an action to the item at an index path.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - indexPath: The item's index path.
    ///   - dataSource: The items.
    ///   - events: Where the view model's events go.
    /// - Throws: As ``send(_:to:in:events:)``.
    public func send(
        _ action: CellAction,
        at indexPath: CellIndexPath,
        in dataSource: some FactoryDataSource,
        events: any CellEventSink
    ) throws(CellFactoryError) {
        try send(action, to: .item(indexPath), in: dataSource, events: events)
    }
}

extension CellViewModel {
    /// Hands an action to this view model when it offers it, with its events located.
    ///
    /// - Throws: ``CellFactoryError/Code/actionNotSupported`` when ``supportedActions`` does not
    ///   list `action`.
    func handleChecked(_ action: CellAction, at location: CellLocation, events: any CellEventSink)
        throws(CellFactoryError)
    {
        guard supportedActions.contains(action) else {
            let offered = supportedActions.map { "\"\($0)\"" }.joined(separator: ", ")
            throw CellFactoryError(
                .actionNotSupported,
                "\(type(of: self)) does not handle \"\(action)\" (it handles: "
                    + "\(offered.isEmpty ? "nothing" : offered))",
                location: location
            )
        }
        handle(action, events: LocatingEventSink(location: location, destination: events))
    }
}
