extension CollectionFactory {
    /// The number of sections (`numberOfSections(in:)`); a negative count from the data source is 0.
    ///
    /// - Parameter dataSource: The items.
    func numberOfSections(in dataSource: some FactoryDataSource) -> Int {
        max(dataSource.numberOfSections, 0)
    }

    /// The number of items in a section (`numberOfItemsInSection`); 0 for a section that does not exist.
    ///
    /// - Parameters:
    ///   - section: The section index.
    ///   - dataSource: The items.
    func numberOfItems(inSection section: Int, in dataSource: some FactoryDataSource) -> Int {
        guard (0..<numberOfSections(in: dataSource)).contains(section) else { return 0 }
        return max(dataSource.numberOfItems(inSection: section), 0)
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
