import TestSupport
import Testing

@testable import TextCells

/// A canvas keeps its lines in storage of its own (`CanvasLines`): shared by copies until one
/// writes, and grown when a line needs more bytes than its slot holds.
@Suite("Canvas: storage shared by copies and grown on demand")
struct CanvasStorageTests {
    @Test("a copy of a canvas keeps what it had while the other is written, either way round")
    func copyOnWrite() {
        var original = CellCanvas(columns: 10, lines: 2)
        original.write("ab", line: 0, width: 2)
        var copy = original
        copy.write("cd", line: 0, column: 3, width: 2)
        copy.write("x", line: 1)
        #expect(original.text(ofLine: 0) == "ab")
        #expect(original.text(ofLine: 1) == "")
        #expect(copy.text(ofLine: 0) == "ab cd")
        #expect(copy.text(ofLine: 1) == "x         ")
        original.write("zz", line: 1, width: 2)
        #expect(copy.text(ofLine: 1) == "x         ")
        #expect(original.text(ofLine: 1) == "zz")
    }

    @Test("a line longer than its slot grows every slot and keeps the other lines")
    func growth() {
        var canvas = CellCanvas(columns: 200, lines: 3, styling: true)
        canvas.write("first line", line: 0, width: 10)
        let kept = canvas
        var expected = ""
        for index in 0..<40 {
            canvas.write("ab", line: 1, column: index * 5, width: 4, style: .bold)
            expected += String(repeating: " ", count: index == 0 ? 0 : 3) + "\u{1B}[1mab\u{1B}[0m"
        }
        let wide = String(repeating: "漢", count: 100)
        canvas.write(wide, line: 2)
        #expect(canvas.text(ofLine: 0) == "first line")
        #expect(canvas.text(ofLine: 1) == expected + "  ")
        #expect(canvas.text(ofLine: 2) == wide)
        #expect(kept.text(ofLine: 1) == "")
        var output: [UInt8] = []
        canvas.appendLine(2, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == wide)
    }

    @Test("a canvas reset to more lines than it had is blank on all of them and writable")
    func resetToMoreLines() {
        var canvas = CellCanvas(columns: 6, lines: 1)
        canvas.write("old", line: 0)
        let before = canvas
        canvas.reset(columns: 8, lines: 5, styling: false, ambiguousWidth: .narrow)
        for line in 0..<5 {
            #expect(canvas.byteCount(ofLine: line) == 0 && canvas.padding(ofLine: line) == 8)
        }
        canvas.write("new", line: 4, alignment: .trailing)
        #expect(canvas.text(ofLine: 4) == "     new")
        #expect(canvas.text(ofLine: 0) == "")
        #expect(before.text(ofLine: 0) == "old   ")
    }

    @Test("a canvas as wide as can be asked for takes memory only for what is written on it")
    func hugeWidth() {
        var canvas = CellCanvas(columns: .max, lines: 2)
        canvas.write("abc", line: 1, width: 3)
        canvas.write(String(repeating: "x", count: 5000), line: 0, width: 5000)
        #expect(canvas.text(ofLine: 1) == "abc")
        #expect(canvas.text(ofLine: 0) == String(repeating: "x", count: 5000))
    }

    @Test("text taking the general path is written beside text taking the shortcut")
    func generalPathBesideShortcut() {
        var canvas = CellCanvas(columns: 12, lines: 1)
        canvas.write("ab", line: 0, width: 3)
        canvas.write("e\u{301}\u{301}x", line: 0, width: 4, alignment: .center)
        canvas.write("tail", line: 0)
        #expect(canvas.text(ofLine: 0) == "ab  e\u{301}\u{301}x tail ")
    }
}
