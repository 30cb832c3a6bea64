import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListCommand
import MixedListViewModels
import Testing
import TextCells

/// What `mixed-list --interactive` keeps of a long input: each item's search text, found in its
/// bytes, and its record, from which the item is made when it is shown.
@Suite("Deferred records")
struct DeferredRecordsTests {
    /// The text `ItemDecoder.searchText(in:from:)` finds, joined, or `nil`.
    private func foundText(_ line: [UInt8]) -> (text: String, end: Int)? {
        guard let (text, end) = ItemDecoder.searchText(in: line, from: 0) else { return nil }
        var texts = SearchTexts()
        var scratch: [UInt8] = []
        texts.append(text, in: line[...], scratch: &scratch)
        // The same text lent for matching.
        let lent = text.withUTF8(in: line[...], scratch: &scratch) { span in
            (0..<span.count).map { span[$0] }
        }
        #expect(lent == Array(texts.utf8(at: 0)))
        return (String(decoding: texts.utf8(at: 0), as: UTF8.self), end)
    }

    /// Expects the text found in a line's bytes to be the registrations' text of the item the
    /// shortcut reads, in lists and tables, and to be found for exactly the lines it reads.
    private func expectSameText(_ line: [UInt8], factories: [CollectionFactory]) {
        let item = ItemDecoder.item(in: line, from: 0)
        let found = foundText(line)
        let shown = String(decoding: line, as: UTF8.self)
        #expect((item == nil) == (found == nil), "\(shown)")
        guard let item, let found else { return }
        #expect(item.end == found.end, "\(shown)")
        for factory in factories {
            var dispatcher = factory.makeDispatcher()
            #expect(dispatcher.searchText(for: item.item) == found.text, "\(shown)")
        }
    }

    @Test(
        "the search text found in the bytes is the registrations', for the lines the shortcut reads",
        arguments: [
            #"{"type":"account","name":"user1"}"#, #" { "name" : "Zoë 日本" , "type":"account" }"#,
            #"{"type":"album","title":"T","artist":"A","year":1999,"tracks":0}"#,
            #"{"type":"album","title":"T","artist":"A","year":-0,"tracks":0}"#,
            #"{"tracks":1,"year":-12,"artist":"","title":"","type":"album"}"#, "-0", "0", "-17", "42",
            "-9223372036854775808", "9223372036854775807", "9223372036854775808", "1.5", "01",
            #"{"type":"account","name":"a\"b"}"#, #"{"type":"account","name":"x"#,
            #"{"type":"other","name":"a"}"#, "null",
        ])
    func sameAsRegistrations(line: String) throws {
        let factories = [try MixedListCells.makeFactory(), try MixedListCells.makeFactory(tables: true)]
        expectSameText(Array(line.utf8), factories: factories)
    }

