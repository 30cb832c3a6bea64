/// The changes that turn one list of items into another: deletions, insertions, moves and
/// updates, found in one pass keyed by each item's identity (Paul Heckel's approach), for lists of
/// any length.
///
/// Items with the same identity in both lists are the same item: they keep their place in a
/// section (their row, their view model) and are reported as moved when their order among the kept
/// items changed, and as updated when their content differs. Items only in the old list are
/// deletions; items only in the new list are insertions. Identities that repeat are matched in
/// order (the first old one with the first new one) and reported, never a crash.
///
/// ```swift
/// let diff = ListDiff(from: oldAlbums, to: newAlbums)   // Identifiable & Equatable albums
/// for index in diff.deletions { … }                        // indices in the old list
/// for index in diff.insertions { … }                       // indices in the new list
/// let byISBN = ListDiff(from: shown, to: fetched, identity: \.isbn, isUnchanged: ==)
/// ```
///
/// The diff takes time and memory in proportion to the two lists (a table of identities, then one
/// pass over the new list), plus a binary search per kept item for the moves. It is `Sendable`
/// and touches no actor, so a long list can be diffed on any thread; a ``CellSection`` applies it
/// in one step with ``CellSection/apply(_:items:)``.
public struct ListDiff: Hashable, Sendable {
    /// An item kept in both lists, by its index in each.
    public struct Pair: Hashable, Sendable {
        /// The item's index in the old list.
        public var old: Int
        /// The item's index in the new list.
        public var new: Int

        /// Creates a pair.
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
    }

    /// Indices in the old list of the items that are gone, ascending.
    public private(set) var deletions: [Int] = []
    /// Indices in the new list of the items that are new, ascending.
    public private(set) var insertions: [Int] = []
    /// Kept items whose order among the kept items changed: as few as keep the others in order,
    /// ascending by their new index.
    public private(set) var moves: [Pair] = []
    /// Kept items whose content changed, ascending by their new index.
    public private(set) var updates: [Pair] = []
    /// Indices in the old list of items whose identity an earlier old item already had.
    public private(set) var duplicatesInOld: [Int] = []
    /// Indices in the new list of items whose identity an earlier new item already had.
    public private(set) var duplicatesInNew: [Int] = []
    /// For each index of the new list, the index in the old list of the same item, or `nil` for
    /// an insertion.
    public private(set) var oldIndices: [Int?] = []
    /// The number of items in the old list.
    public private(set) var oldCount = 0

    /// The number of items in the new list.
    public var newCount: Int { oldIndices.count }

    /// Whether the lists hold the same items in the same order with the same content.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// Compares two lists by an identity and a content comparison of your own.
    ///
    /// Give the identity as a closure or a key path:
    ///
    /// ```swift
    /// ListDiff(from: shown, to: fetched, identity: \.isbn, isUnchanged: ==)
    /// ListDiff(
    ///     from: shown, to: fetched, identity: { $0.title.lowercased() },
    ///     isUnchanged: { $0.price == $1.price })
    /// ```
    ///
    /// - Parameters:
    ///   - old: The list shown now.
    ///   - new: The list to show.
    ///   - identity: What makes two items the same item, such as an `id`.
    ///   - isUnchanged: Whether two items with the same identity have the same content.
    @inlinable
    public init<Item, Identity: Hashable>(
        from old: [Item], to new: [Item], identity: (Item) -> Identity,
        isUnchanged: (Item, Item) -> Bool
    ) {
        // Inlinable so that hashing and comparing are specialised for the host's items: without
        // it the diff misses its budget (docs/Performance.md).
        // Old indices with the same identity are chained in order, so that the n-th new item with
        // an identity meets the n-th old one: one table entry per identity, no list per identity.
        var table: [Identity: IdentityEntry] = [:]
        table.reserveCapacity(Swift.max(old.count, new.count))
        var nextWithSameIdentity = [Int](repeating: -1, count: old.count)
        var duplicatesInOld: [Int] = []
        for index in old.indices.reversed() {
            if let later = table.updateValue(
                IdentityEntry(firstUnmatched: index), forKey: identity(old[index]))
            {
                nextWithSameIdentity[index] = later.firstUnmatched
                duplicatesInOld.append(later.firstUnmatched)
            }
        }

        var oldIndices: [Int?] = []
        oldIndices.reserveCapacity(new.count)
        var updates: [Pair] = []
        var duplicatesInNew: [Int] = []
        for (newIndex, item) in new.enumerated() {
            let (oldIndex, isDuplicate) = table[identity(item), default: IdentityEntry()]
                .matchNext(nextWithSameIdentity)
            if isDuplicate { duplicatesInNew.append(newIndex) }
            guard oldIndex >= 0 else {
                oldIndices.append(nil)
                continue
            }
            oldIndices.append(oldIndex)
            if !isUnchanged(old[oldIndex], item) { updates.append(Pair(old: oldIndex, new: newIndex)) }
        }
        self.init(
            oldCount: old.count, oldIndices: oldIndices, updates: updates,
            duplicatesInOld: duplicatesInOld.sorted(), duplicatesInNew: duplicatesInNew)
    }

