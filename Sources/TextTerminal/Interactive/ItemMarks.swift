/// The items a user marked in a list, by their index in input order: one bit per item, so that
/// marking every match of a million-item list costs 125 KB, and the marks come out in input
/// order.
struct ItemMarks {
    private var words: [UInt64] = []
    /// How many items are marked.
    private(set) var count = 0

    /// Whether an item is marked.
    func contains(_ index: Int) -> Bool {
        let word = index / 64
        return word < words.count && words[word] & (1 << UInt64(index % 64)) != 0
    }

    /// Marks an item, or unmarks it.
    mutating func set(_ index: Int, marked: Bool) {
        guard contains(index) != marked else { return }
        let word = index / 64
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] ^= 1 << UInt64(index % 64)
        count += marked ? 1 : -1
    }

    /// Unmarks every item.
    mutating func removeAll() {
        words = []
        count = 0
    }

    /// The marked items, in input order.
    var indices: [Int] {
        var found: [Int] = []
        found.reserveCapacity(count)
        for (wordIndex, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                found.append(wordIndex * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return found
    }
}
