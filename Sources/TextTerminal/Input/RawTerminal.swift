import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal switched to what an interactive screen needs, until it is restored: raw input (each
/// key arrives as it is pressed, not echoed, Ctrl-C as a key rather than a signal), a hidden
/// cursor, bracketed paste (mode 2004), the alternate screen unless the screen is shared, and
/// mouse reports (SGR, mode 1006) when asked for.
///
/// Output keeps the terminal's own processing, so a newline still starts the next line at its
/// first column. ``restore()`` puts back the modes found when it was made, turns mouse reports
/// and bracketed paste off, shows the cursor and leaves the alternate screen; it is safe to call
/// more than once, and runs at the latest when the value goes away. A program restores it on
/// every way out: its own quit key, an error, end of input and the signals that end it.
///
/// ```swift
/// let terminal = try RawTerminal(fileDescriptor: ttyDescriptor)
/// defer { terminal.restore() }
/// ```
package final class RawTerminal {
    /// The terminal's file descriptor, open for reading and writing.
    package let fileDescriptor: Int32
    /// The modes found when the terminal was switched, or `nil` once restored.
    private var saved: termios?

    /// What ``restore()`` writes: the modes set, undone.
    private let leaveModes: [UInt8]

    /// Switches a terminal to raw input and a hidden cursor, with the alternate screen and mouse
    /// reports as asked.
    ///
    /// - Parameters:
    ///   - fileDescriptor: A terminal, open for reading and writing.
    ///   - alternateScreen: Whether to draw on the alternate screen, which is left on restoring.
    ///   - mouse: Whether the terminal reports clicks and the wheel (modes 1000 and 1006).
    /// - Throws: ``TerminalError`` when the descriptor is not a terminal or its modes cannot be
    ///   set; the terminal is then unchanged.
    package init(fileDescriptor: Int32, alternateScreen: Bool = true, mouse: Bool = false)
        throws(TerminalError)
    {
        self.fileDescriptor = fileDescriptor
        let escape = "\u{1B}["
        let enter =
            (alternateScreen ? "\(escape)?1049h" : "") + "\(escape)?25l\(escape)?2004h"
            + (mouse ? "\(escape)?1000h\(escape)?1006h" : "")
        // Undone in the reverse order; the alternate screen is left last, so that what is written
        // before goes to the screen it was meant for.
        leaveModes = Array(
            ((mouse ? "\(escape)?1006l\(escape)?1000l" : "") + "\(escape)?2004l\(escape)?25h"
                + (alternateScreen ? "\(escape)?1049l" : "")).utf8)
        var modes = termios()
        guard tcgetattr(fileDescriptor, &modes) == 0 else { throw TerminalError("tcgetattr", code: errno) }
        var raw = modes
        cfmakeraw(&raw)
        // Keep output processing: the frames end their lines with a newline alone.
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        guard tcsetattr(fileDescriptor, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError("tcsetattr", code: errno)
        }
        saved = modes
        write(Array(enter.utf8))
    }

    deinit {
        restore()
    }

    /// Puts the terminal back as it was found: its modes, no mouse reports, a visible cursor, the
    /// main screen.
    package func restore() {
        guard var modes = saved else { return }
        saved = nil
        write(leaveModes)
        _ = tcsetattr(fileDescriptor, TCSAFLUSH, &modes)
    }

    /// Whether the terminal is switched, not yet restored.
    package var isRaw: Bool { saved != nil }

    /// Writes bytes to the terminal at once; a failure is ignored, as there is nowhere left to
    /// report it.
    private func write(_ bytes: [UInt8]) {
        var writer = FileDescriptorWriter(fileDescriptor: fileDescriptor)
        try? writer.write(bytes)
    }
}
