import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "width of one grapheme cluster, by rule",
        arguments: [
            // ASCII, Latin, precomposed and combining
            ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("a\u{301}\u{316}\u{35C}", 1),
            // East Asian Wide and Fullwidth: CJK, Hangul syllables and jamo, kana, fullwidth, Yi
            ("王", 2), ("𠀀", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("カ", 2), ("ｶ", 1),
            ("Ａ", 2), ("\u{3000}", 2), ("ꀀ", 2),
            // zero width: marks alone, zero-width and default-ignorable characters, controls
            ("\u{301}", 0), ("\u{200B}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{E0001}", 0),
            ("\u{1B}", 0), ("\u{85}", 0),
            // spacing marks and conjuncts
            ("\u{915}\u{93F}", 2),
            // emoji: presentation, VS16, keycaps, ZWJ sequences, skin tones, flags, tag sequences
            ("😀", 2), ("❤️", 2), ("❤", 1), ("☺\u{FE0F}", 2), ("#\u{FE0F}\u{20E3}", 2), ("👍🏽", 2),
            ("👨‍👩‍👧‍👦", 2), ("🏳️‍🌈", 2), ("🇯🇵", 2), ("🇫", 2),
            ("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2),
            // ambiguous: narrow by default
            ("·", 1), ("①", 1), ("α", 1), ("─", 1),
        ] as [(Character, Int)])
    func character(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
        #expect(DisplayWidth.of(String(character)) == expected)
    }

    @Test(
        "East Asian Ambiguous characters are two columns with the wide option, and nothing else changes",
        arguments: [("·", 2), ("①", 2), ("α", 2), ("─", 2), ("a", 1), ("王", 2), ("\u{AE}\u{FE0F}", 2)]
            as [(Character, Int)])
    func ambiguousWide(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character, ambiguous: .wide) == expected)
    }

    @Test("a cluster is never wider than two columns")
    func capped() {
        for cluster in ["a\u{1F3FD}", "\u{1100}\u{1100}", "\u{600}王", "\u{915}\u{94D}\u{937}\u{93F}"] {
            #expect(cluster.count == 1)
            #expect(DisplayWidth.of(cluster) <= 2, "\(cluster.unicodeScalars.map(\.value))")
        }
    }

    @Test("width of strings, with the ASCII fast path giving what the cluster rules give")
    func strings() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("Account One") == 11)
        #expect(DisplayWidth.of("王小明") == 6)
        #expect(DisplayWidth.of("Linkin Park · 2003") == 18)
        #expect(DisplayWidth.of("Linkin Park · 2003", ambiguous: .wide) == 19)
        #expect(DisplayWidth.of("안녕 world") == 10)
        #expect(DisplayWidth.of("\u{E01}\u{E33}") == 2)
        // A conjunct is one cluster at run time (Unicode 15.1 and later), though not to the compiler.
        #expect("\u{915}\u{94D}\u{937}".count == 1)
        #expect(DisplayWidth.of("\u{915}\u{94D}\u{937}") == 2)
        let ascii = String((0x20..<0x7F).map { Character(Unicode.Scalar($0)) })
        #expect(DisplayWidth.printableASCIIWidth(ascii.utf8) == 95)
        #expect(ascii.reduce(0) { $0 + DisplayWidth.of($1) } == 95)
        #expect(DisplayWidth.printableASCIIWidth("tab\t".utf8) == nil)
    }

    @Test("width of a scalar on its own, and the table's Unicode version")
    func scalars() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x4E2D)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xB7)!, ambiguous: .wide) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x10FFFF)!) == 1)
        #expect(DisplayWidth.unicodeVersion == "17.0.0")
    }

    @Test("the Basic Multilingual Plane lookup agrees with the ranges it is built from")
    func lookupMatchesRanges() {
        let starts = UnicodeWidthTable.rangeStarts
        #expect(starts.first == 0)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(starts.count == UnicodeWidthTable.rangeFlags.count)
        for (index, start) in starts.enumerated() where start < 0x1_0000 {
            #expect(DisplayWidth.flags(of: start) == UnicodeWidthTable.rangeFlags[index])
            if start > 0 {
                #expect(DisplayWidth.flags(of: start - 1) == UnicodeWidthTable.rangeFlags[index - 1])
            }
        }
    }
}

@Suite("Display width: the shortcut for text of independent scalars")
struct IndependentScalarsWidthTests {
    /// Scalars from every range the shortcut takes, and from just outside them.
    static let pool: [Unicode.Scalar] = [
        0x20, 0x41, 0x7E, 0xA0, 0xA1, 0xAD, 0xB7, 0xE9, 0x2FF, 0x300, 0x2010, 0x2026, 0x2027, 0x2028, 0x2030,
        0x205E, 0x3001, 0x3029, 0x302A, 0x3041, 0x3096, 0x3099, 0x30A1, 0x30FA, 0x30FC, 0x3400, 0x4E00,
        0x9FFF,
        0xFF01, 0xFF60, 0xFF9E, 0xAC00, 0x1100, 0x1F600, 0x1F3FB, 0x200D, 0xFE0F, 0x0915, 0x094D,
    ].compactMap(Unicode.Scalar.init(_:))

    @Test(
        "agrees with measuring cluster by cluster, for random text of those scalars",
        arguments: [AmbiguousWidth.narrow, .wide])
    func agrees(ambiguous: AmbiguousWidth) {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        var taken = 0
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                text.append(Self.pool[Int.random(in: 0..<Self.pool.count, using: &generator)])
            }
            let string = String(text)
            guard
                let width = DisplayWidth.independentScalarsWidth(of: string, ambiguous: ambiguous)
            else { continue }
            taken += 1
            let byClusters = string.reduce(0) { $0 + DisplayWidth.of($1, ambiguous: ambiguous) }
            #expect(width == byClusters, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(string.count == string.unicodeScalars.count)
        }
        #expect(taken > 1_000)
    }

    @Test("every scalar of the ranges it takes is its own cluster and measures as one")
    func everyScalar() {
        let ranges: [ClosedRange<UInt32>] = [
            0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x3001...0x3029, 0x3041...0x3096, 0x30A1...0x30FA,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF60,
        ]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(scalar)b\(scalar)"
            guard
                let width = DisplayWidth.independentScalarsWidth(of: text, ambiguous: .narrow)
            else {
                continue
            }
            #expect(text.count == 4)
            #expect(width == text.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }
}
