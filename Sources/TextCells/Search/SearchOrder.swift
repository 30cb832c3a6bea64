/// The order a filtered list shows its matches in.
public enum SearchOrder: Hashable, Sendable {
    /// Best matches first; equal scores in input order.
    case bestFirst
    /// Input order, whatever the scores: for logs and other lists whose order means something.
    case inputOrder
}

extension SearchOrder {
    /// The places of matches in the order a filtered list shows them, from their scores given in
    /// input order: for a host that scores texts itself, with a ``SearchMatcher`` each on several
    /// threads, say, and wants the list's order.
    ///
    /// ```swift
    /// SearchOrder.bestFirst.arranged(scores: [10, 30, 10])   // [1, 0, 2]
    /// ```
    ///
    /// - Parameter scores: Each match's score, in input order.
    /// - Returns: The indices of `scores`, in this order: equal scores in input order.
    public func arranged(scores: [Int]) -> [Int] {
        scores.indices.map { ListSearch.key(index: $0, score: scores[$0], order: self) }.sorted()
            .map(ListSearch.index(ofKey:))
    }
}
