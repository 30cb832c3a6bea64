import TextCells

/// A search an interactive list's model asks for: which query, over which items, narrowing
/// which earlier result. ``InteractiveList`` runs it on every core.
public struct ListSearchRequest: Sendable {
    /// The query's text.
    public var queryText: String { query.text }
    package let query: SearchQuery
    /// The order of the matches.
    package let order: SearchOrder
    /// Keys of an earlier result to search again (the query narrows its query), or `nil`.
    package let candidates: [UInt64]?
    /// The items to search besides the candidates.
    package let range: Range<Int>
    /// Keys already known to match, merged in unchanged.
    package let earlier: [UInt64]
    /// Where each section starts, to keep the matches of a section together.
    package let sectionStarts: [Int]
    /// Which search this is: only the newest one's result is applied.
    package let generation: Int
    /// How many items the search covers: those read when it started.
    package let coveredCount: Int

    /// Runs the search here, over every item's search text in input order: for a host that
    /// drives a ``ListModel`` itself, such as in a test (``InteractiveList`` runs its searches on
    /// every core, off the main actor).
    ///
    /// - Parameter texts: The text of each item the model holds, in input order.
    /// - Returns: The result, to send back as ``ListEvent/searchFinished(_:)``.
    public func run(over texts: some Sequence<String>) -> ListSearchResult {
        var packed = SearchTexts()
        for text in texts { packed.append(text) }
        // A search that nothing cancels always finishes.
        return ListSearchResult.run(self, texts: packed, cancellation: ListSearch.Cancellation())
            ?? ListSearchResult(of: self, keys: [])
    }
}

/// The result of a ``ListSearchRequest``: sent back to the model as
/// ``ListEvent/searchFinished(_:)``.
public struct ListSearchResult: Sendable {
    package let query: SearchQuery
    /// The matches, as sorted keys.
    package let keys: [UInt64]
    package let generation: Int
    package let coveredCount: Int

    /// The result of a request, with the keys it found.
    package init(of request: ListSearchRequest, keys: [UInt64]) {
        query = request.query
        self.keys = keys
        generation = request.generation
        coveredCount = request.coveredCount
    }

    /// How many items matched.
    public var matchCount: Int { keys.count }

    /// Runs a request here over the items' search texts, on every core; `nil` when it was
    /// cancelled.
    package static func run(
        _ request: ListSearchRequest, texts: SearchTexts, cancellation: ListSearch.Cancellation
    ) -> ListSearchResult? {
        ListSearch.run(
            request.query, in: texts, candidates: request.candidates, range: request.range,
            keeping: request.earlier, order: request.order, cancellation: cancellation
        ).map {
            ListSearchResult(of: request, keys: ListModel.grouped($0, sectionStarts: request.sectionStarts))
        }
    }
}
