public import CellFactory
import MusicLibraryViewModels
public import TextCells

/// The cell side of `music-library`: its registrations.
public enum MusicLibraryCells {
    /// A view with every cell of the screen registered; track rows are table rows, which the
    /// view draws itself.
    ///
    /// - Parameter factory: The factory from ``MusicLibraryViewModels/makeFactory(service:)``.
    public static func makeView(factory: CollectionFactory) -> CollectionView {
        let view = CollectionView(factory: factory)
        view.register(AlbumCell.self, forCellWithReuseIdentifier: AlbumCellViewModel.reuseIdentifier)
        view.register(
            SectionTitleCell.self, forCellWithReuseIdentifier: SectionTitleViewModel.reuseIdentifier)
        return view
    }
}
