/// How a text matched a ``SearchQuery``: its score and the characters that matched.
public struct SearchMatch: Hashable, Sendable {
    /// Higher is better. Only the order of scores means something, for the same query.
    public var score: Int
    /// The offsets of the matched characters (grapheme clusters) in the text, ascending and
    /// without repeats: what a cell highlights.
    public var positions: [Int]

    /// A match with its score and matched characters.
    package init(score: Int, positions: [Int]) {
        self.score = score
        self.positions = positions
    }
}
