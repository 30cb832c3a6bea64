/// Scores many texts against one query, as a filtered list does, reusing its working memory from
/// text to text: for filtering a long list away from the terminal, such as on every core with a
/// matcher each.
///
/// A filtered list shows its matches best first: higher scores first, equal scores in the
/// order the texts came in.
///
/// ```swift
/// var matcher = SearchMatcher(SearchQuery("usr9"))
/// let scores = ["user9991", "album"].map { matcher.score(of: $0) }   // [Optional(…), nil]
/// ```
public struct SearchMatcher: Sendable {
    /// The query texts are matched against.
    public let query: SearchQuery
    private var scratch: MatchScratch

    /// Creates a matcher for a query.
    public init(_ query: SearchQuery) {
        self.query = query
        scratch = MatchScratch(for: query)
    }

    /// How well a text matches the query, higher being better; `nil` when it does not match.
    /// Every text matches an empty query, with score 0.
    ///
    /// The score is the one ``SearchQuery/match(_:)`` gives, found without the matched
    /// characters' positions.
    public mutating func score(of text: String) -> Int? {
        query.match(prepared: text.utf8.span, scratch: &scratch, positions: false)?.score
    }

    /// How well a text given as its UTF-8 matches the query, as ``score(of:)`` scores the same
    /// text: for texts read straight from input, never made into strings.
    public mutating func score(utf8 text: Span<UInt8>) -> Int? {
        query.match(prepared: text, scratch: &scratch, positions: false)?.score
    }
}
