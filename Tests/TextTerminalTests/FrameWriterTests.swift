import CellFactoryTesting
import TestSupport
import Testing
import TextCells
import TextTerminal

@Suite("Frame writer: changed lines redrawn in place on a terminal, the final frame alone elsewhere")
struct FrameWriterTests {
    private func write(_ frames: [[String]], height: Int = 50) throws -> (VirtualTerminal, [Int], String) {
        var writer = FrameWriter(mode: .inPlace(height: height))
        var terminal = VirtualTerminal(height: height)
        var counts: [Int] = []
        var all = ""
        for (index, lines) in frames.enumerated() {
            var output = MemorySink()
            let before = writer.writtenLineCount
            if index == frames.count - 1 {
                try writer.finish(LiveFrame(lines: lines), to: &output)
            } else {
                try writer.show(LiveFrame(lines: lines), to: &output)
            }
            counts.append(writer.writtenLineCount - before)
            terminal.apply(output.text)
            all += output.text
        }
        return (terminal, counts, all)
    }

    @Test("only lines that differ are written again")
    func onlyChangedLines() throws {
        let (terminal, counts, _) = try write([
            ["one", "two", "three"],
            ["one", "TWO", "three"],
            ["one", "TWO", "three"],
            ["ONE", "TWO", "3"],
        ])
        #expect(terminal.problems.isEmpty)
        #expect(terminal.screenText == ["ONE", "TWO", "3"])
        #expect(counts == [3, 1, 0, 2])
    }

    @Test("a frame that grows adds lines; one that shrinks erases the rest")
    func growAndShrink() throws {
        let (terminal, counts, text) = try write([["a", "b"], ["a", "b", "c", "d"], ["x"], ["x", "y"]])
        #expect(terminal.problems.isEmpty)
        #expect(terminal.screenText == ["x", "y"])
        #expect(counts == [2, 2, 1, 1])
        #expect(text.contains("\u{1B}[J"))
    }

    @Test("a frame with no change writes no bytes")
    func noChangeNoBytes() throws {
        var writer = FrameWriter(mode: .inPlace(height: 10))
        var output = MemorySink()
        try writer.show(LiveFrame(lines: ["same"]), to: &output)
        let written = output.bytes.count
        try writer.show(LiveFrame(lines: ["same"]), to: &output)
        #expect(output.bytes.count == written)
    }

    @Test("while changing, only the lines that fit the terminal are live; the final frame is whole")
    func tallFrames() throws {
        let tall = (0..<30).map { "line \($0)" }
        var changed = tall
        changed[2] = "changed"
        let (terminal, counts, _) = try write([tall, changed, changed], height: 10)
        #expect(terminal.problems.isEmpty)
        #expect(terminal.screenText == changed)
        #expect(counts == [9, 1, 21])
    }

    @Test("after a final frame taller than the terminal, the next frames start below it")
    func framesAfterFinalFrame() throws {
        var writer = FrameWriter(mode: .inPlace(height: 10))
        var terminal = VirtualTerminal(height: 10)
        var output = MemorySink()
        let tall = (0..<30).map { "first \($0)" }
        try writer.show(LiveFrame(lines: tall), to: &output)
        try writer.finish(LiveFrame(lines: tall), to: &output)
        try writer.show(LiveFrame(lines: ["second a", "second b"]), to: &output)
        try writer.finish(LiveFrame(lines: ["second a", "second B"]), to: &output)
        terminal.apply(output.text)
        #expect(terminal.problems.isEmpty)
        #expect(terminal.screenText == tall + ["second a", "second B"])
    }

