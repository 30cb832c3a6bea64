/// A small block of text standing for an album's cover: a few lines of block characters.
public struct Artwork: Hashable, Sendable, Decodable {
    /// The lines of the block, top first.
    public var lines: [String]

    /// Creates artwork.
    public init(lines: [String]) {
        self.lines = lines
    }
}
