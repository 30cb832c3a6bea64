internal import TerminalSignals
import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an ``InteractiveList`` on the controlling terminal, and always gives the terminal back
/// as it found it.
///
/// Keys are read from `/dev/tty`, not standard input, so the list's data can come from a pipe.
/// While the list runs, the terminal is in raw mode on the alternate screen with the cursor
/// hidden; all three are undone on every way out: `q` or Ctrl-C, end of
/// input, an error, and the signals SIGTERM, SIGHUP, SIGINT and SIGQUIT, which end the run
/// instead of the program. SIGWINCH lays the list out again at the terminal's new size.
///
/// Frames are drawn only when something changed, at most 60 a second, each as one synchronized
/// write of the lines that changed (a ``FrameWriter``). While nothing happens, nothing runs: keys
/// are awaited with `poll(2)` on a thread of their own, and the spinner turns only while the list
/// is busy.
public enum InteractiveTerminal {
    /// How a run ended.
    public enum Exit: Hashable, Sendable {
        /// The user quit: `q`, or Ctrl-C.
        case quit
        /// The terminal was closed or hung up.
        case endOfInput
        /// A signal ended it, such as `SIGTERM`: a program usually exits with `128 + signal`.
        case signal(Int32)
        /// The user chose items, in a list made to choose: its
        /// ``InteractiveList/chosenItems`` holds them.
        case chosen
    }

    /// How much of the terminal a run takes.
    public enum Height: Hashable, Sendable {
        /// The whole terminal, on the alternate screen: what was on the screen comes back after.
        case fullScreen
        /// This many lines below the cursor, on the normal screen (fzf's `--height N`); at most
        /// the terminal's height.
        case lines(Int)
        /// This percentage of the terminal's height, below the cursor (fzf's `--height N%`).
        case percent(Int)

        /// The lines a run takes on a terminal this tall, or `nil` for the whole of it.
        func lines(onTerminalOf terminalLines: Int) -> Int? {
            switch self {
            case .fullScreen: nil
            case .lines(let lines): min(max(lines, 1), max(terminalLines, 1))
            case .percent(let percent): min(max(terminalLines * percent / 100, 1), max(terminalLines, 1))
            }
        }
    }

