import CellFactoryTesting
import MixedListCommand
import MixedListJSON
import MixedListViewModels
import Testing

/// `ItemDecoder.item(fromLine:)` reads common lines straight from their bytes: every item it
/// returns must be the one the parser and `item(from:)` make of the same line.
@Suite("Item decoder, lines read from their text")
struct ItemDecoderTextTests {
    @Test(
        "every field of the common records is read from the text",
        arguments: [
            (#"{"type":"account","name":"user1"}"#, Account(name: "user1") as any Sendable),
            (#" { "name" : "Zoë 日本" , "type":"account" }  "#, Account(name: "Zoë 日本")),
            (
                #"{"type":"album","title":"T","artist":"A","year":1999,"tracks":0}"#,
                Album(title: "T", artist: "A", year: 1999, trackCount: 0)
            ),
            (
                #"{"tracks":12,"year":-5,"artist":"","title":"x"# + "\u{7F}" + #"","type":"album"}"#,
                Album(title: "x\u{7F}", artist: "", year: -5, trackCount: 12)
            ),
            ("42", 42), ("-0", 0), ("0\t", 0), ("-9223372036854775808", Int.min),
            ("9223372036854775807", Int.max),
        ])
    func recognised(line: String, expected: any Sendable) throws {
        let item = try #require(ItemDecoder.item(fromLine: Array(line.utf8)[...]))
        #expect(Self.same(item, expected))
        #expect(Self.same(item, try #require(Self.parsedItem(line.utf8))))
    }

    @Test(
        "anything else is left to the parser",
        arguments: [
            "", "1.5", "1e3", "01", "-", "9223372036854775808", "1 2", #""s""#, "null", "true", "[1]", "{}",
            #"{"type":"other"}"#, #"{"type":"account"}"#, #"{"type":"account","name":"a","extra":1}"#,
            #"{"type":"account","name":"a","name":"b"}"#, #"{"type":"account","name":"a\nb"}"#,
            #"{"type":"account","name":1}"#, #"{"type":"account","name":"a"} x"#,
            #"{"type":"account","name":"a",}"#, #"{"type":"account" "name":"a"}"#,
            #"{"type":"album","title":"T","artist":"A","year":1999}"#,
            #"{"type":"album","title":"T","artist":"A","year":1999,"tracks":-1}"#,
            #"{"type":"album","title":"T","artist":"A","year":1.0,"tracks":1}"#,
            #"{"type":"accounts","name":"a"}"#, #"{"typ":"account","name":"a"}"#,
        ])
    func declined(line: String) {
        #expect(ItemDecoder.item(fromLine: Array(line.utf8)[...]) == nil)
    }

    @Test("invalid UTF-8 and control characters are left to the parser, which reports them")
    func badBytes() {
        for bytes: [UInt8] in [
            Array(#"{"type":"account","name":"a"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            Array(#"{"type":"account","name":"a"#.utf8) + [0x01] + Array(#""}"#.utf8),
            Array(#"{"type":"account","na"#.utf8) + [0xC3] + Array(#"me":"a"}"#.utf8),
        ] {
            #expect(ItemDecoder.item(fromLine: bytes[...]) == nil)
        }
    }

    /// Mutated records, against the parser: whatever the shortcut reads, the parser reads the
    /// same; and it reads every record it was written for.
    @Test("differential: 100,000 mutated records read as the parser reads them")
    func differential() throws {
        var random = SeededGenerator(seed: 0x5EED)
        var recognised = 0
        for round in 0..<100_000 {
            var line = Array(Self.record(&random).utf8)
            if round % 4 != 0 {
                // One to three edits from the bytes that matter to JSON.
                for _ in 0...Int.random(in: 0..<3, using: &random) { Self.mutate(&line, &random) }
            }
            guard let item = ItemDecoder.item(fromLine: line[...]) else {
                #expect(
                    round % 4 != 0,
                    "an unchanged record was not recognised: \(String(decoding: line, as: UTF8.self))")
                continue
            }
            recognised += 1
            let parsed = try #require(
                Self.parsedItem(line),
                "recognised, but the parser refused: \(String(decoding: line, as: UTF8.self))")
            #expect(Self.same(item, parsed), "\(String(decoding: line, as: UTF8.self))")
        }
        // Every unchanged record, and some of the changed ones.
        #expect(recognised > 25_000)
    }

    // MARK: - Helpers

    /// The item the parser and `item(from:)` make of a line, or `nil` when either refuses it.
    static func parsedItem(_ line: some Collection<UInt8>) -> Any? {
        var reader = JSONStreamReader(format: .lines)
        reader.append(Array(line))
        reader.finishInput()
        guard case .element(let value, _, _) = reader.next() else { return nil }
        return try? ItemDecoder.item(from: value)
    }

    static func same(_ left: Any, _ right: Any) -> Bool {
        if let left = left as? Account, let right = right as? Account { return left == right }
        if let left = left as? Album, let right = right as? Album { return left == right }
        if let left = left as? Int, let right = right as? Int { return left == right }
        return false
    }

    private static let names = ["user1", "Zoë", "日本語", "a b", "", "Linkin Park", "x\u{7F}y", "🎵"]

    static func record(_ random: inout SeededGenerator) -> String {
        let name = names[Int.random(in: 0..<names.count, using: &random)]
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return #"{"type":"account","name":"\#(name)"}"#
        case 1: return String(Int.random(in: Int.min...Int.max, using: &random))
        default:
            let artist = names[Int.random(in: 0..<names.count, using: &random)]
            return
                #"{"type":"album","title":"\#(name)","artist":"\#(artist)","year":\#(Int.random(in: 0..<3000, using: &random) - 100),"tracks":\#(Int.random(in: 0..<30, using: &random))}"#
        }
    }

    // No line break: the reader never hands one over inside a line.
    private static let edits: [UInt8] =
        Array(#"{}[]":,\ -+.0123456789eEtypenamu"#.utf8) + [0x09, 0x0D, 0x01, 0xC3, 0xA9, 0xFF]

    static func mutate(_ line: inout [UInt8], _ random: inout SeededGenerator) {
        let byte = edits[Int.random(in: 0..<edits.count, using: &random)]
        let at = Int.random(in: 0..<line.count + 1, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: line.insert(byte, at: at)
        case 1 where at < line.count: line.remove(at: at)
        default: if at < line.count { line[at] = byte } else { line.append(byte) }
        }
    }
}
