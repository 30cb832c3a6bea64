import CellFactory
import TestSupport
import Testing

@testable import TextCells

/// The canvas writes text that needs no cleaning straight from the string's bytes; these tests
/// hold that shortcut to what the general path (``DisplayLine`` and ``TextFitter``) writes.
@Suite("Canvas: the shortcut for text that needs no cleaning")
struct CanvasFastPathTests {
    static let texts = [
        "", "a", "hello", "Album number 12", "exactly8", "Linkin Park · 2003 · 13 tracks", "王小明 12",
        "カタカナ。", "ｆｕｌｌ", "tab\there", "new\nline", "e\u{301}", "\u{301}mark first",
        "👨‍👩‍👧‍👦 family", "a\u{7F}b", "\u{1B}[31mred", "ends with joiner\u{200D}", "ÀÉÎõü ñ",
        "a long line of plain ASCII that is wider than every span here",
    ]

    /// What the general path writes: the text fitted into `columns` by ``TextFitter``, styled
    /// around the text only.
    static func generalPath(
        _ text: String, columns: Int, alignment: HorizontalAlignment, style: TextStyle?,
        ambiguous: AmbiguousWidth
    ) -> String {
        var bytes: [UInt8] = []
        TextFitter.append(
            DisplayLine(text, ambiguous: ambiguous), columns: columns, alignment: alignment, style: style,
            to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(
        "a span written through the shortcut is byte for byte what the general path writes",
        arguments: [AmbiguousWidth.narrow, .wide], [false, true])
    func sameBytes(ambiguous: AmbiguousWidth, styling: Bool) {
        let style = TextStyle(bold: true, foreground: .cyan)
        for text in Self.texts {
            for columns in [1, 2, 3, 5, 8, 12, 15, 31, 40] {
                for alignment in [HorizontalAlignment.leading, .center, .trailing] {
                    var canvas = CellCanvas(
                        columns: columns, lines: 1, styling: styling, ambiguousWidth: ambiguous)
                    canvas.write(text, line: 0, alignment: alignment, style: style)
                    let expected = Self.generalPath(
                        text, columns: columns, alignment: alignment, style: styling ? style : nil,
                        ambiguous: ambiguous)
                    #expect(
                        canvas.text(ofLine: 0) == expected,
                        "\(text.debugDescription) in \(columns) columns, \(alignment)")
                }
            }
        }
    }

    @Test("text written beside an earlier span is written as on a line of its own, shifted")
    func besideAnEarlierSpan() {
        for text in Self.texts {
            var beside = CellCanvas(columns: 30, lines: 2)
            var alone = CellCanvas(columns: 20, lines: 2)
            beside.write("ab", line: 1, width: 4)
            beside.write(text, line: 1, column: 6, width: 20, alignment: .center)
            alone.write(text, line: 1, width: 20, alignment: .center)
            #expect(beside.text(ofLine: 1) == "ab    " + alone.text(ofLine: 1), "\(text.debugDescription)")
        }
    }

    @Test("the word-at-a-time check finds every byte that is not printable ASCII, at every position")
    func printableASCIIPrefix() {
        for length in 0...19 {
            for position in 0..<max(length, 1) {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if position < length { bytes[position] = UInt8(value) }
                    let expected = bytes.firstIndex { !(0x20..<0x7F).contains($0) } ?? length
                    let found = PrintableASCII.prefixCount(of: bytes.span)
                    #expect(found == expected, "byte \(value) at \(position) of \(length)")
                    #expect(PrintableASCII.isPrintable(bytes.span) == (expected == length))
                }
            }
        }
    }

    @Test("the printable ASCII count from an offset counts only the bytes from there on")
    func printableASCIIFromOffset() {
        let bytes = Array("0123456789abcdefghij\u{7F}klmnopqrstuvwxyz".utf8)
        for start in 0...bytes.count {
            let expected = bytes[start...].prefix { (0x20..<0x7F).contains($0) }.count
            #expect(PrintableASCII.prefixCount(of: bytes.span, from: start) == expected, "from \(start)")
        }
    }

    @Test("a canvas measures text as it writes it, by the shortcut or by clusters")
    func displayWidth() {
        let canvas = CellCanvas(columns: 10, lines: 1)
        for text in Self.texts {
            #expect(canvas.displayWidth(of: text) == DisplayLine(text, ambiguous: .narrow).width)
        }
    }
}
