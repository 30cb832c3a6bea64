/// A music album.
public struct Album: Hashable, Sendable {
    /// The album's title.
    public var title: String
    /// The performing artist.
    public var artist: String
    /// The year of release.
    public var year: Int
    /// The number of tracks.
    public var trackCount: Int

    /// Creates an album.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - artist: The artist.
    ///   - year: The year of release.
    ///   - trackCount: The number of tracks.
    public init(title: String, artist: String, year: Int, trackCount: Int) {
        self.title = title
        self.artist = artist
        self.year = year
        self.trackCount = trackCount
    }
}
