import TestSupport
import Testing
import TextCells
import TextTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Raw terminal: switched for an interactive screen, and always put back")
struct RawTerminalTests {
    @Test(
        "raw input, the alternate screen, a hidden cursor and bracketed paste; restore puts back every mode")
    func switchAndRestore() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes
        #expect(before.c_lflag & tcflag_t(ECHO | ICANON | ISIG) != 0)

        let terminal = try RawTerminal(fileDescriptor: pty.terminal)
        #expect(terminal.isRaw)
        let raw = pty.modes
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST | ONLCR) == tcflag_t(OPOST | ONLCR))
        #expect(
            String(decoding: pty.readAvailable(), as: UTF8.self) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")

        terminal.restore()
        #expect(!terminal.isRaw)
        #expect(sameModes(pty.modes, before))
        #expect(
            String(decoding: pty.readAvailable(), as: UTF8.self) == "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
        terminal.restore()
        #expect(pty.readAvailable().isEmpty)
    }

    @Test("a terminal that goes away unrestored is restored")
    func restoredWhenReleased() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes
        do {
            _ = try RawTerminal(fileDescriptor: pty.terminal)
        }
        #expect(sameModes(pty.modes, before))
    }

    @Test("a descriptor that is not a terminal is an error, and nothing is written")
    func notATerminal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        let error = #expect(throws: TerminalError.self) { try RawTerminal(fileDescriptor: ends[1]) }
        #expect(error?.operation == "tcgetattr")
        #expect(error?.code == ENOTTY)
    }
}
