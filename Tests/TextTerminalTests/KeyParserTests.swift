import CellFactoryTesting
import TestSupport
import Testing
import TextCells
import TextTerminal

@Suite("Key parser: terminal bytes to keys, however the reads split them")
struct KeyParserTests {
    /// Every key the bytes make, read in one piece, then flushed.
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.keys(from: bytes) + parser.flush()
    }

    private static let esc: UInt8 = 0x1B

    private static func sequence(_ text: String) -> [UInt8] {
        [esc] + Array(text.utf8)
    }

    static let known: [([UInt8], Key)] = [
        (sequence("[A"), .up), (sequence("[B"), .down), (sequence("[C"), .right), (sequence("[D"), .left),
        (sequence("OA"), .up), (sequence("OB"), .down), (sequence("[1;5A"), .up), (sequence("[1;2B"), .down),
        (sequence("[H"), .home), (sequence("[F"), .end), (sequence("OH"), .home), (sequence("OF"), .end),
        (sequence("[1~"), .home), (sequence("[7~"), .home), (sequence("[4~"), .end), (sequence("[8~"), .end),
        (sequence("[5~"), .pageUp), (sequence("[6~"), .pageDown),
        ([0x0D], .enter), ([0x0A], .control("j")), ([0x09], .tab), ([0x7F], .backspace), ([0x08], .backspace),
        ([0x03], .interrupt), ([0x04], .endOfInput), ([0x0E], .control("n")), ([0x10], .control("p")),
        ([0x0B], .control("k")), ([0x15], .control("u")), ([0x17], .control("w")), ([0x01], .control("a")),
        ([0x05], .control("e")), (sequence("[Z"), .backTab), (sequence("a"), .alt("a")),
        (sequence("D"), .alt("D")),
        (sequence("[<0;12;3M"), .mouse(MouseEvent(.press(button: 0), line: 2, column: 11))),
        (sequence("[<0;12;3m"), .mouse(MouseEvent(.release(button: 0), line: 2, column: 11))),
        (sequence("[<64;1;1M"), .mouse(MouseEvent(.wheelUp, line: 0, column: 0))),
        (sequence("[<65;200;50M"), .mouse(MouseEvent(.wheelDown, line: 49, column: 199))),
        (sequence("[<32;5;5M"), .mouse(MouseEvent(.other, line: 4, column: 4))),
        (sequence("[<16;2;2M"), .mouse(MouseEvent(.press(button: 0), line: 1, column: 1))),
        (Array("q".utf8), .character("q")),
        (Array("/".utf8), .character("/")), (Array("é".utf8), .character("é")),
        (Array("漢".utf8), .character("漢")),
        (Array("🎵".utf8), .character("🎵")),
    ]

    @Test("each known key, alone", arguments: known.indices)
    func knownKey(index: Int) {
        let (bytes, key) = Self.known[index]
        #expect(keys(bytes) == [key])
    }

    @Test("all known keys in one read, and split at every byte, give the same keys")
    func splitReads() {
        let all = Self.known.flatMap(\.0)
        let expected = Self.known.map(\.1)
        #expect(keys(all) == expected)
        for cut in 0...all.count {
            var parser = KeyParser()
            let read = parser.keys(from: all[..<cut]) + parser.keys(from: all[cut...]) + parser.flush()
            #expect(read == expected, "cut at \(cut)")
        }
        var parser = KeyParser()
        let byByte = all.flatMap { parser.keys(from: [$0]) } + parser.flush()
        #expect(byByte == expected)
    }

    @Test("a lone Escape waits for flush; Escape and a printable key is Alt and the key")
    func escape() {
        var parser = KeyParser()
        #expect(parser.keys(from: [Self.esc]).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.flush() == [.escape])
        #expect(!parser.hasPending)
        #expect(keys([Self.esc, UInt8(ascii: "x")]) == [.alt("x")])
        #expect(keys([Self.esc, 0x0E]) == [.escape, .control("n")])
        #expect(keys([Self.esc, Self.esc]) == [.escape, .escape])
        #expect(keys([Self.esc, Self.esc] + Self.sequence("[A")) == [.escape, .escape, .up])
    }

    @Test("unknown and cut sequences are reported as they came, and the next key is read")
    func unknownSequences() {
        #expect(
            keys(Self.sequence("[202~") + [UInt8(ascii: "a")]) == [
                .unknown(Self.sequence("[202~")), .character("a"),
            ])
        #expect(keys(Self.sequence("[1Z")) == [.unknown(Self.sequence("[1Z"))])
        // Mouse reports that are not whole, or out of range, are not events.
        for report in ["[<0;0;3M", "[<0;1M", "[<0;1;1;1M", "[<0;1;99999999999999999999M"] {
            #expect(keys(Self.sequence(report)) == [.unknown(Self.sequence(report))], "\(report)")
        }
        #expect(keys(Self.sequence("OZ")) == [.unknown(Self.sequence("OZ"))])
        #expect(keys(Self.sequence("[12")) == [.unknown(Self.sequence("[12"))])
        // A parameter run that never ends does not grow without bound.
        let endless = Self.sequence("[" + String(repeating: "1", count: 100))
        let read = keys(endless)
        #expect(read.count >= 2)
        #expect(read.first == .unknown(Array(endless.prefix(65))))
    }

    @Test("bad UTF-8 becomes a replacement character and never holds up the next key")
    func badUTF8() {
        #expect(keys([0xFF, UInt8(ascii: "a")]) == [.character("\u{FFFD}"), .character("a")])
        #expect(keys([0xC3, UInt8(ascii: "a")]) == [.character("\u{FFFD}"), .character("a")])
        #expect(keys([0xE6, 0xBC]) == [.character("\u{FFFD}")])
        #expect(keys([0x80]) == [.character("\u{FFFD}")])
    }

    @Test("random bytes: the same keys in one read as byte by byte, and every byte is accounted for")
    func randomBytes() {
        var generator = SeededGenerator(seed: 24)
        let alphabet: [UInt8] = [
            0x1B, 0x5B, 0x4F, 0x41, 0x7E, 0x35, 0x3B, 0x31, 0xC3, 0xA9, 0xE6, 0xFF, 0x0D, 0x61,
        ]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            var parser = KeyParser()
            let byByte = bytes.flatMap { parser.keys(from: [$0]) } + parser.flush()
            #expect(keys(bytes) == byByte, "\(bytes)")
            #expect(!parser.hasPending)
            #expect(bytes.isEmpty == byByte.isEmpty)
        }
    }

    @Test("a bracketed paste is one key with its newlines and escapes, however the reads split it")
    func paste() {
        var pasted = Self.sequence("[200~")
        pasted += Array("a\r\nb\u{1B}[A\t漢".utf8)
        pasted += Self.sequence("[201~")
        let expected: [Key] = [.paste("a\r\nb\u{1B}[A\t漢"), .character("x")]
        #expect(keys(pasted + [UInt8(ascii: "x")]) == expected)
        var parser = KeyParser()
        let byByte = (pasted + [UInt8(ascii: "x")]).flatMap { parser.keys(from: [$0]) } + parser.flush()
        #expect(byByte == expected)
        #expect(keys(Self.sequence("[200~") + Self.sequence("[201~")) == [.paste("")])
        // A pause in a paste (a slow connection) sends what came so far and keeps the paste open:
        // what follows is still pasted text. The start of the end marker is held back.
        var slow = KeyParser()
        let start = Self.sequence("[200~") + Array("ab\r".utf8)
        #expect(slow.keys(from: start).isEmpty)
        #expect(slow.flush() == [.paste("ab\r")])
        #expect(slow.hasPending)
        #expect(slow.keys(from: Array("q".utf8) + Self.sequence("[20")).isEmpty)
        #expect(slow.flush() == [.paste("q")])
        #expect(slow.flush().isEmpty)
        #expect(slow.keys(from: Array("1~q".utf8)) == [.paste(""), .character("q")])
        #expect(!slow.hasPending)
        // A paste that starts while an escape sequence is cut short is still a paste.
        let cut = Self.sequence("[") + Self.sequence("[200~x\r") + Self.sequence("[201~")
        #expect(keys(cut) == [.unknown(Self.sequence("[")), .paste("x\r")])
        #expect(keys(Self.sequence("O") + Self.sequence("[A")) == [.unknown(Self.sequence("O")), .up])
    }

    @Test("each key says how many bytes made it: with what is pending, every byte")
    func lengths() {
        var parser = KeyParser()
        var bytes: [UInt8] = Self.sequence("[1;5A")
        bytes += [0xC3, UInt8(ascii: "a"), Self.esc, UInt8(ascii: "b"), Self.esc, 0x0E]
        bytes += Self.sequence("[200~x")
        bytes += Self.sequence("[201~")
        bytes.append(Self.esc)
        let events = parser.events(from: bytes)
        let expected: [Key] = [
            .up, .character("\u{FFFD}"), .character("a"), .alt("b"), .escape, .control("n"), .paste("x"),
        ]
        #expect(events.map(\.key) == expected)
        #expect(events.map(\.length) == [6, 1, 1, 2, 1, 1, 13])
        let flushed = parser.flushEvents()
        #expect(flushed.map(\.key) == [.escape])
        let accounted: Int = (events + flushed).reduce(0) { $0 + $1.length }
        #expect(accounted == bytes.count)
    }
}
