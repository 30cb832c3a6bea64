/// The simplest data source: one heterogeneous array, shown as a single section.
///
/// ```swift
/// extension AccountsScreen: ListDataSource {
///     var dataContainer: [Any] { [Account(name: "One"), 1, Account(name: "Two"), 2] }
/// }
/// ```
public protocol ListDataSource: FactoryDataSource {
    /// The items, of any types, in display order.
    var dataContainer: [Any] { get }
}

extension ListDataSource {
    /// One section.
    public var numberOfSections: Int { 1 }

    /// The number of items in ``dataContainer``.
    public func numberOfItems(inSection section: Int) -> Int { dataContainer.count }

    /// The item of ``dataContainer`` at `indexPath.item`.
    public func item(at indexPath: CellIndexPath) -> Any { dataContainer[indexPath.item] }
}
