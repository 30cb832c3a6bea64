public import CellFactory

/// The view-model side of `music-library`: its registrations.
public enum MusicLibraryViewModels {
    /// A factory with every view model of the screen registered.
    ///
    /// - Parameter service: Where album artwork comes from.
    /// - Throws: Never, in practice: each model type is registered once.
    public static func makeFactory(service: any CatalogService) throws(CellFactoryError) -> CollectionFactory
    {
        let factory = CollectionFactory()
        try factory.register({ AlbumCellViewModel(service: service) }, searchText: { $0.title })
        try factory.register(TrackRowViewModel.init, searchText: { "\($0.track.title) \($0.albumTitle)" })
        try factory.register(SectionTitleViewModel.init, searchText: { $0.title })
        return factory
    }
}
