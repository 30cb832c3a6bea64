import MixedListJSON
import Testing

@Suite("JSONKeyCache")
struct JSONKeyCacheTests {
    /// The raw content of `text` quoted in a line, and where it is.
    static func quoted(_ text: String) -> (bytes: [UInt8], start: Int, end: Int) {
        let bytes = Array("{\"\(text)\":1}".utf8)
        return (bytes, 2, 2 + text.utf8.count)
    }

    @Test("a key kept is found for the same bytes, anywhere in another buffer")
    func found() {
        var cache = JSONKeyCache()
        let first = Self.quoted("name")
        #expect(cache.key(in: first.bytes, from: first.start, to: first.end) == nil)
        cache.keep("name", from: first.bytes, first.start, first.end)
        let later = Array("  {\"type\":0,\"name\":2}".utf8)
        #expect(cache.key(in: later, from: 13, to: 17) == "name")
        #expect(cache.key(in: later, from: 4, to: 8) == nil)
    }

    @Test("keys of one length, first and last byte share a place: never the other's key")
    func sharedPlace() {
        var cache = JSONKeyCache()
        let one = Self.quoted("axb")
        let other = Self.quoted("ayb")
        cache.keep("axb", from: one.bytes, one.start, one.end)
        #expect(cache.key(in: other.bytes, from: other.start, to: other.end) == nil)
        cache.keep("ayb", from: other.bytes, other.start, other.end)
        #expect(cache.key(in: other.bytes, from: other.start, to: other.end) == "ayb")
        #expect(cache.key(in: one.bytes, from: one.start, to: one.end) == nil)
    }

    @Test("empty keys and keys over 32 bytes are not kept")
    func notKept() {
        var cache = JSONKeyCache()
        let long = Self.quoted(String(repeating: "k", count: 33))
        cache.keep(String(repeating: "k", count: 33), from: long.bytes, long.start, long.end)
        #expect(cache.key(in: long.bytes, from: long.start, to: long.end) == nil)
        let empty = Self.quoted("")
        cache.keep("", from: empty.bytes, empty.start, empty.end)
        #expect(cache.key(in: empty.bytes, from: empty.start, to: empty.end) == nil)
        let longest = Self.quoted(String(repeating: "k", count: 32))
        cache.keep(String(repeating: "k", count: 32), from: longest.bytes, longest.start, longest.end)
        #expect(
            cache.key(in: longest.bytes, from: longest.start, to: longest.end)
                == String(repeating: "k", count: 32))
    }
}
