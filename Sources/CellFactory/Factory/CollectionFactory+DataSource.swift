extension CollectionFactory {
    /// The number of sections (`numberOfSections(in:)`); a negative count from the data source is 0.
    ///
    /// - Parameter dataSource: The items.
    package func numberOfSections(in dataSource: some FactoryDataSource) -> Int {
        max(dataSource.numberOfSections, 0)
    }

    /// The number of items in a section (`numberOfItemsInSection`); 0 for a section that does not exist.
    ///
    /// - Parameters:
    ///   - section: The section index.
    ///   - dataSource: The items.
    package func numberOfItems(inSection section: Int, in dataSource: some FactoryDataSource) -> Int {
        guard (0..<numberOfSections(in: dataSource)).contains(section) else { return 0 }
        return max(dataSource.numberOfItems(inSection: section), 0)
    }

    /// A fresh view model configured with the model at a location (`cellForItemAt`).
    ///
    /// Each call answers on its own, with a new view model; to show many items, render them or
    /// use a ``ViewModelDispatcher``, which reuses its answers.
    ///
    /// - Parameters:
    ///   - location: A header, item or footer, such as `.item(CellIndexPath(item: 3))`.
    ///   - dataSource: The items.
    /// - Returns: The result of dispatch, or `nil` for a header or footer the section does not have.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` for an item that does not exist, and
    ///   ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    package func viewModel(at location: CellLocation, in dataSource: some FactoryDataSource)
        throws(CellFactoryError) -> DispatchResult?
    {
        guard let model = try model(at: location, in: dataSource) else { return nil }
        let (state, policy) = snapshotAndPolicy()
        var fresh = FreshViewModels(state: state)
        switch fresh.registeredViewModel(for: model) {
        case .success(let viewModel):
            return .viewModel(viewModel)
        case .failure(let unshown):
            let placeholder = Placeholder(reason: unshown.reason, location: location)
            return try policy.answer(for: placeholder) { PlaceholderViewModel(placeholder) }
        }
    }

    /// The size of the cell at a location (`sizeForItemAt`).
    ///
    /// - Parameters:
    ///   - location: A header, item or footer.
    ///   - dataSource: The items.
    /// - Returns: The view model's size, or `nil` when there is no cell there (a skipped item, or
    ///   a header or footer the section does not have).
    /// - Throws: As ``viewModel(at:in:)``.
    package func size(at location: CellLocation, in dataSource: some FactoryDataSource)
        throws(CellFactoryError) -> CellSize?
    {
        try viewModel(at: location, in: dataSource)?.viewModel?.size
    }

    /// The model at a location, `nil` for a missing header or footer.
    func model(at location: CellLocation, in dataSource: some FactoryDataSource) throws(CellFactoryError)
        -> Any?
    {
        let exists: Bool
        switch location {
        case .header(let section), .footer(let section):
            exists = (0..<numberOfSections(in: dataSource)).contains(section)
        case .item(let indexPath):
            exists = (0..<numberOfItems(inSection: indexPath.section, in: dataSource)).contains(
                indexPath.item)
        }
        guard exists else {
            throw CellFactoryError(
                .locationOutOfRange,
                "the data source has no \(location.kindName) at \(location)",
                location: location
            )
        }
        return dataSource.model(at: location)
    }
}

extension CellLocation {
    var kindName: String {
        switch self {
        case .header: return "section"
        case .item: return "item"
        case .footer: return "section"
        }
    }
}
