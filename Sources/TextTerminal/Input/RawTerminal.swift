import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal switched to what an interactive screen needs, until it is restored: raw input (each
/// key arrives as it is pressed, not echoed, Ctrl-C as a key rather than a signal), the
/// alternate screen, and a hidden cursor.
///
/// Output keeps the terminal's own processing, so a newline still starts the next line at its
/// first column. ``restore()`` puts back the modes found when it was made, leaves the alternate
/// screen and shows the cursor; it is safe to call more than once, and runs at the latest when
/// the value goes away. A program restores it on every way out: its own quit key, an error, end
/// of input and the signals that end it.
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

    private static let enterScreen = Array("\u{1B}[?1049h\u{1B}[?25l".utf8)
    private static let leaveScreen = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Switches a terminal to raw input, the alternate screen and a hidden cursor.
    ///
    /// - Parameter fileDescriptor: A terminal, open for reading and writing.
    /// - Throws: ``TerminalError`` when the descriptor is not a terminal or its modes cannot be
    ///   set; the terminal is then unchanged.
    package init(fileDescriptor: Int32) throws(TerminalError) {
        self.fileDescriptor = fileDescriptor
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
        write(Self.enterScreen)
    }

    deinit {
        restore()
    }

    /// Puts the terminal back as it was found: its modes, the main screen, a visible cursor.
    package func restore() {
        guard var modes = saved else { return }
        saved = nil
        write(Self.leaveScreen)
        _ = tcsetattr(fileDescriptor, TCSAFLUSH, &modes)
    }

    /// Whether the terminal is switched, not yet restored.
    package var isRaw: Bool { saved != nil }

    /// Writes bytes to the terminal at once; a failure is ignored, as there is nowhere left to
    /// report it.
    private func write(_ bytes: [UInt8]) {
        try? FileDescriptorWriter.writeAll(bytes, to: fileDescriptor)
    }
}
