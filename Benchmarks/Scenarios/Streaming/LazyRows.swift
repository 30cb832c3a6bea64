import CellFactory

/// A data source of any length that makes each item when asked and keeps none.
struct LazyRows: FactoryDataSource {
    let count: Int

    var numberOfSections: Int { 1 }

    func numberOfItems(inSection section: Int) -> Int { count }

    func item(at indexPath: CellIndexPath) -> Any {
        MixedItems.item(at: indexPath.item)
    }
}
