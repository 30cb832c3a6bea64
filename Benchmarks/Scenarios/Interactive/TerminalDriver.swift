import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program run on a pseudo-terminal, watched as a person would watch it: when it first shows
/// rows, when it has read everything, and when the screen settles after a key.
///
/// The screen is not emulated: both programs measured here rewrite their whole count line
/// (`matches/items`, fzf's info line and the list's status line) whenever it changes, so the
/// newest count in the output, and whether a spinner stands before it, say where the program is.
final class TerminalDriver {
    /// The newest count the program has written, and whether it was busy (a spinner before it).
    struct Count: Equatable {
        var matches: Int
        var items: Int
        var isBusy: Bool
    }

    let pty: PseudoTerminal
    let pid: pid_t
    let started: ContinuousClock.Instant
    /// When the program last wrote anything.
    private(set) var lastOutput: ContinuousClock.Instant
    private(set) var count: Count?
    /// The output so far without escape sequences, only the tail that may hold the count line.
    private var text: [UInt8] = []
    private var escape = EscapeState.none
    /// The control sequence being read, after `ESC [`.
    private var sequence: [UInt8] = []

    private enum EscapeState {
        case none, escape, controlSequence, string
    }

    /// Starts a program in a terminal of `lines` × `columns`.
    init(_ program: String, _ arguments: [String], input: Int32 = -1, lines: Int, columns: Int) throws {
        pty = try PseudoTerminal()
        pty.setSize(lines: lines, columns: columns)
        started = .now
        lastOutput = started
        pid = try pty.spawn(program, arguments, input: input)
    }

    /// Reads what the program writes until `condition` holds or `timeout` passes; returns whether
    /// it held.
    @discardableResult
    func wait(timeout: Duration, until condition: (TerminalDriver) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition(self) {
            guard ContinuousClock.now < deadline else { return false }
            readOnce(waitingMilliseconds: 5)
        }
        return true
    }

    /// Reads until the program has written something after `moment`, its count is not busy, and
    /// nothing has been written for `quiet`; returns the moment of the last output, or `nil` after
    /// `timeout`.
    func waitUntilSettled(after moment: ContinuousClock.Instant, quiet: Duration, timeout: Duration)
        -> ContinuousClock.Instant?
    {
        let settled = wait(timeout: timeout) { driver in
            guard driver.lastOutput > moment, let count = driver.count, !count.isBusy else { return false }
            return ContinuousClock.now - driver.lastOutput >= quiet
        }
        return settled ? lastOutput : nil
    }

    /// Sends keys.
    func type(_ keys: String) { pty.type(keys) }

    /// The program's peak resident memory so far, in bytes, from `/proc`.
    func peakMemory() -> Int? {
        PeakMemory.kibibytes(process: "\(pid)").map { $0 * 1024 }
    }

    /// Ends the program (Ctrl-C, then SIGKILL if it lingers) and reaps it.
    func stop() {
        type("\u{03}")
        let deadline = ContinuousClock.now + .seconds(5)
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            readOnce(waitingMilliseconds: 5)
            if waitpid(pid, &status, WNOHANG) == pid { return }
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    private func readOnce(waitingMilliseconds: Int32) {
        var request = pollfd(fd: pty.controller, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, waitingMilliseconds) > 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let read = chunk.withUnsafeMutableBytes { Glibc.read(pty.controller, $0.baseAddress, $0.count) }
        guard read > 0 else { return }
        lastOutput = .now
        for byte in chunk[..<read] { take(byte) }
        if text.count > 8_192 { text.removeFirst(text.count - 4_096) }
        if let newest = Self.newestCount(in: text) { count = newest }
    }

    /// Keeps the bytes that are text, dropping escape sequences (CSI, and OSC or DCS strings).
    private func take(_ byte: UInt8) {
        switch escape {
        case .none:
            if byte == 0x1B { escape = .escape } else { text.append(byte) }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                escape = .controlSequence
                sequence = []
            case UInt8(ascii: "]"), UInt8(ascii: "P"): escape = .string
            default: escape = .none
            }
        case .controlSequence:
            // Text on either side of a sequence (a cursor move) may stand apart on the screen:
            // a space keeps `user99` and `12/345` from reading as one number.
            sequence.append(byte)
            if (0x40...0x7E).contains(byte) {
                escape = .none
                text.append(UInt8(ascii: " "))
                answer(sequence)
            }
        case .string:
            if byte == 0x07 || byte == 0x1B { escape = .none }
        }
    }

    /// Answers what a terminal is asked, as a real one does at once: fzf 0.74 asks where the
    /// cursor is (`CSI 6 n`) and whether a mode is set (`CSI ? n $ p`), and waits half a second
    /// for an answer that does not come.
    private func answer(_ sequence: [UInt8]) {
        let text = String(decoding: sequence, as: UTF8.self)
        if text == "6n" {
            type("\u{1B}[1;1R")
        } else if text.hasPrefix("?"), text.hasSuffix("$p") {
            // The mode is reset (2), which every program reads as "known, and off".
            type("\u{1B}[\(text.dropLast(2));2$y")
        }
    }

    /// The last `digits/digits` in the text, and whether a braille spinner stands before it.
    static func newestCount(in text: [UInt8]) -> Count? {
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var slash = text.count - 1
        while slash > 0 {
            defer { slash -= 1 }
            guard text[slash] == UInt8(ascii: "/"), slash + 1 < text.count, isDigit(text[slash + 1]),
                isDigit(text[slash - 1])
            else { continue }
            var end = slash + 1
            while end < text.count, isDigit(text[end]) { end += 1 }
            var start = slash - 1
            while start > 0, isDigit(text[start - 1]) { start -= 1 }
            guard let matches = Int(String(decoding: text[start..<slash], as: UTF8.self)),
                let items = Int(String(decoding: text[(slash + 1)..<end], as: UTF8.self))
            else { continue }
            // The spinner glyphs (U+2800 braille) start with E2 A0: look a few bytes back, past
            // the spaces that stand for style sequences.
            let before = text[max(start - 12, 0)..<start]
            let isBusy = zip(before, before.dropFirst()).contains { $0 == 0xE2 && $1 == 0xA0 }
            return Count(matches: matches, items: items, isBusy: isBusy)
        }
        return nil
    }
}
