/// The music catalog: one artist's albums with their tracks.
public struct Catalog: Hashable, Sendable, Decodable {
    /// The artist.
    public var artist: String
    /// The albums, oldest first.
    public var albums: [Album]

    /// Creates a catalog.
    public init(artist: String, albums: [Album]) {
        self.artist = artist
        self.albums = albums
    }
}
