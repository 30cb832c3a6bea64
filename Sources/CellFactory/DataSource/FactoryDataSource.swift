/// Provides the items a factory dispatches, organised in sections.
///
/// Where a collection's items come from: items are asked for one at a time, so a data source
/// may be lazy and arbitrarily long. For literal sections use ``SectionedData``.
///
/// Headers and footers are model values like any item: they are dispatched to the view model
/// registered for their type and drawn by its cell, spanning the full width.
public protocol FactoryDataSource {
    /// The number of sections.
    var numberOfSections: Int { get }

    /// The number of items in a section.
    ///
    /// - Parameter section: A section index below ``numberOfSections``.
    func numberOfItems(inSection section: Int) -> Int

    /// The item at an index path.
    ///
    /// - Parameter indexPath: A valid index path.
    func item(at indexPath: CellIndexPath) -> Any

    /// The header model of a section, or `nil` for none.
    ///
    /// - Parameter section: A section index below ``numberOfSections``.
    func header(inSection section: Int) -> Any?

    /// The footer model of a section, or `nil` for none.
    ///
    /// - Parameter section: A section index below ``numberOfSections``.
    func footer(inSection section: Int) -> Any?
}

extension FactoryDataSource {
    /// No header by default.
    public func header(inSection section: Int) -> Any? { nil }

    /// No footer by default.
    public func footer(inSection section: Int) -> Any? { nil }

    /// The model at a location, or `nil` when the location does not exist in this data source.
    ///
    /// - Parameter location: A header, item or footer location.
    public func model(at location: CellLocation) -> Any? {
        guard (0..<numberOfSections).contains(location.section) else { return nil }
        switch location {
        case .header(let section):
            return header(inSection: section)
        case .footer(let section):
            return footer(inSection: section)
        case .item(let indexPath):
            guard (0..<numberOfItems(inSection: indexPath.section)).contains(indexPath.item) else {
                return nil
            }
            return item(at: indexPath)
        }
    }
}
