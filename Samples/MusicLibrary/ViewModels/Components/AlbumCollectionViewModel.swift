public import CellFactory
import Observation

/// The album collection: a reusable component showing albums, in a flow layout by default.
///
/// The screen's album collection child: the screen hands it albums; it owns its section and the
/// layout its view uses, which its owner may switch at run time.
@MainActor
@Observable
public final class AlbumCollectionViewModel {
    /// The section of album rows, with a title header.
    public let section: CellSection
    /// The albums the section's rows show, the old list of the next diff.
    @ObservationIgnored private var albums: [Album] = []

    /// How the albums are placed: side by side (flow) or one per line (list).
    public var layout: CollectionLayout {
        get { section.layout }
        set { section.layout = newValue }
    }

    /// Creates an empty collection.
    ///
    /// - Parameters:
    ///   - factory: Makes the album and title view models.
    ///   - layout: How the albums are placed.
    public init(factory: CollectionFactory, layout: CollectionLayout = .flow) {
        section = CellSection(factory: factory, layout: layout)
    }

    /// Shows albums under a title that says how many match the search.
    ///
    /// The albums are applied to the section: an album shown before keeps its row, its view model
    /// and its artwork; only new albums load theirs.
    ///
    /// - Parameters:
    ///   - albums: The albums.
    ///   - searchTerm: What they match, empty for everything.
    /// - Throws: What the factory reports for an album it cannot show.
    public func show(_ albums: [Album], matching searchTerm: String) throws(CellFactoryError) {
        try section.apply(ListDiff(from: self.albums, to: albums), items: albums)
        self.albums = albums
        try section.setHeader(SectionTitle("Albums", count: albums.count, searchTerm: searchTerm))
    }
}
