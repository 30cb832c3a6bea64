/// An album of the catalog.
public struct Album: Hashable, Sendable, Decodable, Identifiable {
    /// A stable identifier, such as `meteora`.
    public var id: String
    /// The title.
    public var title: String
    /// The year of release.
    public var year: Int
    /// The tracks, in order.
    public var tracks: [Track]

    /// Creates an album.
    public init(id: String, title: String, year: Int, tracks: [Track]) {
        self.id = id
        self.title = title
        self.year = year
        self.tracks = tracks
    }
}
