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
/// ```
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
    /// - Parameters:
    ///   - old: The list shown now.
    ///   - new: The list to show.
    ///   - identity: What makes two items the same item, such as an `id`.
    ///   - isUnchanged: Whether two items with the same identity have the same content.
    public init<Item, Identity: Hashable>(
        from old: [Item], to new: [Item], identity: (Item) -> Identity,
        isUnchanged: (Item, Item) -> Bool
    ) {
        // Old indices with the same identity are chained in order, so that the n-th new item with an
        // identity meets the n-th old one: a table of first indices and one array, no list per key.
        oldCount = old.count
        var firstUnmatched: [Identity: Int] = [:]
        firstUnmatched.reserveCapacity(old.count)
        var nextWithSameIdentity = [Int](repeating: -1, count: old.count)
        var oldIdentities: [Identity] = []
        oldIdentities.reserveCapacity(old.count)
        for item in old { oldIdentities.append(identity(item)) }
        for index in old.indices.reversed() {
            if let later = firstUnmatched.updateValue(index, forKey: oldIdentities[index]) {
                nextWithSameIdentity[index] = later
                duplicatesInOld.append(later)
            }
        }
        duplicatesInOld.sort()

        var matched = [Bool](repeating: false, count: old.count)
        var seenInNew = Set<Identity>(minimumCapacity: new.count)
        oldIndices.reserveCapacity(new.count)
        for (newIndex, item) in new.enumerated() {
            let id = identity(item)
            if !seenInNew.insert(id).inserted { duplicatesInNew.append(newIndex) }
            guard let oldIndex = firstUnmatched[id], oldIndex >= 0 else {
                oldIndices.append(nil)
                insertions.append(newIndex)
                continue
            }
            firstUnmatched[id] = nextWithSameIdentity[oldIndex]
            matched[oldIndex] = true
            oldIndices.append(oldIndex)
            if !isUnchanged(old[oldIndex], item) { updates.append(Pair(old: oldIndex, new: newIndex)) }
        }
        deletions = matched.indices.filter { !matched[$0] }
        moves = Self.moves(oldIndices)
    }

    /// The kept items outside a longest run whose old indices increase in new order: the fewest
    /// items to move so that every other kept item keeps its order.
    private static func moves(_ oldIndices: [Int?]) -> [Pair] {
        let kept = oldIndices.enumerated().compactMap { new, old in old.map { Pair(old: $0, new: new) } }
        // Patience sorting: tails[k] is the position in `kept` of the smallest old index that ends
        // an increasing run of length k + 1; `previous` links each position to the one before it.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: kept.count)
        for position in kept.indices {
            let old = kept[position].old
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if kept[tails[middle]].old < old { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var staying = [Bool](repeating: false, count: kept.count)
        var position = tails.last ?? -1
        while position >= 0 {
            staying[position] = true
            position = previous[position]
        }
        return kept.indices.filter { !staying[$0] }.map { kept[$0] }
    }
}

extension ListDiff {
    /// Compares two lists of identifiable items: the same `id` is the same item, and an item
    /// whose value changed is an update.
    public init<Item: Identifiable & Equatable>(from old: [Item], to new: [Item]) {
        self.init(from: old, to: new, identity: \.id, isUnchanged: ==)
    }

    /// Compares two lists of hashable values: a value is its own identity, so a changed value is a
    /// deletion and an insertion, never an update.
    public init<Item: Hashable>(values old: [Item], to new: [Item]) {
        self.init(from: old, to: new, identity: { $0 }, isUnchanged: { _, _ in true })
    }
}
