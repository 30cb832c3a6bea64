import CellFactory
import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

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

    @Test("styles are written only when styling is enabled, around the text and not its padding")
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

    @Test(
        "wrapped text sits at the top, centre or bottom of its lines",
        arguments: [
            (VerticalAlignment.top, ["one two   ", "", "", ""]),
            (.center, ["", "one two   ", "", ""]),
            (.bottom, ["", "", "", "one two   "]),
        ])
    func verticalAlignment(alignment: VerticalAlignment, expected: [String]) {
        var canvas = CellCanvas(columns: 10, lines: 4)
        canvas.writeWrapped("one two", verticalAlignment: alignment)
        #expect((0..<4).map { canvas.text(ofLine: $0) } == expected)
    }

    @Test("wrapped text breaks between words and is aligned on each line")
    func wrappedAlignment() {
        var canvas = CellCanvas(columns: 10, lines: 3)
        canvas.writeWrapped("the quick brown fox", alignment: .trailing)
        #expect((0..<3).map { canvas.text(ofLine: $0) } == [" the quick", " brown fox", ""])
    }

    @Test("text needing more lines than it has ends its last line with an ellipsis")
    func overflow() {
        var canvas = CellCanvas(columns: 6, lines: 2)
        canvas.writeWrapped("aaa bbb ccc ddd")
        #expect((0..<2).map { canvas.text(ofLine: $0) } == ["aaa   ", "bbb…  "])
        var full = CellCanvas(columns: 3, lines: 1)
        full.writeWrapped("abc def")
        #expect(full.text(ofLine: 0) == "ab…")
    }

    @Test("wrapped text fills only the lines and columns it is given, and breaks at newlines")
    func wrappedSpan() {
        var canvas = CellCanvas(columns: 10, lines: 4)
        canvas.write("title", line: 0)
        canvas.writeWrapped("line one\nline two", lines: 1..<3, column: 2, width: 6)
        canvas.writeWrapped("ignored", lines: 7..<9)
        #expect((0..<4).map { canvas.text(ofLine: $0) } == ["title     ", "  line  ", "  one…  ", ""])
    }

    @Test("a canvas measures East Asian Ambiguous characters as the terminal draws them")
    func ambiguousWidth() {
        var canvas = CellCanvas(columns: 4, lines: 1, ambiguousWidth: .wide)
        #expect(canvas.displayWidth(of: "①②") == 4)
        canvas.write("①②③", line: 0)
        #expect(canvas.text(ofLine: 0) == "①…")
        #expect(canvas.ambiguousWidth == .wide)
    }

    @Test("text in neighbouring spans never merges into one cluster, so a line is as wide as its spans")
    func seams() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<1_000 {
            let columns = Int.random(in: 2...16, using: &generator)
            let split = Int.random(in: 1..<columns, using: &generator)
            var canvas = CellCanvas(columns: columns, lines: 1)
            let left = HostileText.random(using: &generator)
            let right = HostileText.random(using: &generator)
            canvas.write(left, line: 0, width: split, alignment: .trailing)
            canvas.write(right, line: 0)
            var bytes: [UInt8] = []
            canvas.appendLine(0, to: &bytes)
            let line = String(decoding: bytes, as: UTF8.self)
            #expect(
                DisplayWidth.of(line) == columns,
                "seed \(generator.seed): \(left.debugDescription) | \(right.debugDescription)")
        }
    }

    @Test("a query's matches are highlighted on each wrapped line; the text is unchanged")
    func wrappedHighlights() {
        var canvas = CellCanvas(columns: 12, lines: 2, styling: true)
        canvas.highlight = SearchQuery("an")
        canvas.writeWrapped("walnuts and hazelnuts")
        let match = "\u{1B}[1;32m"
        #expect(canvas.text(ofLine: 0).contains(match + "a"))
        #expect(canvas.text(ofLine: 1).contains(match + "a"))
        var plain = CellCanvas(columns: 12, lines: 2)
        plain.writeWrapped("walnuts and hazelnuts")
        for line in 0..<2 {
            let stripped = canvas.text(ofLine: line).replacing(/\u{1B}\[[0-9;]*m/, with: "")
            #expect(stripped == plain.text(ofLine: line))
        }
    }
}