    @Test("bytes that are not UTF-8 are left to the parser, as the shortcut leaves them")
    func invalidUTF8() throws {
        let line = Array(#"{"type":"account","name":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
        #expect(foundText(line) == nil)
        let album =
            Array(#"{"type":"album","title":"T","artist":""#.utf8) + [0xFF]
            + Array(#"","year":1,"tracks":1}"#.utf8)
        #expect(foundText(album) == nil)
    }

    @Test("differential: 100,000 mutated lines, the found text against the registrations'")
    func differential() throws {
        let factories = [try MixedListCells.makeFactory(), try MixedListCells.makeFactory(tables: true)]
        var random = SeededGenerator(seed: 0xDEFE)
        var found = 0
        for round in 0..<100_000 {
            var line = Array(ItemDecoderTextTests.record(&random).utf8)
            if round % 2 == 0 {
                for _ in 0...Int.random(in: 0..<3, using: &random) {
                    ItemDecoderTextTests.mutate(&line, &random)
                }
            }
            expectSameText(line, factories: factories)
            if ItemDecoder.searchText(in: line, from: 0) != nil { found += 1 }
        }
        // Most lines, mutated or not, are still read by the shortcut.
        #expect(found > 50_000)
    }

    /// Expects a finder that reads `lines` in turn, in one buffer as a reader holds them, to find
    /// what the stateless search finds in each.
    private func expectFinderAgrees(_ lines: [[UInt8]]) -> Int {
        var buffer: [UInt8] = []
        var starts: [Int] = []
        for line in lines {
            starts.append(buffer.count)
            buffer += line + [0x0A]
        }
        var finder = SearchTextFinder()
        var found = 0
        for (line, start) in zip(lines, starts) {
            let expected = ItemDecoder.searchText(in: buffer, from: start)
            let actual = finder.searchText(in: buffer, from: start)
            #expect(actual?.text == expected?.text, "\(String(decoding: line, as: UTF8.self))")
            #expect(actual?.end == expected?.end, "\(String(decoding: line, as: UTF8.self))")
            if actual != nil { found += 1 }
        }
        return found
    }

    @Test("a finder reads a record shaped like an earlier one as the stateless search reads it")
    func finderFitsTemplates() {
        let lines = [
            #"{"type":"account","name":"a"}"#, #"{"type":"account","name":"bb"}"#,
            #"{"type":"account","name":"a\"b"}"#, #"{"type":"account","name":""}"#,
            #"{"type":"account","name":5}"#, #"{"type":"account","name":"x","name":"y"}"#,
            #"{"type":"account", "name":"spaced"}"#, #"{"type":"account","name":"a"}"#,
            #"{"type":"album","title":"T","artist":"A","year":1999,"tracks":3}"#,
            #"{"type":"album","title":"U","artist":"B","year":-0,"tracks":0}"#,
            #"{"type":"album","title":"U","artist":"B","year":7,"tracks":-1}"#,
            #"{"type":"album","title":"U","artist":"B","year":01,"tracks":1}"#,
            #"{"type":"album","title":"U","artist":"B","year":1.5,"tracks":1}"#,
            #"{"type":"album","title":"U","artist":"B","year":99999999999999999999,"tracks":1}"#,
            #"{"type":"album","title":"U","artist":"B","year":1,"tracks":1,"x":2}"#,
            #"{"type":"album","title":"U","artist":"B","year":1,"tracks":1"#, "-0", "12",
            #"{"type":"account","name":"after numbers"}"#,
        ].map { Array($0.utf8) }
        let invalid = Array(#"{"type":"account","name":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
        let control = Array(#"{"type":"account","name":"a"#.utf8) + [0x01] + Array(#""}"#.utf8)
        #expect(expectFinderAgrees(lines + [invalid, control] + lines) == 2 * 10 + 0)
    }

    @Test("differential: a finder over 200,000 mutated lines in turn, against the stateless search")
    func finderDifferential() {
        var random = SeededGenerator(seed: 0xF1D)
        var found = 0
        for _ in 0..<2_000 {
            let lines = (0..<100).map { index -> [UInt8] in
                var line = Array(ItemDecoderTextTests.record(&random).utf8)
                if index % 3 == 0 {
                    for _ in 0...Int.random(in: 0..<2, using: &random) {
                        ItemDecoderTextTests.mutate(&line, &random)
                    }
                }
                return line
            }
            found += expectFinderAgrees(lines)
        }
        #expect(found > 100_000)
    }

    @Test("an item is made from its record each time it is asked for, as the reading made it")
    func madeFromRecords() throws {
        let lines = [#"{"type":"account","name":"a"}"#, "7", #"{"kind":"other","n":[1,{"b":null}]}"#]
        var texts = SearchTexts()
        var records = RecordTexts()
        for line in lines {
            texts.append(line)
            records.append(line.utf8)
        }
        let deferred = DeferredRecords(
            texts: (texts, [:]), records: RecordLog(records), firstIndex: 10, recordsOnly: false,
            failures: DeferredRecords.Failures())
        #expect(deferred.item(at: 0) as? Account == Account(name: "a"))
        #expect(deferred.item(at: 1) as? Int == 7)
        #expect(
            deferred.item(at: 2) as? RecordValue
                == .object([
                    RecordField(key: "kind", value: .string("other")),
                    RecordField(
                        key: "n",
                        value: .array([.integer(1), .object([RecordField(key: "b", value: .null)])])),
                ]))
        let records2 = DeferredRecords(
            texts: (texts, [:]), records: RecordLog(records), firstIndex: 10, recordsOnly: true,
            failures: DeferredRecords.Failures())
        // For declared views, every element is a record.
        #expect(records2.item(at: 1) as? RecordValue == .integer(7))
        #expect(deferred.failures.count == 0)
    }

    @Test("a record that fails to make its item when shown is a malformed row, counted once")
    func failsWhenShown() throws {
        var texts = SearchTexts()
        var records = RecordTexts()
        for line in [#"{"type":"account","name":"a"}"#, #"{"type":"account","name":5}"#, "{oops", ""] {
            texts.append("text")
            records.append(line.utf8)
        }
        let malformed = MalformedElement(index: 13, line: 4, column: 1, problem: "kept as read")
        let failures = DeferredRecords.Failures()
        let deferred = DeferredRecords(
            texts: (texts, [3: malformed]), records: RecordLog(records), firstIndex: 10, recordsOnly: false,
            failures: failures)
        #expect(deferred.item(at: 0) as? Account == Account(name: "a"))
        let field = try #require(deferred.item(at: 1) as? MalformedElement)
        #expect(field.index == 11)
        #expect(field.problem.hasPrefix(#"field "name": expected a string, found a number"#))
        #expect(field.problem.contains("found when it was made again to be shown"))
        let syntax = try #require(deferred.item(at: 2) as? MalformedElement)
        #expect(syntax.index == 12)
        // A malformed element read as one is kept as it was, and is not a failure.
        #expect(deferred.item(at: 3) as? MalformedElement == malformed)
        _ = deferred.item(at: 1)
        #expect(failures.count == 2)
    }

    @Test("records kept in a lane's buffer are found by their ranges, among gaps")
    func recordsInABuffer() {
        let bytes = Array("[aa, bbb,\n c]".utf8)
        let records = RecordTexts(in: bytes, starts: [1, 5, 11], ends: [3, 8, 12])
        #expect(records.count == 3)
        #expect((0..<3).map { String(decoding: records[$0], as: UTF8.self) } == ["aa", "bbb", "c"])
        var appended = records
        appended.append("dd".utf8)
        #expect(String(decoding: appended[3], as: UTF8.self) == "dd")
        #expect(String(decoding: appended[2], as: UTF8.self) == "c")
    }
}
