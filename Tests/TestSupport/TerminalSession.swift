import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running on a pseudo-terminal opened by the test, and what its terminal shows: for
/// end-to-end tests of full-screen programs.
public final class TerminalSession {
    /// The terminal.
    public let pty: PseudoTerminal
    /// The program's process id.
    public let pid: pid_t
    /// The screen, as the program's output drew it so far.
    public private(set) var screen: VirtualTerminal
    /// Everything the program wrote so far.
    public private(set) var output: [UInt8] = []
    /// The terminal's modes before the program started: what it must restore when it ends. (Read
    /// after the start, they may already be the program's own.)
    public let modesBeforeStart: termios

    /// Starts a program on a new pseudo-terminal of the given size.
    ///
    /// - Parameters:
    ///   - program: The executable's path.
    ///   - arguments: Its arguments.
    ///   - lines: The terminal's height.
    ///   - columns: The terminal's width.
    ///   - input: A descriptor for standard input instead of the terminal, or -1.
    public init(_ program: String, _ arguments: [String], lines: Int, columns: Int, input: Int32 = -1) throws
    {
        pty = try PseudoTerminal()
        pty.setSize(lines: lines, columns: columns)
        screen = VirtualTerminal(height: lines)
        modesBeforeStart = pty.modes
        pid = try pty.spawn(program, arguments, input: input)
    }

    /// Reads what the program writes until the visible screen satisfies `condition`, for at most
    /// ten seconds.
    @discardableResult
    public func waitForScreen(_ condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition(screen.visibleLines) { return true }
            let bytes = pty.readAvailable()
            output += bytes
            screen.apply(String(decoding: bytes, as: UTF8.self))
            // The terminal answers where its cursor is, as a real one does.
            for report in screen.cursorReports { pty.type(report) }
            screen.cursorReports.removeAll()
        }
        return condition(screen.visibleLines)
    }

    /// Reads everything the program has written, until it is quiet for a moment.
    public func drain() {
        while true {
            let bytes = pty.readAvailable()
            guard !bytes.isEmpty else { return }
            output += bytes
            screen.apply(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Waits for the program to end and returns its exit status (`128 + signal` when a signal
    /// killed it), or `nil` after ten seconds, when the program is killed.
    public func exitStatus() -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        var status: Int32 = 0
        while Date() < deadline {
            // Keep reading, so that the program is never stuck writing to a full terminal.
            let bytes = pty.readAvailable()
            output += bytes
            screen.apply(String(decoding: bytes, as: UTF8.self))
            if waitpid(pid, &status, WNOHANG) == pid {
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
        }
        kill(pid, SIGKILL)
        return nil
    }

    /// What the program wrote after it last showed the cursor and left the alternate screen,
    /// such as its messages to standard error once the terminal was given back; `nil` when it
    /// never left.
    public var writtenAfterLeaving: String? {
        let written = String(decoding: output, as: UTF8.self)
        guard let leaving = written.range(of: "\u{1B}[?25h\u{1B}[?1049l", options: .backwards) else {
            return nil
        }
        return String(written[leaving.upperBound...])
    }

    /// Whether the program's last words put the terminal's screen back: the cursor shown, and the
    /// alternate screen left.
    public var leftTheScreen: Bool {
        String(decoding: output, as: UTF8.self).hasSuffix("\u{1B}[?25h\u{1B}[?1049l")
            && !screen.privateModes.contains(1049) && screen.privateModes.contains(25)
    }
}
