import CellFactory
import TextCells

/// The items of a read that match a query: each match's index, score and the record it was read
/// from, in input order. Only matches are kept, so that filtering a long input holds the matching
/// records alone.
package struct RecordMatches: Sendable {
    /// The index of the first item matched against, which each match's index counts from.
    package private(set) var firstIndex = 0
    /// Each match's index, counted from ``firstIndex``, ascending.
    private var offsets: [Int] = []
    /// Each match's score, in input order; higher is better.
    package private(set) var scores: [Int] = []
    /// Each match's record, in the same order.
    package private(set) var records = RecordTexts()

    /// No matches.
    package init() {}

    /// How many items matched.
    package var count: Int { scores.count }

    /// The index of the item of the match at `match`, from 0, in input order.
    package func index(ofMatch match: Int) -> Int { firstIndex + offsets[match] }

    /// The same matches, with the items counted from `count` items further on.
    package func shifted(by count: Int) -> RecordMatches {
        var shifted = self
        shifted.firstIndex += count
        return shifted
    }

    /// Adds a match of the item at `offset` from the first.
    mutating func append(offset: Int, score: Int, record: some Sequence<UInt8>) {
        offsets.append(offset)
        scores.append(score)
        records.append(record)
    }
}

/// Matches items against a query as they are read, each by its registration's search text, as an
/// interactive list would search them: for `--filter`, which reads and matches on every core.
struct RecordMatcher {
    private var dispatcher: ViewModelDispatcher
    private var matcher: SearchMatcher
    /// The matches so far.
    private(set) var matches = RecordMatches()
    /// How many items were matched against.
    private(set) var count = 0

    /// Creates a matcher for the query and the items the factory shows.
    init(_ search: ItemLanes.Search) {
        dispatcher = search.factory.makeDispatcher()
        matcher = SearchMatcher(search.query)
    }

    /// Matches an item, keeping its record when it matches.
    mutating func add(_ item: Any, record: some Sequence<UInt8>) {
        if let score = matcher.score(of: dispatcher.searchText(for: item)) {
            matches.append(offset: count, score: score, record: record)
        }
        count += 1
    }

    /// Matches an item by the search text found in its record, keeping the record when it
    /// matches.
    mutating func add(_ text: RecognizedText, record: ArraySlice<UInt8>, scratch: inout [UInt8]) {
        if let score = text.withUTF8(in: record, scratch: &scratch, { matcher.score(utf8: $0) }) {
            matches.append(offset: count, score: score, record: record)
        }
        count += 1
    }
}
