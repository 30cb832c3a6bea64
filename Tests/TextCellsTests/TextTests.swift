import Testing

@testable import TextCells

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "width of one grapheme cluster",
        arguments: [
            ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("王", 2), ("한", 2), ("カ", 2),
            ("Ａ", 2), ("😀", 2), ("❤️", 2), ("❤", 1), ("👍🏽", 2), ("🇯🇵", 2), ("👨‍👩‍👧‍👦", 2),
            ("\u{301}", 0), ("\u{200B}", 0), ("\u{1B}", 0),
        ] as [(Character, Int)])
    func character(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test("width of strings, with the ASCII fast path")
    func strings() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("Account One") == 11)
        #expect(DisplayWidth.of("王小明") == 6)
        #expect(DisplayWidth.of("Linkin Park · 2003") == 18)
        #expect(DisplayWidth.of("안녕 world") == 10)
    }
}

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
        ])
    func escapes(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
        #expect(!TextSanitizer.needsEscaping(expected))
    }

    @Test("printable text, joiners, selectors and combining marks are kept; sanitising is idempotent")
    func kept() {
        for text in ["plain", "王小明", "👨‍👩‍👧‍👦", "❤️", "e\u{301}", "🇯🇵"] {
            #expect(TextSanitizer.sanitize(text) == text)
        }
        let hostile = "x\u{1B}]0;title\u{07}\u{9D}y\u{202E}"
        let once = TextSanitizer.sanitize(hostile)
        #expect(TextSanitizer.sanitize(once) == once)
        #expect(!once.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}

@Suite("Fitting text into columns")
struct TextFitterTests {
    @Test(
        "short text is padded by alignment",
        arguments: [
            (HorizontalAlignment.leading, "ab    "), (.center, "  ab  "), (.trailing, "    ab"),
        ])
    func padding(alignment: HorizontalAlignment, expected: String) {
        #expect(TextFitter.fit("ab", columns: 6, alignment: alignment) == expected)
    }

    @Test("an odd leftover column goes to the right when centred")
    func centreOdd() {
        #expect(TextFitter.fit("ab", columns: 5, alignment: .center) == " ab  ")
    }

    @Test(
        "long text is cut with an ellipsis, never splitting a cluster",
        arguments: [
            ("Account number one", 8, "Account…"), ("exact", 5, "exact"), ("exactly", 5, "exac…"),
            ("王小明先生", 6, "王小 …"), ("王小明先生", 7, "王小明…"), ("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 3, "👨‍👩‍👧‍👦…"),
            ("abc", 1, "…"), ("abc", 0, ""), ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ])
    func truncation(text: String, columns: Int, expected: String) {
        let fitted = TextFitter.fit(text, columns: columns)
        #expect(fitted == expected)
        #expect(DisplayWidth.of(fitted) == max(columns, 0))
    }

    @Test("hostile text is sanitised before it is measured, so the width is what is written")
    func hostile() {
        let fitted = TextFitter.fit("\u{1B}[31mred", columns: 12)
        #expect(fitted == "^[[31mred   ")
        #expect(DisplayWidth.of(fitted) == 12)
    }
}

@Suite("Canvas")
struct CellCanvasTests {
    @Test("lines are composed left to right, clipped to the box, and padded")
    func compose() {
        var canvas = CellCanvas(columns: 10, lines: 2)
        canvas.write("ab", line: 0, width: 4)
        canvas.write("cd", line: 0, column: 2)
        canvas.write("too far", line: 0, column: 10)
        canvas.write("nowhere", line: 2)
        canvas.write("nowhere", line: -1)
        #expect(canvas.text(ofLine: 0) == "ab  cd    ")
        #expect(canvas.text(ofLine: 1) == "")
        var output: [UInt8] = []
        canvas.appendLine(1, to: &output)
        canvas.appendLine(7, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == String(repeating: " ", count: 20))
    }

    @Test("a span at a column leaves blanks before it and is clipped at the edge")
    func spans() {
        var canvas = CellCanvas(columns: 8, lines: 1)
        canvas.write("x", line: 0, column: 3, width: 1)
        canvas.write("overflowing", line: 0, column: 5, width: 20)
        #expect(canvas.text(ofLine: 0) == "   x ov…")
    }

    @Test("styles are written only when styling is enabled")
    func styling() {
        var plain = CellCanvas(columns: 4, lines: 1, styling: false)
        plain.write("hi", line: 0, style: .bold)
        #expect(plain.text(ofLine: 0) == "hi  ")
        var styled = CellCanvas(columns: 4, lines: 1, styling: true)
        styled.write("hi", line: 0, style: TextStyle(bold: true, foreground: .green))
        #expect(styled.text(ofLine: 0) == "\u{1B}[1;32mhi\u{1B}[0m  ")
        #expect(styled.isStylingEnabled)
    }

    @Test("sizes below one are raised to one")
    func minimumSize() {
        let canvas = CellCanvas(columns: 0, lines: -2)
        #expect(canvas.columns == 1)
        #expect(canvas.lineCount == 1)
    }
}