    /// The signals a run catches: those that end it, and `SIGWINCH`.
    static let caughtSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH]
    /// The shortest time between two frames: 60 a second.
    static let frameInterval = Duration.milliseconds(1_000) / 60
    /// How often the spinner turns while a list is busy.
    static let spinnerInterval = Duration.milliseconds(100)
    /// How long a lone Escape waits for the rest of a key sequence before it counts as Esc.
    static let escapeDelay = Duration.milliseconds(40)

    /// Runs a list on a terminal until the user quits or chooses, the terminal goes,
    /// or a signal ends it; frames are drawn as items arrive and as searches finish.
    ///
    /// Inline (a ``Height`` other than ``Height/fullScreen``), the list is drawn in a region
    /// below the cursor on the normal screen; on every way out the region is erased and the
    /// cursor left where it was, so the lines above stay as they were. With `mouse`, the wheel,
    /// clicks and double clicks reach the list (see ``ListModel``); the terminal's mouse
    /// mode is turned off again on every way out.
    ///
    /// ```swift
    /// if try await InteractiveTerminal.run(list, height: .lines(12)) == .chosen {
    ///     for item in list.chosenItems { print(item) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - list: The list.
    ///   - path: The terminal to run on: `/dev/tty`, the controlling terminal, by default.
    ///   - height: How much of the terminal the list takes: all of it by default.
    ///   - mouse: Whether the mouse works in the list.
    /// - Returns: How the run ended.
    /// - Throws: ``InteractiveRunError/terminal(_:)`` when the terminal cannot be opened or
    ///   switched, or a frame cannot be written.
    @MainActor
    public static func run(
        _ list: InteractiveList, terminal path: String = "/dev/tty", height: Height = .fullScreen,
        mouse: Bool = true
    ) async throws(InteractiveRunError) -> Exit {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw .terminal(TerminalError("open \(path)", code: errno)) }
        defer { close(descriptor) }
        let signals = terminal_signals_install(caughtSignals, Int32(caughtSignals.count))
        guard signals >= 0 else { throw .terminal(TerminalError("sigaction", code: errno)) }
        defer { terminal_signals_uninstall() }
        let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
        let raw: RawTerminal
        let reader: TerminalEventReader
        do {
            raw = try RawTerminal(
                fileDescriptor: descriptor, alternateScreen: height == .fullScreen, mouse: mouse)
        } catch {
            throw .terminal(error)
        }
        defer { raw.restore() }
        do {
            reader = try TerminalEventReader(terminal: descriptor, signals: signals, events: continuation)
        } catch {
            throw .terminal(error)
        }
        defer { reader.stop() }
        list.onChange = { continuation.yield(.changed) }
        defer { list.onChange = {} }

        var session = Session(
            list: list, descriptor: descriptor, height: height, mouse: mouse, events: continuation,
            writer: FrameWriter(mode: height == .fullScreen ? .fullScreen : .inline),
            frameOrigin: height == .fullScreen ? 0 : nil)
        // Inline, the region is erased before the modes are restored, on every way out.
        defer { session.erase() }
        session.resize()
        do {
            try session.draw()
            session.startSpinnerIfBusy()
            for await event in events {
                if let exit = try session.handle(event) { return exit }
            }
        } catch .terminal(let failure) where failure.code == EIO {
            // A terminal closed or hung up fails writes with EIO, maybe before the reader sees it
            // go: the same way out.
            return .endOfInput
        }
        return .endOfInput
    }

    /// The state of one run: keys half read, the frame rate, the screen.
    @MainActor
    private struct Session {
        let list: InteractiveList
        let descriptor: Int32
        let height: Height
        /// Whether mouse reports reach the list: only they need to know where the frame is.
        let mouse: Bool
        let events: AsyncStream<TerminalEvent>.Continuation
        var parser = KeyParser()
        var writer: FrameWriter
        var reads = 0
        var lastFrame: ContinuousClock.Instant?
        var isDirty = false
        var isTickPending = false
        var isSpinnerPending = false
        /// The terminal line (from 0) of the frame's first line, for mouse reports; inline, `nil`
        /// until the terminal has said where its cursor is.
        var frameOrigin: Int?
        /// Inline, whether the terminal is to be asked where the region starts, after the next
        /// frame.
        var needsOrigin = false

        /// Acts on an event; returns how the run ends, or `nil` to go on.
        mutating func handle(_ event: TerminalEvent) throws(InteractiveRunError) -> Exit? {
            switch event {
            case .bytes(let bytes):
                reads += 1
                if let exit = handle(parser.keys(from: bytes)) { return exit }
                if parser.hasPending { scheduleEscapeTimeout() }
            case .escapeTimeout(let read):
                guard read == reads, let exit = handle(parser.flush()) else { break }
                return exit
            case .signal(SIGWINCH):
                resize()
            case .signal(let number):
                return .signal(number)
            case .endOfInput:
                return .endOfInput
            case .changed:
                list.contentChanged()
                isDirty = true
            case .tick:
                isTickPending = false
            case .spinner:
                isSpinnerPending = false
                if list.tick() { isDirty = true }
            }
            startSpinnerIfBusy()
            try drawIfDue()
            return nil
        }

        private mutating func handle(_ keys: [Key]) -> Exit? {
            for var key in keys {
                if case .unknown(let bytes) = key, let line = Self.reportedCursorLine(bytes) {
                    frameOrigin = line
                    continue
                }
                if case .mouse(var event) = key {
                    // The list is told the line of its own frame.
                    guard let frameOrigin, event.line >= frameOrigin else { continue }
                    event.line -= frameOrigin
                    key = .mouse(event)
                }
                switch list.handle(key) {
                case .quit: return .quit
                case .choose: return .chosen
                case .keepGoing: isDirty = true
                }
            }
            return nil
        }

        /// The line (from 0) in a cursor position report, `ESC [ line ; column R`, the answer to
        /// `ESC [ 6 n`.
        static func reportedCursorLine(_ bytes: [UInt8]) -> Int? {
            guard bytes.count > 3, bytes.starts(with: [0x1B, UInt8(ascii: "[")]),
                bytes.last == UInt8(ascii: "R")
            else { return nil }
            let numbers = bytes.dropFirst(2).dropLast().split(separator: UInt8(ascii: ";")).map {
                Int(String(decoding: $0, as: UTF8.self))
            }
            guard numbers.count == 2, let line = numbers[0], line >= 1 else { return nil }
            return line - 1
        }

        /// Takes the terminal's size again, and redraws the whole screen (inline, the region).
        mutating func resize() {
            let width = Terminal.windowColumns(descriptor) ?? list.model.width
            let terminalLines = Terminal.windowLines(descriptor) ?? list.model.height
            let lines = height.lines(onTerminalOf: terminalLines) ?? terminalLines
            list.resize(width: min(max(width, 1), CollectionView.validWidths.upperBound), height: lines)
            writer.invalidate()
            if height != .fullScreen {
                frameOrigin = nil
                // The answer is only used to map clicks: without the mouse, nothing is asked.
                needsOrigin = mouse
            }
            isDirty = true
        }

        /// Inline, erases the region, leaving the cursor where it started.
        mutating func erase() {
            var sink = FileDescriptorWriter(fileDescriptor: descriptor)
            try? writer.erase(to: &sink)
        }

        /// Draws now when the last frame is old enough, otherwise once it is.
        private mutating func drawIfDue() throws(InteractiveRunError) {
            guard isDirty, !isTickPending else { return }
            let now = ContinuousClock.now
            if let lastFrame, now < lastFrame + InteractiveTerminal.frameInterval {
                isTickPending = true
                let events = events
                let due = lastFrame + InteractiveTerminal.frameInterval
                Task {
                    try? await Task.sleep(until: due, clock: .continuous)
                    events.yield(.tick)
                }
                return
            }
            try draw()
        }

        mutating func draw() throws(InteractiveRunError) {
            isDirty = false
            lastFrame = .now
            let frame = list.frame()
            var sink = FileDescriptorWriter(fileDescriptor: descriptor)
            do {
                try writer.show(frame, to: &sink)
                if needsOrigin {
                    // Where the region landed: the answer comes back among the keys.
                    needsOrigin = false
                    try sink.write(Array("\u{1B}[6n".utf8))
                }
            } catch {
                switch error.code {
                case .brokenPipe: throw .terminal(TerminalError("write", code: EPIPE))
                case .writeFailed(let code): throw .terminal(TerminalError("write", code: code))
                }
            }
        }

        /// The spinner turns ten times a second, only while the list is busy.
        mutating func startSpinnerIfBusy() {
            guard list.model.isBusy, !isSpinnerPending else { return }
            isSpinnerPending = true
            let events = events
            Task {
                try? await Task.sleep(for: InteractiveTerminal.spinnerInterval)
                events.yield(.spinner)
            }
        }

        private func scheduleEscapeTimeout() {
            let events = events
            let read = reads
            Task {
                try? await Task.sleep(for: InteractiveTerminal.escapeDelay)
                events.yield(.escapeTimeout(read))
            }
        }
    }
}
