import CellFactoryTesting
import Foundation
import MixedListJSON
import Synchronization
import Testing

@Suite struct JSONStreamReaderTests {
    @Test func valueSubscriptAndKindDescriptions() {
        let object = JSONValue.object([
            JSONMember(key: "a", value: .integer(1)),
            JSONMember(key: "b", value: .null),
            JSONMember(key: "a", value: .string("last")),
        ])
        #expect(object["a"] == .string("last"))
        #expect(object["b"] == .null)
        #expect(object["c"] == nil)
        #expect(JSONValue.array([.integer(1)])["a"] == nil)
        let kinds: [(JSONValue, String)] = [
            (.null, "null"), (.bool(true), "a boolean"), (.integer(1), "a number"),
            (.number(1.5), "a number"),
            (.string(""), "a string"), (.array([]), "an array"), (object, "an object"),
        ]
        for (value, description) in kinds {
            #expect(value.kindDescription == description)
        }
        #expect(JSONInputFormat(rawValue: "jsonl") == .lines)
        #expect(JSONInputFormat.array.rawValue == "json")
        #expect(position(3, 14, 40).description == "3:14")
        #expect(
            error("expected a value, found 'x'", 1, 2, 1).description == "1:2: expected a value, found 'x'")
    }

    @Test(arguments: [
        ("[1]", JSONInputFormat.array), ("  \n\t[1]", .array), ("\u{FEFF}[1]", .array),
        ("\u{FEFF} \r\n [1]", .array),
        ("1", .lines), ("\n\n{\"a\":1}", .lines), ("\u{FEFF}\"x\"", .lines), (" 1\n[2]", .lines),
    ])
    func detectsFormat(text: String, expected: JSONInputFormat) {
        let outcome = read(text)
        #expect(outcome.format == expected)
        #expect(outcome.errors.isEmpty)
        #expect(!outcome.elements.isEmpty)
    }

    @Test func formatIsNilUntilTheFirstNonBlankByte() {
        var reader = JSONStreamReader()
        reader.append(Array("  \n ".utf8))
        #expect(reader.next() == .needsInput)
        #expect(reader.format == nil)
        reader.append(Array("[".utf8))
        #expect(reader.next() == .needsInput)
        #expect(reader.format == .array)
    }

    @Test func blankOrEmptyInputWithoutFormatHasNoElements() {
        for text in ["", "   \n\r\n\t", "\u{FEFF}", "\u{FEFF}\n"] {
            let outcome = read(text)
            #expect(outcome.results == [.end])
            #expect(outcome.format == nil)
        }
        #expect(read("", format: .lines).results == [.end])
        #expect(read("\n\n  \n", format: .lines).results == [.end])
    }

    @Test func byteOrderMarkCountsInPositions() {
        let outcome = read("\u{FEFF}[true]")
        #expect(outcome.results == [.element(.bool(true), index: 0, position: position(1, 5, 4)), .end])
        // A byte order mark split across chunks is still recognized.
        let split = read(Array("\u{FEFF}1".utf8), nextChunkSize: { 1 })
        #expect(split.results == [.element(.integer(1), index: 0, position: position(1, 4, 3)), .end])
    }

    @Test func readsArrayElementsWithPositions() {
        let text = "[\n  {\"type\": \"account\", \"name\": \"A\"},\n  7,\n  [true, null, -2.5e3]\n]\n"
        let outcome = read(text)
        #expect(
            outcome.results == [
                .element(
                    .object([
                        JSONMember(key: "type", value: .string("account")),
                        JSONMember(key: "name", value: .string("A")),
                    ]), index: 0, position: position(2, 3, 4)),
                .element(.integer(7), index: 1, position: position(3, 3, 40)),
                .element(
                    .array([.bool(true), .null, .number(-2500)]), index: 2, position: position(4, 3, 45)),
                .end,
            ])
    }

    @Test(arguments: ["[]", "[ ]", " [\n\n] \n", "\u{FEFF}[]"])
    func emptyArraysHaveNoElements(text: String) {
        #expect(read(text).results == [.end])
    }

    @Test func readsJSONLinesWithBlankLinesAndCRLF() {
        let text = "1\r\n\r\n  \"two\"  \n\n{\"three\": [3]}\r\n   \nnull"
        let outcome = read(text)
        #expect(
            outcome.results == [
                .element(.integer(1), index: 0, position: position(1, 1, 0)),
                .element(.string("two"), index: 1, position: position(3, 3, 7)),
                .element(
                    .object([JSONMember(key: "three", value: .array([.integer(3)]))]), index: 2,
                    position: position(5, 1, 16)),
                .element(.null, index: 3, position: position(7, 1, 36)),
                .end,
            ])
    }

    @Test func malformedLinesAreReportedAndSkipped() {
        let text = "1\n[1,]\n\"ok\"\n{\"a\" 1} \n2 3\n\"abc\r\n4"
        let outcome = read(text)
        #expect(
            outcome.results == [
                .element(.integer(1), index: 0, position: position(1, 1, 0)),
                .malformed(error("expected a value, found ']'", 2, 4, 5), index: 1),
                .element(.string("ok"), index: 2, position: position(3, 1, 7)),
                .malformed(error("expected ':' after an object key, found '1'", 4, 6, 17), index: 3),
                .malformed(error("unexpected '3' after the value", 5, 3, 23), index: 4),
                .malformed(
                    error("unexpected end of line, expected '\"' to end the string", 6, 5, 29), index: 5),
                .element(.integer(4), index: 6, position: position(7, 1, 31)),
                .end,
            ])
    }

    @Test(arguments: [
        ("[1 2]", [error("expected ',' or ']' after an array element, found '2'", 1, 4, 3)]),
        ("[1,,2]", [error("expected a value after ',', found ','", 1, 4, 3)]),
        ("[,1]", [error("expected a value, found ','", 1, 2, 1)]),
        ("[1,]", [error("expected a value after ',', found ']'", 1, 4, 3)]),
        ("[[[[", [error("unexpected end of input, expected a value", 1, 5, 4)]),
        ("[1, \"abc", [error("unexpected end of input, expected '\"' to end the string", 1, 9, 8)]),
        ("[1, 23", [error("unexpected end of input, expected ',' or ']' after an array element", 1, 7, 6)]),
        ("[", [error("unexpected end of input, expected a value or ']'", 1, 2, 1)]),
        ("[1,\n", [error("unexpected end of input, expected a value after ','", 2, 1, 4)]),
        ("[1] x", [error("unexpected 'x' after the end of the array", 1, 5, 4)]),
        ("[1]\n  \u{E9}[2]", [error("unexpected '\u{E9}' after the end of the array", 2, 3, 6)]),
        (
            "[\n  {\"a\": [1, 2 3]},\n  {\"b\": 2}\n]",
            [error("expected ',' or ']' after an array element, found '3'", 2, 15, 16)]
        ),
        ("[{\"a\":1,}]", [error("expected a string key after ',', found '}'", 1, 9, 8)]),
        ("[{a:1}]", [error("expected a string key or '}', found 'a'", 1, 3, 2)]),
        ("[01]", [error("unexpected '1' after a leading zero in a number", 1, 3, 2)]),
        ("[-]", [error("expected a digit after '-', found ']'", 1, 3, 2)]),
        ("[1.]", [error("expected a digit after '.', found ']'", 1, 4, 3)]),
        ("[1e+]", [error("expected a digit in the exponent, found ']'", 1, 5, 4)]),
        ("[1e400]", [error("number 1e400 is out of range", 1, 2, 1)]),
        ("[-1e400]", [error("number -1e400 is out of range", 1, 2, 1)]),
        ("[\"\\x\"]", [error("expected an escape sequence after '\\', found 'x'", 1, 4, 3)]),
        ("[\"\\u12G4\"]", [error("expected 4 hex digits after '\\u', found 'G'", 1, 7, 6)]),
        ("[\"a\tb\"]", [error("unescaped control character U+0009 in a string", 1, 4, 3)]),
        ("[tru]", [error("expected 'true', found 'tru'", 1, 2, 1)]),
        ("[nul, 1]", [error("expected 'null', found 'nul'", 1, 2, 1)]),
        ("[True]", [error("expected a value, found 'T'", 1, 2, 1)]),
        ("[\u{7}]", [error("expected a value, found control character U+0007", 1, 2, 1)]),
        ("[1}]", [error("expected ',' or ']' after an array element, found '}'", 1, 3, 2)]),
    ])
    func arrayErrorsHaveExactMessagesAndPositions(text: String, expected: [JSONSyntaxError]) {
        let outcome = read(text)
        #expect(outcome.errors == expected)
        #expect(outcome.results.last == .end)
    }

    @Test func invalidBytesOutsideStringsAreNamed() {
        let outcome = read([0x5B, 0x31, 0x2C, 0xFF, 0x5D, 0x0A], format: .array)
        #expect(outcome.errors == [error("expected a value, found byte 0xFF", 1, 4, 3)])
        let lines = read([0x31, 0x0A, 0xC3, 0x28, 0x0A, 0xE2, 0x82, 0xAC])
        #expect(
            lines.errors == [
                error("expected a value, found byte 0xC3", 2, 1, 2),
                error("expected a value, found '\u{20AC}'", 3, 1, 5),
            ])
    }

    @Test func errorsResynchronizeAtTheNextArrayElement() {
        let outcome = read("[1, {\"a\" 2}, [3 4], \"ok\", tru, {\"b\": [5]}]")
        #expect(
            outcome.results == [
                .element(.integer(1), index: 0, position: position(1, 2, 1)),
                .malformed(error("expected ':' after an object key, found '2'", 1, 10, 9), index: 1),
                .malformed(
                    error("expected ',' or ']' after an array element, found '4'", 1, 17, 16), index: 2),
                .element(.string("ok"), index: 3, position: position(1, 21, 20)),
                .malformed(error("expected 'true', found 'tru'", 1, 27, 26), index: 4),
                .element(
                    .object([JSONMember(key: "b", value: .array([.integer(5)]))]), index: 5,
                    position: position(1, 32, 31)),
                .end,
            ])
    }

    @Test("a closing bracket that does not match ends its element; the elements after it are read")
    func mismatchedBracketDoesNotSwallowTheRest() {
        let outcome = read("[{\"a\":[1}, 2, {\"b\":3], 4]")
        #expect(outcome.errors.count == 2)
        #expect(outcome.elements == [.integer(2), .integer(4)])
        #expect(outcome.results.last == .end)
        let indexes = outcome.results.compactMap { result -> Int? in
            switch result {
            case .element(_, let index, _), .malformed(_, let index): return index
            default: return nil
            }
        }
        #expect(indexes == [0, 1, 2, 3])
    }

    @Test("an unterminated string ends at its line, so a stream goes on with the next lines")
    func unterminatedStringEndsAtItsLine() {
        let text = "[{\"name\":\"oops},\n{\"name\":\"fine\"},\n7]"
        var reader = JSONStreamReader()
        reader.append(Array(text.utf8))
        // Without the end of input: the elements after the bad line come out as they arrive.
        var results: [JSONReadResult] = []
        while case let result = reader.next(), result != .needsInput { results.append(result) }
        #expect(results.count == 3)
        guard case .malformed(let error, 0) = results.first else {
            Issue.record("expected the first element to be malformed, got \(results)")
            return
        }
        #expect(error.position.line == 1)
        #expect(
            results.dropFirst().first
                == .element(
                    .object([JSONMember(key: "name", value: .string("fine"))]), index: 1,
                    position: position(2, 1, 17)))
    }

    @Test("elements over several lines: the same elements and positions whole and byte by byte")
    func multiLineElements() {
        let text = """
            [
              {
                "type": "account",
                "name": "One"
              },
              [1,
               2], 3
              , "x" ,
              {"a":
            tru}, 4
            ]
            """
        let whole = read(text)
        let byByte = read(Array(text.utf8), nextChunkSize: { 1 })
        #expect(whole == byByte)
        #expect(whole.elements.count == 5)
        #expect(whole.errors == [error("expected 'true', found 'tru'", 10, 1, 85)])
        let positions = whole.results.compactMap { result -> String? in
            if case .element(_, let index, let position) = result { return "\(index)@\(position)" }
            return nil
        }
        #expect(positions == ["0@2:3", "1@6:3", "2@7:8", "3@8:5", "5@10:7"])
    }

    @Test("the reader holds the element it reads, not the elements already returned")
    func bufferStaysSmall() {
        var reader = JSONStreamReader(format: .lines)
        var largest = 0
        var elements = 0
        let chunk = Array(
            String(repeating: #"{"type":"account","name":"Account"}"# + "\n", count: 1_000).utf8)
        for _ in 0..<200 {
            reader.append(chunk)
            while case .element = reader.next() { elements += 1 }
            largest = max(largest, reader.bufferedByteCount)
        }
        #expect(elements == 200_000)
        #expect(largest <= 2 * chunk.count)
    }

    @Test("blank space before the first element is looked at once, however it arrives")
    func longBlankStart() {
        var reader = JSONStreamReader()
        for _ in 0..<100_000 {
            reader.append([0x0A])
            #expect(reader.next() == .needsInput)
        }
        reader.append(Array("7\n".utf8))
        #expect(reader.next() == .element(.integer(7), index: 0, position: position(100_001, 1, 100_000)))
        #expect(reader.format == .lines)
    }

    @Test("characters a terminal would act on are named, not echoed, in messages")
    func controlCharactersInMessagesAreNamed() {
        let outcome = read("[1, \u{202E}]\n")
        #expect(outcome.errors.map(\.message) == ["expected a value, found character U+202E"])
        let c1 = read([0x5B, 0xC2, 0x9B, 0x5D])
        #expect(c1.errors.map(\.message) == ["expected a value, found character U+009B"])
    }

    @Test func forcedArrayFormatRejectsOtherDocuments() {
        #expect(
            read("{\"a\": 1}", format: .array).results == [
                .malformed(error("expected '[' to start the array, found '{'", 1, 1, 0), index: 0), .end,
            ])
        #expect(
            read("  \n", format: .array).results == [
                .malformed(
                    error("unexpected end of input, expected '[' to start the array", 2, 1, 3), index: 0),
                .end,
            ])
    }

    @Test func forcedLinesFormatReadsArraysAsValues() {
        let outcome = read("[1, 2]\n[]", format: .lines)
        #expect(outcome.elements == [.array([.integer(1), .integer(2)]), .array([])])
    }

    @Test func needsInputUntilAnElementIsComplete() {
        var reader = JSONStreamReader()
        #expect(reader.next() == .needsInput)
        reader.append(Array("[1, {\"a\":".utf8))
        #expect(reader.next() == .element(.integer(1), index: 0, position: position(1, 2, 1)))
        #expect(reader.next() == .needsInput)
        reader.append(Array(" 2}".utf8))
        // The object may still be followed by more content before ',' or ']'.
        #expect(reader.next() == .needsInput)
        reader.append(Array("]".utf8))
        let object = JSONValue.object([JSONMember(key: "a", value: .integer(2))])
        #expect(reader.next() == .element(object, index: 1, position: position(1, 5, 4)))
        #expect(reader.next() == .needsInput)
        reader.finishInput()
        #expect(reader.next() == .end)
        #expect(reader.next() == .end)
        #expect(reader.next() == .end)

        var lines = JSONStreamReader(format: .lines)
        lines.append(Array("1\n2".utf8))
        #expect(lines.next() == .element(.integer(1), index: 0, position: position(1, 1, 0)))
        #expect(lines.next() == .needsInput)
        lines.finishInput()
        #expect(lines.next() == .element(.integer(2), index: 1, position: position(2, 1, 2)))
        #expect(lines.next() == .end)
        #expect(lines.next() == .end)
    }

    @Test func endRepeatsAfterAnErrorThatEndsTheDocument() {
        var reader = JSONStreamReader()
        reader.append(Array("[1] 2".utf8))
        #expect(reader.next() == .element(.integer(1), index: 0, position: position(1, 2, 1)))
        #expect(
            reader.next() == .malformed(error("unexpected '2' after the end of the array", 1, 5, 4), index: 1)
        )
        #expect(reader.next() == .end)
        reader.append(Array("[3]".utf8))
        #expect(reader.next() == .end)
    }

    @Test func invalidUTF8InStringsBecomesReplacementCharacters() {
        // 0xC3 0x28 is a broken two-byte sequence; 0xFF can never appear in UTF-8.
        let bytes: [UInt8] =
            Array("[\"ok\", \"a".utf8) + [0xC3, 0x28] + Array("b\", \"".utf8) + [0xFF] + Array("\"]".utf8)
        let outcome = read(bytes)
        #expect(outcome.elements == [.string("ok"), .string("a\u{FFFD}(b"), .string("\u{FFFD}")])
        #expect(outcome.errors.isEmpty)
        #expect(outcome.firstInvalidUTF8Offset == 9)
        #expect(read("[\"\u{E9}\"]").firstInvalidUTF8Offset == nil)
        // With escapes in the same string, the offset is still the raw byte's.
        let escaped = read(Array("\"\\n".utf8) + [0xE2, 0x82] + Array("\\u0041\"".utf8))
        #expect(escaped.elements == [.string("\n\u{FFFD}A")])
        #expect(escaped.firstInvalidUTF8Offset == 3)
    }

    @Test("a key with invalid UTF-8 seen by a parse that needed more input is still noticed later")
    func invalidUTF8KeyAfterAnIncompleteParse() {
        // The whole element is tried first and runs out of input; read again at the end, its keys
        // must not come from what the first try remembered. Found by fuzzing.
        let bytes: [UInt8] =
            Array("[{\"".utf8) + [0xC7] + Array("k\": 1, \"".utf8) + [0xC7] + Array("k\": [".utf8)
        #expect(read(bytes).firstInvalidUTF8Offset == 3)
        #expect(read(bytes, nextChunkSize: { 1 }).firstInvalidUTF8Offset == 3)
    }

    /// A document of a few hundred bytes with multi-byte characters, escapes, nesting and errors.
    static let sampleDocuments: [(String, [UInt8])] = [
        (
            "array",
            Array(
                """
                \u{FEFF}[
                  {"type": "account", "name": "Zo\u{EB} \\"Z\\" \\u00e9\\uD834\\uDD1E", "tags": ["\u{65E5}\u{672C}", "\u{1F600}"]},
                  -0, 12345678901234567890, 1.5e-3, true, false, null,
                  {"nested": {"deep": [[[[{"x": []}]]]]}, "empty": {}},
                  [1 2], {"bad": tru}, "\\ud800 lone",
                  "tab\\tnew\\nline\\/slash\\\\", {"a": 1, "a": 2}
                ]

                """.utf8) + [0x20, 0x5D, 0x0A]
        ),
        (
            "lines",
            Array(
                """
                {"type": "account", "name": "Zo\u{EB}", "n": 3}
                \r
                [1, 2, {"\u{65E5}": "\\u65e5\\uD83D\\uDE00"}]\r
                  "\u{1F600} \\"quoted\\""
                {"broken": [1, 2}
                -12.5E+2  \t
                tru
                "unterminated
                99999999999999999999
                {"a": [[]], "b": {"c": null}}
                """.utf8) + [0x0A, 0x22, 0xF0, 0x9F, 0x98, 0x22, 0x0A, 0x7B, 0x7D]
        ),
    ]

    @Test(arguments: sampleDocuments.indices)
    func chunkBoundariesDoNotChangeResults(documentIndex: Int) {
        let (name, bytes) = Self.sampleDocuments[documentIndex]
        let whole = read(bytes)
        #expect(whole.elements.count >= 8, "\(name)")
        #expect(whole.errors.count >= 2, "\(name)")
        #expect(read(bytes, nextChunkSize: { 1 }) == whole, "\(name): one byte at a time")
        var generator = SeededGenerator(seed: 42)
        for maximum in [2, 3, 7, 16, 64] {
            for _ in 0..<20 {
                let chunked = read(bytes, nextChunkSize: { Int.random(in: 1...maximum, using: &generator) })
                #expect(chunked == whole, "\(name): random chunks up to \(maximum) bytes")
            }
        }
    }

    @Test func sampleDocumentsReadAsExpected() {
        let array = read(Self.sampleDocuments[0].1)
        #expect(array.format == .array)
        #expect(array.elements.first?["name"] == .string("Zo\u{EB} \"Z\" \u{E9}\u{1D11E}"))
        #expect(array.elements.first?["tags"] == .array([.string("\u{65E5}\u{672C}"), .string("\u{1F600}")]))
        #expect(array.elements.contains(.number(12_345_678_901_234_567_168)))
        #expect(array.elements.contains(.string("\u{FFFD} lone")))
        #expect(array.elements.contains(.string("tab\tnew\nline/slash\\")))
        #expect(
            array.errors == [
                error("expected ',' or ']' after an array element, found '2'", 5, 6, 213),
                error("expected 'true', found 'tru'", 5, 18, 225),
                error("unexpected ']' after the end of the array", 8, 2, 295),
            ])
        let lines = read(Self.sampleDocuments[1].1)
        #expect(lines.format == .lines)
        #expect(
            lines.elements[1]
                == .array([
                    .integer(1), .integer(2),
                    .object([JSONMember(key: "\u{65E5}", value: .string("\u{65E5}\u{1F600}"))]),
                ]))
        #expect(lines.elements.contains(.number(-1250)))
        #expect(lines.elements.contains(.string("\u{FFFD}")))
        #expect(lines.elements.last == .object([]))
        #expect(lines.errors.map(\.position.line) == [5, 7, 8])
        #expect(lines.firstInvalidUTF8Offset == 205)
    }

    // MARK: Differential testing against Foundation

    /// Whether Foundation's parse of a document matches ours.
    static func matches(_ value: JSONValue, _ foundation: Any) -> Bool {
        switch value {
        case .null:
            return foundation is NSNull
        case .bool(let bool):
            return (foundation as? Bool) == bool
        case .integer(let integer):
            return (foundation as? NSNumber)?.int64Value == Int64(integer)
        case .number(let number):
            // Foundation's own number parsing may be off in the last digit.
            guard let other = (foundation as? NSNumber)?.doubleValue else { return false }
            return other == number || abs(other - number) <= abs(number) * 1e-15
        case .string(let string):
            return (foundation as? String) == string
        case .array(let elements):
            guard let array = foundation as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let object = foundation as? [String: Any], object.count == members.count else {
                return false
            }
            return members.allSatisfy { member in
                object[member.key].map { matches(member.value, $0) } ?? false
            }
        }
    }

    /// A random value with unique object keys and its JSON text, with random whitespace and escapes.
    static func randomDocument(depth: Int, using generator: inout SeededGenerator) -> (JSONValue, String) {
        func whitespace() -> String {
            pick(["", "", " ", "\t", "  ", " \r "], using: &generator)
        }
        func randomString() -> (String, String) {
            let pieces: [(String, String)] = [
                ("a", "a"), ("Z", "Z"), (" ", " "), ("\"", "\\\""), ("\\", "\\\\"), ("/", "\\/"), ("/", "/"),
                ("\n", "\\n"), ("\t", "\\t"), ("\u{1}", "\\u0001"), ("\u{E9}", "\u{E9}"),
                ("\u{E9}", "\\u00E9"),
                ("\u{20AC}", "\u{20AC}"), ("\u{65E5}", "\\u65e5"), ("\u{1D11E}", "\u{1D11E}"),
                ("\u{1D11E}", "\\uD834\\uDD1E"), ("\u{8}", "\\b"), ("\u{C}", "\\f"), ("\r", "\\r"),
            ]
            var value = ""
            var text = "\""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let (character, escaped) = pick(pieces, using: &generator)
                value += character
                text += escaped
            }
            return (value, text + "\"")
        }
        let kind = Int.random(in: 0...(depth > 0 ? 8 : 6), using: &generator)
        switch kind {
        case 0: return (.null, "null")
        case 1:
            let bool = Bool.random(using: &generator)
            return (.bool(bool), "\(bool)")
        case 2:
            let integer = pick(
                [Int.min, Int.max, 0, -1, Int.random(in: -1_000_000...1_000_000, using: &generator)],
                using: &generator)
            return (.integer(integer), "\(integer)")
        case 3:
            let number =
                Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1024
                * pick([1, 1e-20, 1e20, 1e300], using: &generator)
            let text = number == number.rounded() && abs(number) < 1e15 ? "\(number)e0" : "\(number)"
            return (.number(number), text)
        case 4, 5:
            let (value, text) = randomString()
            return (.string(value), text)
        case 6:
            return (.array([]), "[\(whitespace())]")
        case 7:
            var elements: [JSONValue] = []
            var texts: [String] = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let (value, text) = randomDocument(depth: depth - 1, using: &generator)
                elements.append(value)
                texts.append(whitespace() + text + whitespace())
            }
            return (.array(elements), "[" + texts.joined(separator: ",") + "]")
        default:
            var members: [JSONMember] = []
            var texts: [String] = []
            for index in 0..<Int.random(in: 0...5, using: &generator) {
                let (key, keyText) = randomString()
                let (value, text) = randomDocument(depth: depth - 1, using: &generator)
                // Foundation keeps one member per key, so keys are made unique.
                members.append(JSONMember(key: "\(index)" + key, value: value))
                texts.append(whitespace() + "\"\(index)" + keyText.dropFirst() + whitespace() + ":" + text)
            }
            return (.object(members), "{" + texts.joined(separator: ",") + whitespace() + "}")
        }
    }

    @Test func agreesWithJSONSerializationOnRandomDocuments() throws {
        var generator = SeededGenerator(seed: 2024)
        for round in 0..<300 {
            let (expected, text) = Self.randomDocument(depth: 4, using: &generator)
            let bytes = Array(text.utf8)
            let outcome = read(bytes, format: .lines)
            #expect(outcome.elements == [expected], "round \(round): \(text)")
            #expect(outcome.errors.isEmpty, "round \(round): \(text)")
            let foundation = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
            #expect(Self.matches(outcome.elements.first ?? .null, foundation), "round \(round): \(text)")
            // The same value as the only element of an array document, split into random chunks.
            let wrapped = read(
                Array("[\(text)]".utf8), nextChunkSize: { Int.random(in: 1...9, using: &generator) })
            #expect(wrapped.elements == [expected], "round \(round): \(text)")
        }
    }

    // MARK: Depth and size

    static let millionDeep =
        Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        + Array(repeating: UInt8(ascii: "]"), count: 1_000_000)

    @Test(arguments: JSONInputFormat.allCases)
    func parsesAMillionNestedArraysWithoutRecursion(format: JSONInputFormat) {
        let bytes =
            format == .array ? [UInt8(ascii: "[")] + Self.millionDeep + [UInt8(ascii: "]")] : Self.millionDeep
        let outcome = read(bytes, format: format, nextChunkSize: { 64 * 1024 })
        #expect(outcome.errors.isEmpty)
        #expect(outcome.elements.count == 1)
        // Levels down to the stored depth, then the next level as an empty array.
        #expect(outcome.elements.first.map(storedDepth) == JSONStreamReader.maximumStoredDepth + 1)
    }

    @Test func deepNestingWorksOnASmallStack() {
        let result = Mutex<(Int, Int)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let outcome = read(Self.millionDeep)
            result.withLock { $0 = (outcome.elements.count, outcome.elements.first.map(storedDepth) ?? 0) }
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
        #expect(result.withLock { $0 }! == (1, JSONStreamReader.maximumStoredDepth + 1))
    }

    @Test func containersBelowTheStoredDepthAreValidatedButEmpty() {
        let depth = JSONStreamReader.maximumStoredDepth
        func nested(_ levels: Int, around inner: String) -> String {
            String(repeating: "[", count: levels) + inner + String(repeating: "]", count: levels)
        }
        // Exactly the stored depth keeps the innermost content.
        let full = read(nested(depth, around: "7"), format: .lines)
        var expected = JSONValue.integer(7)
        for _ in 0..<depth { expected = .array([expected]) }
        #expect(full.elements == [expected])

        // Deeper: the container one level below is checked but stored empty, and nothing below it is kept.
        let cut = read(nested(depth + 1, around: "{\"a\": [1, 2]}"), format: .lines)
        expected = .array([])
        for _ in 0..<depth { expected = .array([expected]) }
        #expect(cut.elements == [expected])
        #expect(cut.elements.first.map(storedDepth) == depth + 1)

        let objects = read(
            String(repeating: "{\"k\":", count: depth + 5) + "1" + String(repeating: "}", count: depth + 5))
        #expect(objects.elements.first.map(storedDepth) == depth + 1)

        // Errors deep below the stored depth are still found.
        let bad = read(nested(depth + 10, around: "1 2"), format: .lines)
        #expect(
            bad.errors == [
                error("expected ',' or ']' after an array element, found '2'", 1, depth + 13, depth + 12)
            ])
    }

    @Test(arguments: [JSONInputFormat.array, .lines])
    func readsATenMegabyteStringInChunks(format: JSONInputFormat) {
        let length = 10 * 1024 * 1024
        var bytes = Array((format == .array ? "[1, \"" : "1\n\"").utf8)
        bytes += (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        bytes += Array((format == .array ? "\", 2]" : "\"\n2").utf8)
        let outcome = read(bytes, format: format, nextChunkSize: { 64 * 1024 })
        #expect(outcome.errors.isEmpty)
        #expect(outcome.elements.count == 3)
        guard outcome.elements.count == 3, case .string(let string) = outcome.elements[1] else { return }
        #expect(string.utf8.count == length)
        #expect(string.hasPrefix("abcdefghijklmnopqrstuvwxyzabc"))
        #expect(outcome.elements[2] == .integer(2))
    }

    @Test("a line the caller recognises is returned as its item, and counts like any element")
    func recognisedLines() {
        var reader = JSONStreamReader()
        reader.append(Array("1\n{\"a\":2}\n  33 \r\n\n\u{FEFF}4\nbad\n5 x\n6".utf8))
        reader.finishInput()
        var asked: [String] = []
        // Leading digits are recognised, up to the first byte that is not one; the rest of the
        // line must then be blank.
        func recognised() -> JSONRecognizedElement? {
            reader.nextRecognized { bytes, start in
                let digits = bytes[start...].prefix { (0x30...0x39).contains($0) }
                asked.append(String(decoding: bytes[start..<min(start + 3, bytes.count)], as: UTF8.self))
                return digits.isEmpty
                    ? nil : (Int(String(decoding: digits, as: UTF8.self)) ?? 0, digits.endIndex)
            }
        }
        let one = recognised()
        #expect(one?.item as? Int == 1 && one?.index == 0 && one?.position == position(1, 1, 0))
        #expect(reader.lastElementText.map { Array($0) } == Array("1".utf8))
        // Declined: nothing is read, and `next()` parses the line.
        #expect(recognised() == nil)
        #expect(
            reader.next()
                == .element(
                    .object([JSONMember(key: "a", value: .integer(2))]), index: 1, position: position(2, 1, 2)
                ))
        let thirtyThree = recognised()
        #expect(thirtyThree?.item as? Int == 33 && thirtyThree?.index == 2)
        #expect(thirtyThree?.position == position(3, 3, 12))
        #expect(reader.lastElementText.map { Array($0) } == Array("33".utf8))
        // A byte order mark that is not at the start of the input is not blank: the parser reports it.
        #expect(recognised() == nil)
        guard case .malformed(_, 3) = reader.next() else {
            Issue.record("the byte order mark in the middle was not reported")
            return
        }
        #expect(recognised() == nil)
        guard case .malformed(_, 4) = reader.next() else {
            Issue.record("the bad line was not reported")
            return
        }
        // Something after the recognised text: the line is left to the parser, which reports it.
        #expect(recognised() == nil)
        guard case .malformed(_, 5) = reader.next() else {
            Issue.record("the text after a value was not reported")
            return
        }
        // The last line has no line break: it is always parsed.
        #expect(recognised() == nil)
        #expect(reader.next() == .element(.integer(6), index: 6, position: position(8, 1, 31)))
        #expect(recognised() == nil)
        #expect(reader.next() == .end)
        // The blank line is never offered; each other line once, from its first byte that is not blank.
        #expect(asked == ["1\n{", "{\"a", "33 ", "\u{FEFF}", "bad", "5 x", "6"])
    }

    @Test(
        "a line cut by a chunk is parsed when the rest arrives; a first line after a byte order mark is recognised"
    )
    func recognisedLineInChunks() {
        let recognize: ([UInt8], Int) -> (item: Any, end: Int)? = { bytes, start in
            let digits = bytes[start...].prefix { (0x30...0x39).contains($0) }
            return digits.isEmpty ? nil : (digits.count, digits.endIndex)
        }
        var whole = JSONStreamReader()
        whole.append(Array("\u{FEFF}12\n".utf8))
        let first = whole.nextRecognized(by: recognize)
        // The byte order mark counts in the column and the offset, as with a parsed line.
        #expect(first?.item as? Int == 2 && first?.position == position(1, 4, 3))

        var reader = JSONStreamReader()
        reader.append(Array("\u{FEFF}12".utf8))
        #expect(reader.nextRecognized(by: recognize) == nil)
        #expect(reader.next() == .needsInput)
        reader.append(Array("3 \n4\n".utf8))
        #expect(reader.nextRecognized(by: recognize) == nil)
        #expect(reader.next() == .element(.integer(123), index: 0, position: position(1, 4, 3)))
        let second = reader.nextRecognized(by: recognize)
        #expect(second?.item as? Int == 1 && second?.index == 1 && second?.position == position(2, 1, 8))
        #expect(reader.nextRecognized(by: recognize) == nil)
        #expect(reader.next() == .needsInput)
        reader.finishInput()
        #expect(reader.next() == .end)
    }

    @Test(
        "lines and elements read a run at a time are those read one at a time, on mutated inputs in chunks",
        arguments: [JSONInputFormat.lines, .array])
    func recognisedInRuns(format: JSONInputFormat) {
        // What a reader gives, step by step: each element as its text, index and line, each error's index.
        func events(_ chunks: [[UInt8]], inRuns: Bool) -> [String] {
            var reader = JSONStreamReader(format: format)
            var events: [String] = []
            var pending = chunks[...]
            func digits(_ bytes: [UInt8], _ start: Int) -> Int? {
                var end = start
                while end < bytes.count && (0x30...0x39).contains(bytes[end]) { end += 1 }
                return end > start ? end : nil
            }
            while true {
                if inRuns {
                    // The state lent to the closures: the last text taken.
                    var lastTaken: [UInt8] = []
                    func take(_ lastTaken: inout [UInt8], _ bytes: [UInt8], _ text: Range<Int>) {
                        lastTaken = Array(bytes[text])
                    }
                    func digitsIn(_: inout [UInt8], _ bytes: [UInt8], _ start: Int) -> Int? {
                        digits(bytes, start)
                    }
                    let read =
                        format == .lines
                        ? reader.readRecognizedLines(with: &lastTaken, by: digitsIn) {
                            lastTaken, bytes, text in
                            take(&lastTaken, bytes, text)
                            events.append("run \(String(decoding: bytes[text], as: UTF8.self))")
                        }
                        : reader.readRecognizedElements(with: &lastTaken, by: digitsIn) {
                            lastTaken, bytes, text in
                            take(&lastTaken, bytes, text)
                            events.append("run \(String(decoding: bytes[text], as: UTF8.self))")
                        }
                    if read > 0 {
                        #expect(reader.lastElementText.map { Array($0) } == lastTaken)
                        events.append("progress \(String(describing: reader.linesProgress))")
                        events.append("elements \(String(describing: reader.elementsProgress))")
                        continue
                    }
                }
                // What runs leave, as the lanes leave it: one element at a time, then the parser.
                if let found = reader.nextRecognized(by: { bytes, start in
                    digits(bytes, start).map { (item: 0, end: $0) }
                }) {
                    events.append("run \(String(decoding: reader.lastElementText ?? [], as: UTF8.self))")
                    _ = found
                    continue
                }
                switch reader.next() {
                case .element(_, let index, let position):
                    events.append("element \(index) \(position.line):\(position.column)")
                case .malformed(_, let index): events.append("malformed \(index)")
                case .needsInput:
                    if let chunk = pending.popFirst() { reader.append(chunk) } else { reader.finishInput() }
                case .end:
                    events.append("end \(String(describing: reader.linesProgress))")
                    events.append("end \(String(describing: reader.elementsProgress))")
                    return events
                }
            }
        }
        // The progress is only asked for after a run.
        func collapsed(_ events: [String]) -> [String] {
            events.filter { !$0.hasPrefix("progress") && !$0.hasPrefix("elements") }
        }
        let pieces = [
            "1", "22", "  3 ", "\r", "", "x", "4 y", "{\"a\":1}", "\u{FEFF}5", "\t6\t", "007", "-8",
        ]
        // A fixed sequence, so that a failure comes back the same.
        var state: UInt64 = 0x11AE5
        func random() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for round in 0..<400 {
            var text = format == .array ? "[" : ""
            for _ in 0..<Int(random() % 30) {
                text += pieces[Int(random() % UInt64(pieces.count))]
                // Between an array's elements, a comma (or a stray `]` or none) and blank space.
                if format == .array { text += ["", ",", ",", ",", "]", " ,"][Int(random() % 6)] }
                text += ["\n", "\n", "\r\n", " ", ""][Int(random() % 5)]
            }
            if round % 3 == 0 { text += pieces[Int(random() % UInt64(pieces.count))] }
            if format == .array && round % 2 == 0 { text += "]" }
            let bytes = Array(text.utf8)
            var chunks: [[UInt8]] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(random() % 40))
                chunks.append(Array(bytes[start..<end]))
                start = end
            }
            let oneAtATime = events(chunks, inRuns: false)
            let inRuns = events(chunks, inRuns: true)
            #expect(collapsed(inRuns) == oneAtATime, "input \(text.debugDescription)")
        }
    }

    @Test("a line cut by chunks is offered once, not again with every chunk")
    func unfinishedLineOfferedOnce() {
        var reader = JSONStreamReader(format: .lines)
        let bytes = Array(("1" + String(repeating: " ", count: 5_000) + "\n2\n").utf8)
        var chunks = stride(from: 0, to: bytes.count, by: 100).map { bytes[$0..<min($0 + 100, bytes.count)] }
        var offered = 0
        var parsed: [JSONReadResult] = []
        var recognised: [String] = []
        func recognize(_ bytes: [UInt8], _ start: Int) -> (item: Any, end: Int)? {
            offered += 1
            return (Int(bytes[start] - UInt8(ascii: "0")), start + 1)
        }
        reading: while true {
            if let element = reader.nextRecognized(by: recognize) {
                recognised.append("\(element.item) at \(element.index)")
                continue
            }
            switch reader.next() {
            case .needsInput:
                if chunks.isEmpty { reader.finishInput() } else { reader.append(chunks.removeFirst()) }
            case .end:
                break reading
            case let result:
                parsed.append(result)
            }
        }
        #expect(parsed == [.element(.integer(1), index: 0, position: position(1, 1, 0))])
        #expect(recognised == ["2 at 1"])
        // The first line once, while it was still cut short; the second line once.
        #expect(offered == 2)
    }

    @Test("the elements of an array are always parsed")
    func recognisingInAnArray() {
        var reader = JSONStreamReader()
        reader.append(Array("[1]".utf8))
        reader.finishInput()
        var asked = 0
        let element = reader.nextRecognized { _, start in
            asked += 1
            return (0, start)
        }
        #expect(element == nil)
        #expect(reader.next() == .element(.integer(1), index: 0, position: position(1, 2, 1)))
        #expect(asked == 0)
    }

    @Test func manySmallElementsInChunks() {
        var text = "["
        for index in 0..<20_000 {
            text += index == 0 ? "" : ",\n"
            text += index % 2 == 0 ? "{\"i\":\(index),\"s\":\"v\(index)\"}" : "\(index)"
        }
        text += "]"
        let outcome = read(Array(text.utf8), nextChunkSize: { 4096 })
        #expect(outcome.elements.count == 20_000)
        #expect(
            outcome.elements[19_998]
                == .object([
                    JSONMember(key: "i", value: .integer(19_998)),
                    JSONMember(key: "s", value: .string("v19998")),
                ]))
        #expect(
            outcome.results[19_999]
                == .element(
                    .integer(19_999), index: 19_999, position: position(20_000, 1, text.utf8.count - 6)))
    }
}

/// One of the choices, picked by the generator.
private func pick<Element>(_ choices: [Element], using generator: inout SeededGenerator) -> Element {
    choices[Int.random(in: 0..<choices.count, using: &generator)]
}
