import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

@Suite("Sanitising")
struct TextSanitizerTests {
    @Test(
        "controls are shown as visible escapes",
        arguments: [
            ("\u{1B}[2J", "^[[2J"), ("bell\u{07}", "bell^G"), ("a\rb", "a^Mb"), ("a\u{08}b", "a^Hb"),
            ("tab\there", "tab^Ihere"), ("line\nbreak", "line^Jbreak"), ("nul\u{0}", "nul^@"),
            ("del\u{7F}", "del^?"), ("\u{9B}31m", "\\u{9B}31m"), ("\u{85}", "\\u{85}"),
            ("abc\u{202E}def", "abc\\u{202E}def"), ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
            ("\u{1B}]52;c;aGVsbG8=\u{07}", "^[]52;c;aGVsbG8=^G"),
            ("\u{61C}\u{200E}\u{200F}", "\\u{61C}\\u{200E}\\u{200F}"),
            ("\u{2028}\u{2029}", "\\u{2028}\\u{2029}"), ("\u{1B}c", "^[c"),
            ("\u{1B}P1$r\u{1B}\\", "^[P1$r^[\\"),
        ])
    func escapes(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
        #expect(!TextSanitizer.needsEscaping(expected))
    }

    @Test("every C0 and C1 control, DEL and every bidirectional control is escaped")
    func everyControl() {
        let controls =
            Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
            + [0x61C, 0x200E, 0x200F, 0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        for value in controls {
            let scalar = Unicode.Scalar(UInt32(value))!
            let shown = TextSanitizer.sanitize("x" + String(scalar) + "y")
            #expect(!shown.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) survived")
            #expect(shown.hasPrefix("x") && shown.hasSuffix("y"))
            #expect(
                shown.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F || $0.value > 0x9F })
        }
    }

    @Test("prepended format marks are escaped: drawn, they would join the padding after them")
    func prependedFormatMarks() {
        let marks = Array(0x600...0x605) + [0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD]
        for value in marks {
            let scalar = Unicode.Scalar(UInt32(value))!
            // Unicode's Prepend: the mark and a space after it are one grapheme cluster.
            #expect((String(scalar) + " ").count == 1)
            #expect(
                TextSanitizer.sanitize("1" + String(scalar))
                    == "1\\u{\(String(value, radix: 16, uppercase: true))}")
        }
        // Found by fuzzing: a line ending in two of them was one column short, measured whole.
        var canvas = CellCanvas(columns: 8, lines: 1)
        canvas.write("ab\u{600}\u{600}", line: 0)
        var line: [UInt8] = []
        canvas.appendLine(0, to: &line)
        #expect(DisplayWidth.of(String(decoding: line, as: UTF8.self)) == 8)
    }

    @Test("printable text, joiners, selectors and combining marks are kept; sanitising is idempotent")
    func kept() {
        for text in ["plain", "王小明", "👨‍👩‍👧‍👦", "❤️", "e\u{301}", "🇯🇵", "a\u{200D}b", "☺\u{FE0E}"] {
            #expect(TextSanitizer.sanitize(text) == text)
        }
        let hostile = "x\u{1B}]0;title\u{07}\u{9D}y\u{202E}"
        let once = TextSanitizer.sanitize(hostile)
        #expect(TextSanitizer.sanitize(once) == once)
        #expect(!once.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("sanitising is idempotent on random strings, and its width is what the canvas measures")
    func idempotentOnRandomText() {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<2_000 {
            let text = HostileText.random(using: &generator)
            let once = TextSanitizer.sanitize(text)
            #expect(TextSanitizer.sanitize(once) == once)
            #expect(!TextSanitizer.needsEscaping(once))
            let line = DisplayLine(text, ambiguous: .narrow)
            #expect(CellCanvas(columns: 10, lines: 1).displayWidth(of: text) == line.width)
            #expect(DisplayWidth.of(line.text) == line.width)
            #expect(!TextSanitizer.needsEscaping(line.text))
        }
    }
}
