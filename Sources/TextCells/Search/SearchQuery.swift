/// What the user typed to filter a list, parsed into terms that must all match.
///
/// The syntax follows fzf's:
///
/// - Terms are separated by spaces, and an item matches when every term does.
/// - A term is **fuzzy** by default: its characters must appear in the text in order, not
///   necessarily next to each other (`usr9` matches `user9991`). Matches are scored so that the
///   best ones come first: characters at the start of words, after `/`, `_`, `-`, `.` and the
///   like, at a camelCase hump, and in consecutive runs score higher; gaps cost.
/// - A term that starts with `'` is an **exact** substring (`'user9` matches `user9991` but not
///   `usr9`).
/// - **Smart case**: a term with no capital letter ignores case; a term with one is matched
///   case-sensitively.
/// - Characters are grapheme clusters, compared as `Character` compares them: `é` matches
///   `e` + U+0301, and the Kelvin sign matches `K`; CR LF is one character, which only CR LF
///   matches.
///
/// ```swift
/// let query = SearchQuery("abby road")
/// if let match = query.match("Abbey Road") {
///     print(match.score, match.positions)   // the characters that matched, for highlighting
/// }
/// ```
public struct SearchQuery: Hashable, Sendable {
    /// One term of a query.
    package struct Term: Hashable, Sendable {
        /// The characters to find, case-folded unless the term is case-sensitive.
        package var characters: [Character]
        /// Whether the characters must be next to each other, as a substring.
        package var isExact: Bool
        /// Whether case matters (the term has a capital letter).
        package var isCaseSensitive: Bool
    }

    /// The text the query was parsed from.
    public let text: String
    /// The terms, in the order typed; empty terms are left out.
    package let terms: [Term]

    /// Parses a query.
    ///
    /// - Parameter text: What the user typed, such as `"abby road"` or `"'user9 acc"`.
    public init(_ text: String) {
        self.text = text
        terms = text.split(separator: " ", omittingEmptySubsequences: true).compactMap { word in
            var body = Substring(word)
            let isExact = body.first == "'"
            if isExact { body = body.dropFirst() }
            guard !body.isEmpty else { return nil }
            let isCaseSensitive = body.contains { $0.isUppercase }
            let characters = body.map { isCaseSensitive ? $0 : MatchUnits.folded($0) }
            return Term(characters: characters, isExact: isExact, isCaseSensitive: isCaseSensitive)
        }
    }

    /// Whether the query matches everything: it has no terms.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether every text this query matches is also matched by `previous`, because this query
    /// was typed by adding to it: a filter can then search only the previous matches.
    package func narrows(_ previous: SearchQuery) -> Bool {
        text.hasPrefix(previous.text)
    }

    /// How well a text matches, with the characters that matched; `nil` when it does not.
    ///
    /// - Parameter text: The text to search, such as what a row shows.
    /// - Returns: The match, whose ``SearchMatch/positions`` are offsets in `text`'s characters
    ///   (grapheme clusters). An empty query matches every text with score 0 and no positions.
    public func match(_ text: String) -> SearchMatch? {
        var scratch = MatchScratch()
        return match(text.utf8.span, scratch: &scratch, positions: true)
    }

    /// The characters of a text that each term matches on its own, for highlighting a piece of
    /// a row: a term that does not match this piece adds nothing.
    package func highlightedPositions(in text: String) -> [Int] {
        guard !terms.isEmpty else { return [] }
        var scratch = MatchScratch(for: self)
        scratch.load(text.utf8.span)
        var positions = Set<Int>()
        for index in terms.indices where scratch.contains(term: index) {
            positions.formUnion(best(index, in: &scratch, positions: true)?.positions ?? [])
        }
        return positions.sorted()
    }

    /// The match of UTF-8 text: the score, with positions only when asked for them, as
    /// filtering a long list needs only the scores.
    package func match(_ utf8: Span<UInt8>, scratch: inout MatchScratch, positions wantsPositions: Bool)
        -> SearchMatch?
    {
        guard !terms.isEmpty else { return SearchMatch(score: 0, positions: []) }
        scratch.prepare(for: self)
        return match(prepared: utf8, scratch: &scratch, positions: wantsPositions)
    }

    /// ``match(_:scratch:positions:)`` with scratch made for this query (`MatchScratch(for:)`),
    /// as a search of many texts makes it once: comparing queries for every text would cost more
    /// than most texts' matching.
    func match(prepared utf8: Span<UInt8>, scratch: inout MatchScratch, positions wantsPositions: Bool)
        -> SearchMatch?
    {
        guard !terms.isEmpty else { return SearchMatch(score: 0, positions: []) }
        if !wantsPositions, let (code, foldsCase) = scratch.singleASCII {
            switch FuzzyScorer.bestASCII(code, foldsCase: foldsCase, in: utf8) {
            case .found(let score): return SearchMatch(score: score, positions: [])
            case .none: return nil
            case .needsCharacters: break
            }
        }
        guard scratch.mayMatch(utf8) else { return nil }
        if !wantsPositions && scratch.termsReadBytes {
            // Most texts: matched in their bytes where the terms are, with nothing loaded.
            switch Self.score(bytes: utf8, scratch: &scratch) {
            case .found(let score): return SearchMatch(score: score, positions: [])
            case .none: return nil
            case .needsCharacters: break
            }
        }
        scratch.load(utf8)
        var total = 0
        var positions: [Int] = []
        // The terms as the scratch has them, not `terms`: a search on several threads shares that
        // array, and counting references to it from each would cost more than the matching.
        for index in 0..<scratch.termCount {
            guard scratch.contains(term: index),
                let found = best(index, in: &scratch, positions: wantsPositions)
            else { return nil }
            total += found.score
            if wantsPositions { positions.append(contentsOf: found.positions) }
        }
        if wantsPositions { positions = Array(Set(positions)).sorted() }
        return SearchMatch(score: total, positions: positions)
    }

    /// The score of every term in a text's bytes, each where its alignments are, when reading
    /// bytes there gives what reading characters would.
    private static func score(bytes: Span<UInt8>, scratch: inout MatchScratch) -> ByteReading<Int> {
        var total = 0
        for term in 0..<scratch.termCount {
            let window = ASCIIText.readableWindow(
                of: scratch.termCodeStorage.span.extracting(scratch.termRanges[term]), in: bytes,
                foldsCase: !scratch.termIsCaseSensitive[term])
            switch window {
            case .found(let offsets):
                let score =
                    scratch.termIsExact[term]
                    ? FuzzyScorer.bestExact(scratch, term: term, bytes: bytes, window: offsets)
                    : FuzzyScorer.bestFuzzy(&scratch, term: term, bytes: bytes, window: offsets)
                guard let score else { return .none }
                total += score
            case .none: return .none
            case .needsCharacters: return .needsCharacters
            }
        }
        return .found(total)
    }

    /// The best alignment of one term in the text loaded in `scratch`: a run of its characters
    /// for an exact term, its characters in order for a fuzzy one.
    private func best(_ term: Int, in scratch: inout MatchScratch, positions: Bool)
        -> (score: Int, positions: [Int])?
    {
        scratch.termIsExact[term]
            ? FuzzyScorer.bestExact(scratch, term: term, positions: positions)
            : FuzzyScorer.bestFuzzy(&scratch, term: term, positions: positions)
    }
}
