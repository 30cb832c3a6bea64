import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mixed-list --interactive` run on a real pseudo-terminal opened by the test: keys go in, the
/// screen comes out, and however the program ends the terminal must be as it was.
@Suite("mixed-list --interactive on a pseudo-terminal", .serialized)
struct MixedListInteractiveTests {
    private func start(_ arguments: [String], input: Int32 = -1) throws -> TerminalSession {
        let program = productsDirectory().appendingPathComponent("mixed-list").path
        return try TerminalSession(
            program, ["--interactive"] + arguments, lines: 12, columns: 40, input: input)
    }

    /// Starts the program with standard input a pipe that holds `records` and then ends.
    private func start(_ arguments: [String], piping records: String) throws -> TerminalSession {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        _ = Array(records.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        return try start(arguments, input: ends[0])
    }

    @Test("keys browse, select and filter; SIGTERM restores the terminal and leaves the alternate screen")
    func keysThenSigterm() throws {
        let session = try start([])
        let before = session.modesBeforeStart
        #expect(session.waitForScreen { $0.first?.hasPrefix("> == The seed's list ==") == true })
        #expect(session.screen.privateModes.contains(1049))
        #expect(!session.screen.privateModes.contains(25))
        // Headers are rows like the others: 2 headers and 13 items, all read, all matching.
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 15/15") == true })
        #expect(session.pty.modes.c_lflag & tcflag_t(ECHO | ICANON) == 0)

        // Down three times (an arrow key, then `j`), then Enter: the account "Two" is selected.
        session.pty.type("\u{1B}[Bjj\r")
        #expect(session.waitForScreen { $0.last?.hasPrefix("openAccount: Two") == true })
        // The terminal's cursor rests on the selected row, for screen readers and magnifiers.
        #expect(session.screen.cursorLine == 3)
        #expect(session.screen.column == 0)

        // A fuzzy filter narrows the list as it is typed, to the one album.
        session.pty.type("/midn")
        #expect(
            session.waitForScreen {
                $0.last?.hasPrefix("/midn_") == true && $0.last?.hasSuffix(" 1/15") == true
            })
        // While typing, it rests where the next character goes.
        #expect(session.screen.cursorLine == 11)
        #expect(session.screen.column == 5)
        #expect(
            session.screen.visibleLines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> Minutes to Midnight", "Linkin Park · 2007 · 12 tracks", "",
            ])

        // A resize lays the list out again at the new size.
        session.pty.setSize(lines: 8, columns: 24)
        #expect(session.waitForScreen { $0.first == "> Minutes to Midnight   " })
        #expect(session.screen.visibleLines[7] == "/midn_              1/15")

        kill(session.pid, SIGTERM)
        #expect(session.exitStatus() == 128 + SIGTERM)
        #expect(sameModes(session.pty.modes, before))
        #expect(session.leftTheScreen)
        #expect(session.screen.problems.isEmpty)
    }

    @Test("--layout table: rows line up under a header per kind, pinned while filtering")
    func tables() throws {
        let records = [
            #"{"type":"account","name":"Ann"}"#, #"{"type":"account","name":"Bartholomew"}"#, "7", "12345",
        ]
        let session = try start(["--layout", "table", "-"], piping: records.joined(separator: "\n") + "\n")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 4/4") == true })
        #expect(
            session.screen.visibleLines.prefix(8).map {
                $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
            }
                == [
                    "  Account", "  -----------", "> Ann", "  Bartholomew", "  Number  Action",
                    "  ------  ---------",
                    "       7  [vibrate]", "   12345  [vibrate]",
                ])
        // Filtered to one number, its table's header shows above it, in the same widths.
        session.pty.type("/2345")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 1/4") == true })
        #expect(session.screen.visibleLines[0].hasPrefix("  Number  Action"))
        #expect(session.screen.visibleLines[2].hasPrefix(">  12345  [vibrate]"))
        // Esc clears the query: every row again. Esc then q, apart, so that they are not Alt-q.
        session.pty.type("\u{1B}")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 4/4") == true })
        session.pty.type("q")
        #expect(session.exitStatus() == 0)
        #expect(session.screen.problems.isEmpty)
    }

    @Test("--layout table: a kind first seen after a thousand rows is measured from its own first rows")
    func tableKindSeenLate() throws {
        let records =
            (0..<1_100).map { String($0) } + [
                #"{"type":"album","title":"A","artist":"B","year":1999,"tracks":3}"#,
                #"{"type":"album","title":"Longer","artist":"Somebody","year":2001,"tracks":12}"#,
            ]
        let session = try start(["--layout", "table", "-"], piping: records.joined(separator: "\n") + "\n")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 1102/1102") == true })
        // Only the albums have letters.
        session.pty.type("/b")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 2/1102") == true })
        // Both albums were measured: the short one's artist lines up with the long one's.
        let lines = session.screen.visibleLines
        let short = try #require(lines.first { $0.contains("1999") })
        let long = try #require(lines.first { $0.contains("2001") })
        #expect(
            short.range(of: " B ")?.lowerBound.utf16Offset(in: short)
                == long.range(of: " Somebody")?.lowerBound.utf16Offset(in: long), "\(lines)")
        session.pty.type("\u{1B}")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 1102/1102") == true })
        session.pty.type("q")
        #expect(session.exitStatus() == 0)
    }

    @Test("data from a pipe, keys from the terminal; q quits with status 0 and restores the terminal")
    func pipedDataThenQuit() throws {
        let session = try start(["-"], piping: #"{"type":"account","name":"Ann"}"# + "\n7\n")
        let before = session.modesBeforeStart
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 2/2") == true })
        #expect(
            session.screen.visibleLines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> Ann", "7 [vibrate]",
            ])
        session.pty.type("jv")
        #expect(session.waitForScreen { $0.last?.hasPrefix("vibrate") == true })
        session.pty.type("q")
        #expect(session.exitStatus() == 0)
        #expect(sameModes(session.pty.modes, before))
        #expect(session.leftTheScreen)
    }

    @Test("SIGHUP, SIGINT, SIGQUIT, Ctrl-C and Ctrl-D (end of input) end the run with the terminal restored")
    func hangupAndInterrupt() throws {
        let ways: [(Int32, String)] = [
            (SIGHUP, ""), (SIGINT, ""), (SIGQUIT, ""), (0, "\u{03}"), (0, "\u{04}"),
        ]
        for (signal, keys) in ways {
            let session = try start([])
            let before = session.modesBeforeStart
            #expect(session.waitForScreen { $0.last?.hasSuffix(" 15/15") == true })
            if signal != 0 { kill(session.pid, signal) } else { session.pty.type(keys) }
            #expect(session.exitStatus() == (signal != 0 ? 128 + signal : 0))
            #expect(sameModes(session.pty.modes, before))
            #expect(session.leftTheScreen)
        }
    }

    @Test("an idle list uses no CPU; a burst of keys is drawn at most 60 times a second")
    func idleAndFrameRate() throws {
        let session = try start([])
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 15/15") == true })
        // Idle: the process's CPU time (user + system, in clock ticks) barely moves in a second.
        let before = try cpuTicks(session.pid)
        Thread.sleep(forTimeInterval: 1)
        #expect(try cpuTicks(session.pid) - before <= 5)

        // 150 keys, one write each, over about 150 ms: at 60 frames a second, at most about 10
        // frames can be drawn (a few more for the time the writes and reads take).
        let updatesBefore = session.screen.synchronizedUpdates
        let start = Date()
        for index in 0..<150 {
            session.pty.type(index % 2 == 0 ? "j" : "k")
            Thread.sleep(forTimeInterval: 0.001)
        }
        let seconds = Date().timeIntervalSince(start)
        Thread.sleep(forTimeInterval: 0.1)
        session.drain()
        #expect(session.screen.visibleLines.last?.hasSuffix(" 15/15") == true)
        let frames = session.screen.synchronizedUpdates - updatesBefore
        #expect(frames >= 1)
        #expect(Double(frames) <= seconds * 60 + 4)
        session.pty.type("q")
        #expect(session.exitStatus() == 0)
    }

    @Test("rows from a pipe that stays open are shown, counted and filtered as they arrive")
    func streamingPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        // The program must not inherit the end the test writes to, or the input never ends.
        #expect(fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0)
        func send(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        }
        send(#"{"type":"account","name":"Ann"}"# + "\n" + #"{"type":"account","name":"Bob"}"# + "\n")
        let session = try start(["--input", "jsonl", "-"], input: ends[0])
        close(ends[0])
        // The input has not ended: a spinner turns before the count of matches over rows read.
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 2/2") == true })
        #expect(session.screen.visibleLines.last?.contains { "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains($0) } == true)

        // A filter typed now applies to the rows that arrive after it.
        session.pty.type("/bo")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 1/2") == true })
        send(#"{"type":"account","name":"Bonnie"}"# + "\n" + #"{"type":"account","name":"Carl"}"# + "\n")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 2/4") == true })
        #expect(
            session.screen.visibleLines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> Bob", "Bonnie",
            ])

        // The end of the input stops the spinner.
        close(ends[1])
        #expect(session.waitForScreen { $0.last == "/bo_" + String(repeating: " ", count: 33) + "2/4" })
        session.pty.type("\u{1B}")
        #expect(session.waitForScreen { $0.last?.hasSuffix(" 4/4") == true })
        session.pty.type("q")
        #expect(session.exitStatus() == 0)
    }

    @Test("input that stops on a bad element: the rows before it stay, the status line says why, exit 1")
    func badElement() throws {
        let session = try start(["-"], piping: #"{"type":"account","name":"Ann"}"# + "\n{oops\n")
        #expect(session.waitForScreen { $0.last?.hasPrefix("<stdin>:2:") == true })
        #expect(session.screen.visibleLines.first?.trimmingCharacters(in: .whitespaces) == "> Ann")
        #expect(session.screen.visibleLines.last?.hasSuffix(" 1/1") == true)
        session.pty.type("q")
        #expect(session.exitStatus() == 1)
        // The terminal is given back first; then the message goes to standard error.
        #expect(session.writtenAfterLeaving?.hasPrefix("mixed-list: ") == true)
        #expect(!session.screen.privateModes.contains(1049))
    }

    /// User and system CPU time of a process so far, in clock ticks, from `/proc`.
    private func cpuTicks(_ pid: pid_t) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
        let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
        return try #require(Int(fields[11])) + #require(Int(fields[12]))
    }
}