    /// The rest of the diff, from the matching: deletions, insertions and moves.
    @usableFromInline
    init(oldCount: Int, oldIndices: [Int?], updates: [Pair], duplicatesInOld: [Int], duplicatesInNew: [Int]) {
        self.oldCount = oldCount
        self.oldIndices = oldIndices
        self.updates = updates
        self.duplicatesInOld = duplicatesInOld
        self.duplicatesInNew = duplicatesInNew
        var matched = [Bool](repeating: false, count: oldCount)
        for (newIndex, oldIndex) in oldIndices.enumerated() {
            if let oldIndex { matched[oldIndex] = true } else { insertions.append(newIndex) }
        }
        deletions = matched.indices.filter { !matched[$0] }
        moves = Self.moves(oldIndices)
    }

    /// One identity's state while the lists are matched.
    @usableFromInline
    struct IdentityEntry {
        /// The first old index with the identity not matched yet, or -1.
        @usableFromInline var firstUnmatched: Int
        /// Whether an item of the new list had the identity already.
        @usableFromInline var seenInNew = false

        @inlinable
        init(firstUnmatched: Int = -1) {
            self.firstUnmatched = firstUnmatched
        }

        /// Matches the next new item with this identity: the old index it meets (-1 for none),
        /// and whether it repeats an identity of the new list.
        @inlinable
        mutating func matchNext(_ nextWithSameIdentity: [Int]) -> (oldIndex: Int, isDuplicate: Bool) {
            let oldIndex = firstUnmatched
            if oldIndex >= 0 { firstUnmatched = nextWithSameIdentity[oldIndex] }
            let isDuplicate = seenInNew
            seenInNew = true
            return (oldIndex, isDuplicate)
        }
    }

    /// The kept items outside a longest run whose old indices increase in new order: the fewest
    /// items to move so that every other kept item keeps its order.
    private static func moves(_ oldIndices: [Int?]) -> [Pair] {
        // Patience sorting over the kept items in new order: tailNews[k] is the new index of the
        // kept item with the smallest old index that ends an increasing run of length k + 1, and
        // tailOlds[k] that old index, kept side by side so the search reads one array; `previous`
        // links each new index to the one before it in its run.
        var tailNews: [Int] = []
        var tailOlds: [Int] = []
        // Reserved, so that a long run grows without copying.
        tailNews.reserveCapacity(oldIndices.count)
        tailOlds.reserveCapacity(oldIndices.count)
        var previous = [Int](repeating: -1, count: oldIndices.count)
        for (new, old) in oldIndices.enumerated() {
            guard let old else { continue }
            // Most kept items stay in order and extend the longest run: try that first.
            var low = tailOlds.count
            if let last = tailOlds.last, old < last {
                low = 0
                var high = tailOlds.count
                while low < high {
                    let middle = (low + high) / 2
                    if tailOlds[middle] < old { low = middle + 1 } else { high = middle }
                }
            }
            if low > 0 { previous[new] = tailNews[low - 1] }
            if low == tailNews.count {
                tailNews.append(new)
                tailOlds.append(old)
            } else {
                tailNews[low] = new
                tailOlds[low] = old
            }
        }
        var staying = [Bool](repeating: false, count: oldIndices.count)
        var new = tailNews.last ?? -1
        while new >= 0 {
            staying[new] = true
            new = previous[new]
        }
        var moves: [Pair] = []
        for (new, old) in oldIndices.enumerated() where !staying[new] {
            if let old { moves.append(Pair(old: old, new: new)) }
        }
        return moves
    }
}

extension ListDiff {
    /// Compares two lists of identifiable items: the same `id` is the same item, and an item
    /// whose value changed is an update.
    @inlinable
    public init<Item: Identifiable & Equatable>(from old: [Item], to new: [Item]) {
        self.init(from: old, to: new, identity: { $0.id }, isUnchanged: { $0 == $1 })
    }

    /// Compares two lists of hashable values: a value is its own identity, so a changed value is a
    /// deletion and an insertion, never an update.
    @inlinable
    public init<Item: Hashable>(values old: [Item], to new: [Item]) {
        self.init(from: old, to: new, identity: { $0 }, isUnchanged: { _, _ in true })
    }
}
