/// A track of an album.
public struct Track: Hashable, Sendable, Decodable {
    /// The position on the album, from 1.
    public var number: Int
    /// The title.
    public var title: String
    /// The length in seconds.
    public var seconds: Int

    /// Creates a track.
    public init(number: Int, title: String, seconds: Int) {
        self.number = number
        self.title = title
        self.seconds = seconds
    }
}

/// A track as the track table shows it: with the album it comes from.
public struct TrackListing: Hashable, Sendable, Identifiable {
    /// The track.
    public var track: Track
    /// The title of its album.
    public var albumTitle: String

    /// Creates a listing.
    public init(track: Track, albumTitle: String) {
        self.track = track
        self.albumTitle = albumTitle
    }

    /// The album and the track's number: the same track in the next search result keeps its row.
    public var id: String { "\(albumTitle) #\(track.number)" }
}