    @Test("seeded random frames leave exactly the last frame on the virtual screen", arguments: [1, 2, 3, 4])
    func randomFrames(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let words = ["alpha", "beta", "", "gamma delta", "x"]
        var frames: [[String]] = []
        var lines = ["start"]
        for _ in 0..<60 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: lines.append(words.randomElement(using: &generator)!)
            case 1:
                if lines.count > 1 {
                    lines.removeLast(Int.random(in: 1...lines.count - 1, using: &generator))
                }
            default:
                let index = Int.random(in: 0..<lines.count, using: &generator)
                lines[index] =
                    words.randomElement(using: &generator)! + "\(Int.random(in: 0..<9, using: &generator))"
            }
            frames.append(lines)
        }
        let (terminal, _, _) = try write(frames, height: 80)
        #expect(terminal.problems.isEmpty, "seed \(seed)")
        #expect(terminal.screenText == frames.last, "seed \(seed)")
    }

    @Test("off a terminal nothing is written until the final frame, which has no escape sequence")
    func finalFrameOnly() throws {
        var writer = FrameWriter(mode: .finalFrameOnly)
        var output = MemorySink()
        try writer.show(LiveFrame(lines: ["loading"]), to: &output)
        try writer.show(LiveFrame(lines: ["a", "b"]), to: &output)
        #expect(output.bytes.isEmpty)
        try writer.finish(LiveFrame(lines: ["a", "b", "c"]), to: &output)
        #expect(output.text == "a\nb\nc\n")
        #expect(!output.bytes.contains(0x1B))
        #expect(writer.writtenLineCount == 3)
    }

    @Test("full screen: the cursor rests where the frame says, and a move of it alone writes only the move")
    func fullScreenCursor() throws {
        var writer = FrameWriter(mode: .fullScreen)
        var terminal = VirtualTerminal(height: 5)
        var output = MemorySink()
        try writer.show(
            LiveFrame(lines: ["> a", "  b", "  c"], cursor: LiveFrame.Cursor(line: 0)), to: &output)
        terminal.apply(output.text)
        #expect(terminal.visibleLines.prefix(3) == ["> a", "  b", "  c"])
        #expect((terminal.cursorLine, terminal.column) == (0, 0))
        output = MemorySink()
        try writer.show(
            LiveFrame(lines: ["  a", "> b", "  c"], cursor: LiveFrame.Cursor(line: 1)), to: &output)
        terminal.apply(output.text)
        #expect(terminal.visibleLines.prefix(3) == ["  a", "> b", "  c"])
        #expect((terminal.cursorLine, terminal.column) == (1, 0))
        // The same lines, the cursor in the status line's query: one move, nothing redrawn.
        output = MemorySink()
        try writer.show(
            LiveFrame(lines: ["  a", "> b", "  c"], cursor: LiveFrame.Cursor(line: 2, column: 2)), to: &output
        )
        #expect(output.text == "\u{1B}[?2026h\u{1B}[3;3H\u{1B}[?2026l")
        terminal.apply(output.text)
        #expect((terminal.cursorLine, terminal.column) == (2, 2))
        #expect(writer.cursor == LiveFrame.Cursor(line: 2, column: 2))
        // Nothing changed at all: nothing written. A place past the frame is brought in.
        output = MemorySink()
        try writer.show(
            LiveFrame(lines: ["  a", "> b", "  c"], cursor: LiveFrame.Cursor(line: 2, column: 2)), to: &output
        )
        #expect(output.bytes.isEmpty)
        try writer.show(
            LiveFrame(lines: ["  a", "> b", "  c"], cursor: LiveFrame.Cursor(line: 9, column: -3)),
            to: &output)
        #expect(writer.cursor == LiveFrame.Cursor(line: 2, column: 0))
        #expect(terminal.problems.isEmpty)
    }

    @Test("inline: the cursor stays on the region's first line whatever the frame asks; erase clears it all")
    func inlineCursor() throws {
        var writer = FrameWriter(mode: .inline)
        var terminal = VirtualTerminal(height: 10)
        terminal.apply("above\n")
        let frames: [[String]] = [
            ["> a", "  b", "status"], ["  a", "> b", "status"], ["  x", "> y", "/q"],
        ]
        for (index, lines) in frames.enumerated() {
            var output = MemorySink()
            try writer.show(
                LiveFrame(lines: lines, cursor: LiveFrame.Cursor(line: index, column: 2)), to: &output)
            terminal.apply(output.text)
            #expect(Array(terminal.visibleLines.prefix(4)) == ["above"] + lines)
            // A terminal that re-wraps the lines above the cursor on a resize would lose the
            // region's top otherwise.
            #expect((terminal.cursorLine, terminal.column) == (1, 0))
            #expect(writer.cursor == nil)
        }
        var output = MemorySink()
        try writer.erase(to: &output)
        terminal.apply(output.text)
        #expect(terminal.visibleLines.prefix(2) == ["above", ""])
        #expect(terminal.problems.isEmpty)
    }
}
