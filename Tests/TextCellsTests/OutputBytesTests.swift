import TestSupport
import Testing

@testable import TextCells

@Suite("Output bytes: lines and spaces appended after what the output holds")
struct OutputBytesTests {
    @Test("a canvas line lands after what the output held, padded to the canvas's width")
    func appendsLine() {
        var canvas = CellCanvas(columns: 7, lines: 2)
        canvas.write("text", line: 0)
        var output = Array("> ".utf8)
        canvas.appendLine(0, to: &output)
        output.append(UInt8(ascii: "|"))
        canvas.appendLine(1, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "> text   |       ")
    }

    @Test("spaces: none for a count of zero or less, and any count past the ready row of spaces")
    func appendsSpaces() {
        for count in [-2, 0, 1, 3, 255, 256, 257, 600] {
            var output = Array("kept".utf8)
            TextFitter.appendSpaces(count, to: &output)
            #expect(output == Array("kept".utf8) + Array(repeating: UInt8(ascii: " "), count: max(count, 0)))
        }
    }

    @Test("reading a line the storage has no slot for stops the program instead of reading memory")
    func lineOutsideStorage() async {
        await #expect(processExitsWith: .failure) {
            let lines = CanvasLines(capacity: 2, stride: 8)
            _ = lines.bytes(ofLine: 2)
        }
    }

    @Test("UTF-8 that ends inside a sequence stops the measure instead of being read past")
    func cutSequence() async {
        await #expect(processExitsWith: .failure) {
            let bytes: [UInt8] = [UInt8(ascii: "a"), 0xE6, 0xBC]
            _ = DisplayWidth.shortcutWidth(ofUTF8: bytes.span, ambiguous: .narrow)
        }
    }
}
