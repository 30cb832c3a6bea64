import CellFactory

/// Makes the search texts of items as they are read, each by its registration's `searchText`,
/// as an interactive list would search them: for `--filter`, which reads on every core.
struct SearchTextMaker {
    private var dispatcher: ViewModelDispatcher
    /// The texts made so far, in the items' order.
    private(set) var texts: [String] = []

    /// Creates a maker for the items a factory shows.
    init(_ factory: CollectionFactory) {
        dispatcher = factory.makeDispatcher()
    }

    /// Adds an item's text.
    mutating func add(_ item: Any) {
        texts.append(dispatcher.searchText(for: item))
    }

}
