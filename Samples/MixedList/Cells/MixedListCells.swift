public import CellFactory
import MixedListViewModels
public import TextCells

/// Wires the sample's view models and cells together: the composition root of `mixed-list`.
public enum MixedListCells {
    /// A factory with the sample's view models registered, each with the text an interactive
    /// list is searched by: what its row shows.
    ///
    /// - Parameters:
    ///   - policy: What to do with items of other types.
    ///   - tables: Whether accounts, numbers, albums and other records are table rows (for
    ///     `--layout table`) rather than drawn by their cells.
    /// - Throws: ``CellFactoryError`` if a model type were registered twice.
    public static func makeFactory(
        unregisteredItemPolicy policy: UnregisteredItemPolicy = .placeholder, tables: Bool = false
    ) throws(CellFactoryError) -> CollectionFactory {
        let factory = CollectionFactory(unregisteredItemPolicy: policy)
        let albumText: @Sendable (Album) -> String = { "\($0.title) \($0.artist) \($0.year)" }
        if tables {
            try factory.register(AccountRowViewModel.init, searchText: { $0.name })
            try factory.register(IntegerRowViewModel.init, searchText: { String($0) })
            try factory.register(AlbumRowViewModel.init, searchText: albumText)
            try factory.register(RecordRowViewModel.init, searchText: RecordCellViewModel.searchText(of:))
        } else {
            try factory.register(AccountCellViewModel.init, searchText: { $0.name })
            try factory.register(IntegerCellViewModel.init, searchText: { String($0) })
            try factory.register(AlbumCellViewModel.init, searchText: albumText)
            try factory.register(RecordCellViewModel.init, searchText: RecordCellViewModel.searchText(of:))
        }
        try factory.register(HeadingViewModel.init, searchText: { $0.title })
        try factory.register(MalformedElementViewModel.init)
        return factory
    }

    /// A view with the sample's cells registered.
    ///
    /// - Parameters:
    ///   - factory: The factory, usually from ``makeFactory(unregisteredItemPolicy:tables:)``.
    ///   - layout: How cells are placed.
    public static func makeView(factory: CollectionFactory, layout: CollectionLayout) -> CollectionView {
        let view = CollectionView(factory: factory, layout: layout)
        view.register(AccountCell.self, forCellWithReuseIdentifier: AccountCellViewModel.reuseIdentifier)
        view.register(IntegerCell.self, forCellWithReuseIdentifier: IntegerCellViewModel.reuseIdentifier)
        view.register(AlbumCell.self, forCellWithReuseIdentifier: AlbumCellViewModel.reuseIdentifier)
        view.register(HeadingCell.self, forCellWithReuseIdentifier: HeadingViewModel.reuseIdentifier)
        view.register(RecordCell.self, forCellWithReuseIdentifier: RecordCellViewModel.reuseIdentifier)
        view.register(
            MalformedElementCell.self, forCellWithReuseIdentifier: MalformedElementViewModel.reuseIdentifier)
        return view
    }
}
