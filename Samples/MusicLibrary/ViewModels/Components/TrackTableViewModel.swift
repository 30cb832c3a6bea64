public import CellFactory
import Observation

/// The track table: a reusable component listing tracks as a table, one per line.
///
/// The screen's track table child: the screen hands it tracks; rows can be removed through it,
/// as a UIKit table's delete goes through its view model.
@MainActor
@Observable
public final class TrackTableViewModel {
    /// The section of track rows, with a title header.
    public let section: CellSection
    @ObservationIgnored private var searchTerm = ""
    /// The tracks the section's rows show, the old list of the next diff.
    @ObservationIgnored private var tracks: [TrackListing] = []

    /// Creates an empty table.
    ///
    /// - Parameter factory: Makes the track and title view models.
    public init(factory: CollectionFactory) {
        section = CellSection(factory: factory, layout: .table)
    }

    /// Shows tracks under a title that says how many match the search.
    ///
    /// The tracks are applied to the section: a track shown before keeps its row.
    ///
    /// - Parameters:
    ///   - tracks: The tracks, each with its album.
    ///   - searchTerm: What they match, empty for everything.
    /// - Throws: What the factory reports for a track it cannot show.
    public func show(_ tracks: [TrackListing], matching searchTerm: String) throws(CellFactoryError) {
        try section.apply(ListDiff(from: self.tracks, to: tracks), items: tracks)
        self.tracks = tracks
        self.searchTerm = searchTerm
        try section.setHeader(SectionTitle("Tracks", count: tracks.count, searchTerm: searchTerm))
    }

    /// Removes a track from the table, and counts it out of the title.
    ///
    /// - Parameter index: The track's row.
    /// - Throws: ``CellFactoryError/Code/locationOutOfRange`` for an index with no row.
    public func removeTrack(at index: Int) throws(CellFactoryError) {
        try section.remove(at: index)
        tracks.remove(at: index)
        try section.setHeader(SectionTitle("Tracks", count: section.count, searchTerm: searchTerm))
    }
}
