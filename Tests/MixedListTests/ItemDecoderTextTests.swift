import CellFactoryTesting
import MixedListCommand
import MixedListJSON
import MixedListViewModels
import Testing

/// `ItemDecoder.item(in:from:)` reads common lines straight from their bytes, through
/// `JSONStreamReader.nextRecognized(by:)`: every item it returns must be the one the parser and
/// `item(from:)` make of the same line.
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
        let item = try #require(Self.recognisedItem(Array(line.utf8)))
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
            "{\"type\":\"account\",\n\"name\":\"a\"}",
        ])
    func declined(line: String) {
        #expect(Self.recognisedItem(Array(line.utf8)) == nil)
    }

    @Test("the text is read from where it starts to where it ends, and no further")
    func readsFromStartToEnd() throws {
        let bytes = Array(#"xx42 ,{"type":"account","name":"a"}}"#.utf8)
        let number = try #require(ItemDecoder.item(in: bytes, from: 2))
        #expect(number.item as? Int == 42 && number.end == 4)
        let account = try #require(ItemDecoder.item(in: bytes, from: 6))
        #expect(account.item as? Account == Account(name: "a") && account.end == bytes.count - 1)
        #expect(ItemDecoder.item(in: bytes, from: bytes.count) == nil)
    }

    @Test("invalid UTF-8 and control characters are left to the parser, which reports them")
    func badBytes() {
        for bytes: [UInt8] in [
            Array(#"{"type":"account","name":"a"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            Array(#"{"type":"account","name":"a"#.utf8) + [0x01] + Array(#""}"#.utf8),
            Array(#"{"type":"account","na"#.utf8) + [0xC3] + Array(#"me":"a"}"#.utf8),
        ] {
            #expect(Self.recognisedItem(bytes) == nil)
        }
    }

    /// Mutated runs of records (some after a byte order mark), read in random chunks with and
    /// without the shortcut: the two readers return the same elements, items, errors and texts,
    /// and hold the same bytes after each; and every unchanged record read in one chunk is read
    /// by the shortcut.
    @Test("differential: 100,000 mutated inputs read as the parser reads them")
    func differential() {
        var random = SeededGenerator(seed: 0x5EED)
        var recognised = 0
        for round in 0..<100_000 {
            let records = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.record(&random) }
            var text = Array(records.joined(separator: "\n").utf8)
            if round % 5 == 0 { text = [0xEF, 0xBB, 0xBF] + text }
            if Bool.random(using: &random) { text.append(0x0A) }
            if round % 4 != 0 {
                // One to three edits from the bytes that matter to JSON.
                for _ in 0...Int.random(in: 0..<3, using: &random) { Self.mutate(&text, &random) }
            }
            let chunk = Int.random(in: 1...80, using: &random)
            let shortcut = Self.readAll(text, chunk: chunk, recognising: true)
            let parser = Self.readAll(text, chunk: chunk, recognising: false)
            #expect(shortcut.steps == parser.steps, "\(String(decoding: text, as: UTF8.self))")
            recognised += shortcut.recognised
            if round % 4 == 0 && text.last == 0x0A {
                // A line cut by a chunk is left to the parser; in one chunk, every record is read.
                let whole = Self.readAll(text, chunk: text.count, recognising: true)
                #expect(
                    whole.recognised == records.count,
                    "unchanged records were parsed: \(String(decoding: text, as: UTF8.self))")
            }
        }
        // Some lines are read by the shortcut even in small chunks.
        #expect(recognised > 10_000)
    }

    @Test(
        "records for declared views: flat objects and whole numbers are read from the text",
        arguments: [
            (#"{"a":"x","b":-3,"c":true,"d":false,"e":null}"#, true), (#" { } "#, true), ("7", true),
            (#"{"k":"v","k":"w"}"#, true), (#"{"日本":"Zoë"}"#, true),
            (#"{"a":1.5}"#, false), (#"{"a":[1]}"#, false), (#"{"a":{}}"#, false), (#"{"a":"\n"}"#, false),
            (#"{"a":truex}"#, false), (#"{"a":nul}"#, false), (#"{"a":true1}"#, false),
            (#"{"a":1e3}"#, false),
            (#"{"a":"x",}"#, false), (#""s""#, false), ("true", false), ("[]", false),
            (#"{"a":99999999999999999999}"#, false),
        ])
    func records(line: String, isRead: Bool) throws {
        var reader = JSONStreamReader(format: .lines)
        reader.append(Array(line.utf8) + [0x0A])
        var recognizer = ItemRecognizer(recordsOnly: true)
        let read = reader.nextRecognized(by: { recognizer.item(in: $0, from: $1) })?.item
        #expect((read != nil) == isRead)
        guard let read else { return }
        let parsed = try #require(Self.parsedRecord(line), "the parser refused \(line)")
        #expect(read as? RecordValue == parsed)
    }

    @Test("records read by one recognizer: keys kept from earlier lines are never another's")
    func recordsWithKeptKeys() throws {
        // "name" and "nbme" have one length and one first and last byte, so share a place.
        let lines = [
            #"{"name":"a"}"#, #"{"nbme":"b"}"#, #"{"name":"c","nbme":"d"}"#, #"{"nbme":1,"name":2}"#,
            #"{"name":"e"}"#,
        ]
        var reader = JSONStreamReader(format: .lines)
        reader.append(Array(lines.joined(separator: "\n").utf8) + [0x0A])
        var recognizer = ItemRecognizer(recordsOnly: true)
        for line in lines {
            let read = try #require(reader.nextRecognized(by: { recognizer.item(in: $0, from: $1) })?.item)
            let parsed = try #require(Self.parsedRecord(line), "the parser refused \(line)")
            #expect(read as? RecordValue == parsed, "\(line)")
        }
    }

    @Test("records of varied widths: each read as the parser reads it, none keeping a wider one's room")
    func recordsOfVariedWidths() throws {
        let wide = "{" + (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
        let narrow = #"{"a":"x","b":2}"#
        // Refused after its first member (a nested value), and empty: neither is read from its text.
        let lines = [wide, narrow, #"{"a":1,"b":[1]}"#, wide, "{}", narrow, wide, wide]
        var reader = JSONStreamReader(format: .lines)
        reader.append(Array(lines.joined(separator: "\n").utf8) + [0x0A])
        var recognizer = ItemRecognizer(recordsOnly: true)
        for line in lines {
            let read: Any
            if let recognized = reader.nextRecognized(by: { recognizer.item(in: $0, from: $1) }) {
                read = recognized.item
            } else {
                guard case .element(let value, _, _) = reader.next() else {
                    Issue.record("the parser refused \(line)")
                    return
                }
                read = ItemDecoder.record(value)
            }
            let parsed = try #require(Self.parsedRecord(line), "the parser refused \(line)")
            #expect(read as? RecordValue == parsed, "\(line)")
            if case .object(let fields)? = read as? RecordValue {
                #expect(fields.capacity <= 2 * fields.count + 8, "\(line): room for \(fields.capacity)")
            }
        }
    }

    @Test("differential: 50,000 mutated inputs of records read as the parser reads them")
    func recordsDifferential() {
        var random = SeededGenerator(seed: 0xF1A7)
        var recognised = 0
        for round in 0..<50_000 {
            let records = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Bool.random(using: &random) ? Self.record(&random) : Self.flatRecord(&random)
            }
            var text = Array(records.joined(separator: "\n").utf8)
            if Bool.random(using: &random) { text.append(0x0A) }
            recognised += Self.readBothWays(&text, mutating: round % 3 != 0, records: true, &random)
        }
        #expect(recognised > 5_000)
    }

    /// The same as the lines' differential, for the elements of JSON arrays: blank space and line
    /// breaks around the commas, mutations, and random chunks.
    @Test("differential: 50,000 mutated JSON arrays read as the parser reads them", arguments: [false, true])
    func arrayDifferential(records: Bool) {
        var random = SeededGenerator(seed: records ? 0xA77A : 0xA77B)
        var recognised = 0
        let separators = [",", ", ", ",\n", " ,\n  ", "\r\n,\t"]
        for round in 0..<25_000 {
            let elements = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                records && Bool.random(using: &random) ? Self.flatRecord(&random) : Self.record(&random)
            }
            var joined = ""
            for (index, element) in elements.enumerated() {
                if index > 0 { joined += separators[Int.random(in: 0..<separators.count, using: &random)] }
                joined += element
            }
            var text = Array(("[" + (Bool.random(using: &random) ? "\n" : "") + joined + " ]").utf8)
            if round % 5 == 0 { text = [0xEF, 0xBB, 0xBF] + text }
            if Bool.random(using: &random) { text.append(0x0A) }
            recognised += Self.readBothWays(&text, mutating: round % 3 != 0, records: records, &random)
        }
        // Elements after the first are read by the shortcut, even in small chunks.
        #expect(recognised > 2_000)
    }

    /// Mutates `text` one to three times when asked, reads it in random chunks with and without
    /// the shortcut, expects the same steps both ways, and returns how many the shortcut read.
    static func readBothWays(
        _ text: inout [UInt8], mutating: Bool, records: Bool, _ random: inout SeededGenerator
    ) -> Int {
        if mutating {
            for _ in 0...Int.random(in: 0..<3, using: &random) { Self.mutate(&text, &random) }
        }
        let chunk = Int.random(in: 1...80, using: &random)
        let shortcut = Self.readAll(text, chunk: chunk, recognising: true, records: records)
        let parser = Self.readAll(text, chunk: chunk, recognising: false, records: records)
        #expect(shortcut.steps == parser.steps, "\(String(decoding: text, as: UTF8.self))")
        return shortcut.recognised
    }

    /// An object of a few members of any key, each value a scalar, sometimes one the shortcut
    /// leaves to the parser.
    static func flatRecord(_ random: inout SeededGenerator) -> String {
        let values = [
            #""v""#, "12", "-7", "true", "false", "null", "1.5", #""a\"b""#, "[1,2]", #"{"x":1}"#, #""日本""#,
        ]
        let members = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            #""\#(names[Int.random(in: 0..<names.count, using: &random)])":"#
                + values[Int.random(in: 0..<values.count, using: &random)]
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    // MARK: - Helpers

    /// The item the shortcut reads from a line, through the reader; `nil` when the reader leaves
    /// the line to the parser.
    static func recognisedItem(_ line: [UInt8]) -> Any? {
        var reader = JSONStreamReader(format: .lines)
        reader.append(line + [0x0A])
        return reader.nextRecognized(by: ItemDecoder.item(in:from:))?.item
    }

    /// The record the parser and `record(_:)` make of a line alone, or `nil` when the parser
    /// refuses it.
    static func parsedRecord(_ line: String) -> RecordValue? {
        var parser = JSONStreamReader(format: .lines)
        parser.append(Array(line.utf8) + [0x0A])
        guard case .element(let value, _, _) = parser.next() else { return nil }
        return ItemDecoder.record(value)
    }

    /// The item the parser and `item(from:)` make of a line, or `nil` when either refuses it.
    static func parsedItem(_ line: some Collection<UInt8>) -> Any? {
        var reader = JSONStreamReader(format: .lines)
        reader.append(Array(line))
        reader.finishInput()
        guard case .element(let value, _, _) = reader.next() else { return nil }
        #expect(reader.firstInvalidUTF8Offset == nil, "a line recognised had bytes that are not UTF-8")
        return try? ItemDecoder.item(from: value)
    }

    /// Everything a reader returns for `text`, given `chunk` bytes whenever it needs input, as
    /// comparable lines; and how many lines the shortcut read.
    static func readAll(_ text: [UInt8], chunk: Int, recognising: Bool, records: Bool = false)
        -> (steps: [String], recognised: Int)
    {
        var reader = JSONStreamReader()
        // One for the whole text, as a stream has, so that records read later take keys kept
        // from earlier ones.
        var recognizer = ItemRecognizer(recordsOnly: records)
        var fed = 0
        var steps: [String] = []
        var recognised = 0
        while true {
            if recognising, let element = reader.nextRecognized(by: { recognizer.item(in: $0, from: $1) }) {
                recognised += 1
                steps.append(step(element.item, element.index, element.position, reader))
                continue
            }
            switch reader.next() {
            case .element(let value, let index, let position):
                let item: Any
                do {
                    item = records ? ItemDecoder.record(value) : try ItemDecoder.item(from: value)
                } catch {
                    item = "field error: \(error)"
                }
                steps.append(step(item, index, position, reader))
            case .malformed(let error, let index):
                steps.append("malformed \(index): \(error)")
            case .needsInput:
                guard fed < text.count else {
                    reader.finishInput()
                    continue
                }
                reader.append(text[fed..<min(fed + chunk, text.count)])
                fed += chunk
            case .end:
                steps.append(
                    "end; first invalid UTF-8 at \(String(describing: reader.firstInvalidUTF8Offset))")
                return (steps, recognised)
            }
        }
    }

    /// An element as a comparable line: where it is, its item, its text, and the bytes the reader
    /// holds after it (which must not depend on how the element was read).
    private static func step(_ item: Any, _ index: Int, _ position: JSONPosition, _ reader: JSONStreamReader)
        -> String
    {
        let text = reader.lastElementText.map { Array($0) } ?? []
        return
            "\(index) at \(position): \(String(reflecting: item)) from \(text), \(reader.bufferedByteCount) held"
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

    private static let edits: [UInt8] =
        Array(#"{}[]":,\ -+.0123456789eEtypenamu"#.utf8) + [0x09, 0x0A, 0x0D, 0x01, 0xC3, 0xA9, 0xFF]

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
