/// A table from types (by `ObjectIdentifier`) to values: the dispatcher's cache of answers.
///
/// `Dictionary` hashes every lookup with a seeded SipHash, which guards a table against keys an
/// attacker chooses, and costs as much as the rest of dispatching an item. The keys here are the
/// few types of one program, so a multiplicative hash of the type's address (Fibonacci hashing:
/// its top bits) is enough. Open addressing with linear probing, in an array kept at most three
/// quarters full.
struct TypeTable<Value> {
    private struct Entry {
        let key: ObjectIdentifier
        var value: Value
    }

    private var entries: [Entry?] = Array(repeating: nil, count: 8)
    /// `64 - log2(entries.count)`: the hash keeps the top bits of the product.
    private var shift: UInt64 = 61
    private(set) var count = 0

    /// The value for a type, or `nil`.
    subscript(key: ObjectIdentifier) -> Value? {
        var index = home(of: key)
        while let entry = entries[index] {
            if entry.key == key { return entry.value }
            index = (index + 1) & (entries.count - 1)
        }
        return nil
    }

    /// Sets the value for a type, replacing any value it had.
    mutating func set(_ value: Value, for key: ObjectIdentifier) {
        if (count + 1) * 4 > entries.count * 3 { grow() }
        var index = home(of: key)
        while let entry = entries[index] {
            if entry.key == key {
                entries[index]?.value = value
                return
            }
            index = (index + 1) & (entries.count - 1)
        }
        entries[index] = Entry(key: key, value: value)
        count += 1
    }

    private func home(of key: ObjectIdentifier) -> Int {
        let mixed = UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: nil, count: old.count * 2)
        shift -= 1
        count = 0
        for case let entry? in old { set(entry.value, for: entry.key) }
    }
}
