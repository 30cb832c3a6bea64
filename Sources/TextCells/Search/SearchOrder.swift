/// The order a filtered list shows its matches in.
public enum SearchOrder: Hashable, Sendable {
    /// Best matches first; equal scores in input order.
    case bestFirst
    /// Input order, whatever the scores: for logs and other lists whose order means something.
    case inputOrder
}
