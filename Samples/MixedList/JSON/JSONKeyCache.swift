/// Object keys recently decoded, by their raw bytes, so that the keys every record repeats are
/// decoded and checked once rather than once a record.
///
/// A key is found by its length and its first and last bytes, then compared byte by byte: a
/// key never comes back for other bytes. Empty keys and keys of more than 32 bytes are not kept.
package struct JSONKeyCache: Sendable {
    /// How many keys it holds at most: one per place, a power of two.
    private static let places = 64
    private var entries = [Entry](repeating: Entry(), count: places)

    private struct Entry: Sendable {
        var bytes: [UInt8] = []
        var key = ""
    }

    /// An empty cache.
    package init() {}

    /// The key kept for the raw content (between the quotes, with no escapes) at `start..<end` of
    /// `bytes`, if there is one.
    package func key(in bytes: [UInt8], from start: Int, to end: Int) -> String? {
        guard let slot = Self.slot(bytes, from: start, to: end) else { return nil }
        let length = end - start
        // Indexing the entry in place avoids retaining its bytes.
        guard entries[slot].bytes.count == length else { return nil }
        var offset = 0
        while offset < length && entries[slot].bytes[offset] == bytes[start + offset] { offset += 1 }
        return offset == length ? entries[slot].key : nil
    }

    /// Keeps `key`, decoded from the raw content at `start..<end` of `bytes`, which must be valid
    /// UTF-8: a key with invalid bytes is decoded again each time, so that each is noticed.
    package mutating func keep(_ key: String, from bytes: [UInt8], _ start: Int, _ end: Int) {
        guard let slot = Self.slot(bytes, from: start, to: end) else { return }
        entries[slot] = Entry(bytes: Array(bytes[start..<end]), key: key)
    }

    private static func slot(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        let length = end - start
        guard length > 0 && length <= 32 else { return nil }
        return (length &* 7 &+ Int(bytes[start]) &+ Int(bytes[end - 1]) &* 3) & (places - 1)
    }
}
