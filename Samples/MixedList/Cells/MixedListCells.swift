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
    ///   - views: Views declared at run time (by a views file), each registered for its kind of
    ///     ``RecordValue`` as `kinds` tells them apart.
    ///   - kinds: Names each record's kind; records of no declared kind keep the default view.
    /// - Throws: ``CellFactoryError`` if a model type were registered twice.
    public static func makeFactory(
        unregisteredItemPolicy policy: UnregisteredItemPolicy = .placeholder, tables: Bool = false,
        views: [DeclaredView] = [], kinds: DeclaredKinds? = nil
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
        if let kinds { try factory.register(kinds: kinds) }
        for view in views {
            // The same view model type for every kind: each is made for its view.
            switch view.layout(inTable: tables) {
            case .table:
                try factory.register(
                    { DeclaredRowViewModel(view: view) }, kind: view.kind,
                    searchText: view.searchText(inTable: tables))
            case .row:
                try factory.register(
                    { DeclaredCellViewModel(view: view) }, kind: view.kind,
                    searchText: view.searchText(inTable: tables))
            }
        }
        return factory
    }

    /// A view with the sample's cells registered.
    ///
    /// - Parameters:
    ///   - factory: The factory, usually from ``makeFactory(unregisteredItemPolicy:tables:)``.
    ///   - layout: How cells are placed.
    ///   - views: The declared views, of which those shown as rows in `layout` need a cell.
    public static func makeView(
        factory: CollectionFactory, layout: CollectionLayout, views: [DeclaredView] = []
    )
        -> CollectionView
    {
        let view = CollectionView(factory: factory, layout: layout)
        let inTable = if case .table = layout { true } else { false }
        for declared in views {
            if case .row = declared.layout(inTable: inTable) {
                view.register(DeclaredCell.self, forCellWithReuseIdentifier: declared.identifier)
            }
        }
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
