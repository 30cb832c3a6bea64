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

/// `mixed-list --choose` in a pipeline, on a real pseudo-terminal: records in from a pipe, keys
/// from the terminal, the chosen records out on standard output (a file here), byte for byte.
@Suite("mixed-list --choose on a pseudo-terminal", .serialized)
struct MixedListChooseTests {
    /// Records with spaces and an escaped character kept as they were written.
    static let records = [
        #"{"type":"account","name":"Ann"}"#, "7", #"{ "type": "account", "name": "Bob" }"#,
        #"{"type":"album","title":"Meteora","artist":"Linkin Park","year":2003,"tracks":13}"#,
        #"{"type":"account","name":"Al\u0069ce"}"#, "42",
    ]

    /// A run of the program under `sh`, standard output to a file, removed with the run: `prelude`
    /// is printed to the terminal first.
    private final class Run {
        let session: TerminalSession
        let output: URL

        init(_ arguments: [String], records: [String]?, prelude: String = "", lines: Int = 12) throws {
            output = FileManager.default.temporaryDirectory.appendingPathComponent("choose-\(UUID()).out")
            let program = productsDirectory().appendingPathComponent("mixed-list").path
            let quoted = ([program] + arguments).map { "'\($0)'" }.joined(separator: " ")
            var input: Int32 = -1
            var ends: [Int32] = [0, 0]
            if let records {
                #expect(pipe(&ends) == 0)
                let text = records.joined(separator: "\n") + "\n"
                _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
                close(ends[1])
                input = ends[0]
            }
            defer { if records != nil { close(ends[0]) } }
            session = try TerminalSession(
                "/bin/sh", ["-c", "printf '\(prelude)'; exec \(quoted) > '\(output.path)'"], lines: lines,
                columns: 40, input: input)
        }

        var written: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "<none>" }

        deinit { try? FileManager.default.removeItem(at: output) }
    }

    @Test("--views and --query: a declared table of any JSON, filtered from the start; Enter chooses")
    func declaredViews() throws {
        let views = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/MixedList/Views/ip.json").path
        let interfaces = try String(contentsOfFile: fixturePath("tools/ip-addr.json"), encoding: .utf8)
        let run = try Run(
            ["--views", views, "--layout", "table", "--choose", "--query", "eth", "-"],
            records: [interfaces.trimmingCharacters(in: .newlines)])
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" 1/4") == true })
        let lines = run.session.screen.visibleLines
        #expect(lines[0].hasPrefix("  #  Int…  St…  MTU"))
        #expect(lines[2].hasPrefix("> 4  eth0"))
        run.session.pty.type("\r")
        #expect(run.session.exitStatus() == 0)
        #expect(run.written.hasPrefix(#"{"ifindex":4,"ifname":"eth0","#))
        #expect(run.written.hasSuffix("}\n"))
        #expect(run.session.screen.problems.isEmpty)
    }

    @Test("--multi: three marked across a filter change come out in input order, byte for byte; exit 0")
    func markThreeAcrossAFilter() throws {
        let run = try Run(["--choose", "--multi", "-"], records: Self.records)
        let before = run.session.modesBeforeStart
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" 6/6") == true })
        #expect(run.session.screen.privateModes.isSuperset(of: [1049, 1000, 1006]))
        // Mark 42 (the last row), then filter to the rows with an "i" (Alice, and the album by
        // Linkin Park): a click in the marker column marks the first, Tab the second.
        run.session.pty.type("\u{1B}[F\t")
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" 6/6 (1)") == true })
        run.session.pty.type("/i")
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" 2/6 (1)") == true })
        run.session.pty.type("\u{1B}[<0;2;1M")
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" (2)") == true })
        run.session.pty.type("\u{1B}[B\t")
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" (3)") == true })
        let marked = run.session.screen.visibleLines.filter { $0.dropFirst().hasPrefix("*") }
        #expect(marked.count == 2)
        run.session.pty.type("\r")
        #expect(run.session.exitStatus() == 0)
        #expect(sameModes(run.session.pty.modes, before))
        #expect(run.session.leftTheScreen)
        #expect(
            !run.session.screen.privateModes.contains(1000) && !run.session.screen.privateModes.contains(1006)
        )
        // In input order, each record as it was read (Alice's escape kept).
        #expect(run.written == [Self.records[3], Self.records[4], "42"].joined(separator: "\n") + "\n")
    }

    @Test("Enter chooses the highlighted row; a double click chooses too")
    func chooseOne() throws {
        let run = try Run(["--choose", "-"], records: Self.records)
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" 6/6") == true })
        run.session.pty.type("jj\r")
        #expect(run.session.exitStatus() == 0)
        #expect(run.written == Self.records[2] + "\n")

        let clicked = try Run(["--choose", "-"], records: Self.records)
        #expect(clicked.session.waitForScreen { $0.last?.hasSuffix(" 6/6") == true })
        // The wheel moves down one row, then a double click on the fourth line (the album).
        clicked.session.pty.type("\u{1B}[<65;5;1M\u{1B}[<0;5;4M\u{1B}[<0;5;4m\u{1B}[<0;5;4M")
        #expect(clicked.session.exitStatus() == 0)
        #expect(clicked.written == Self.records[3] + "\n")
    }

    @Test("Esc, q and Ctrl-C write nothing and exit 130")
    func nothingChosen() throws {
        for key in ["\u{1B}", "q", "\u{03}"] {
            let run = try Run(["--choose", "-"], records: Self.records)
            let before = run.session.modesBeforeStart
            #expect(run.session.waitForScreen { $0.last?.hasSuffix(" 6/6") == true })
            run.session.pty.type(key)
            #expect(run.session.exitStatus() == 130)
            #expect(run.written == "")
            #expect(sameModes(run.session.pty.modes, before))
        }
    }

    @Test("producer | mixed-list --choose: without FILE, the piped records are chosen from")
    func choosesFromStandardInputWithoutFile() throws {
        let run = try Run(["--choose"], records: Self.records)
        #expect(run.session.waitForScreen { $0.last?.hasSuffix(" 6/6") == true })
        // The last row, 42, not the built-in list's last.
        run.session.pty.type("\u{1B}[F\r")
        #expect(run.session.exitStatus() == 0)
        #expect(run.written == "42\n")
    }

    @Test("records still arriving from a pipe while choosing; the built-in list writes JSON records")
    func recordsStillArriving() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0)
        func send(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("choose-\(UUID()).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let program = productsDirectory().appendingPathComponent("mixed-list").path
        let session = try TerminalSession(
            "/bin/sh", ["-c", "exec '\(program)' --choose --multi - > '\(output.path)'"], lines: 12,
            columns: 40,
            input: ends[0])
        close(ends[0])
        send("1\n2\n")
        #expect(session.waitForScreen { $0.last?.contains(" 2/2") == true })
        session.pty.type("\t")
        send("3\n")
        #expect(session.waitForScreen { $0.last?.contains(" 3/3 (1)") == true })
        session.pty.type("\u{1B}[F\t\r")
        #expect(session.exitStatus() == 0)
        close(ends[1])
        #expect((try? String(contentsOf: output, encoding: .utf8)) == "1\n3\n")

        let builtIn = try Run(["--choose"], records: nil)
        #expect(builtIn.session.waitForScreen { $0.last?.hasSuffix(" 15/15") == true })
        builtIn.session.pty.type("j\r")
        #expect(builtIn.session.exitStatus() == 0)
        #expect(builtIn.written == #"{"type":"account","name":"One"}"# + "\n")
    }

    @Test("inline: lines above stay, the region is erased, the modes come back after q, Ctrl-C and SIGTERM")
    func inline() throws {
        for way in ["q", "\u{03}", "TERM"] {
            let run = try Run(
                ["--choose", "--height", "6", "-"], records: Self.records, prelude: "above 1\\nabove 2\\n")
            let before = run.session.modesBeforeStart
            #expect(run.session.waitForScreen { $0.count > 7 && $0[7].hasSuffix(" 6/6") })
            #expect(
                run.session.screen.visibleLines.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                    "above 1", "above 2", "> Ann",
                ])
            #expect(!run.session.screen.privateModes.contains(1049))
            // A click on the region's second line, once the terminal said where the region is.
            run.session.pty.type("\u{1B}[<0;5;4M")
            #expect(run.session.waitForScreen { $0[3].hasPrefix(">") })
            #expect(run.session.output.contains(Array("\u{1B}[6n".utf8)))
            if way == "TERM" { kill(run.session.pid, SIGTERM) } else { run.session.pty.type(way) }
            #expect(run.session.exitStatus() == (way == "TERM" ? 128 + SIGTERM : 130))
            #expect(sameModes(run.session.pty.modes, before))
            #expect(run.session.screen.screenText == ["above 1", "above 2"])
            #expect(run.session.screen.privateModes == [25])
            #expect(run.session.screen.problems.isEmpty)
            #expect(run.written == "")
        }
    }

    @Test("inline: the cursor stays on the region's first line, and clicks map to rows after a resize")
    func inlineOriginAskedFromALowerRow() throws {
        let run = try Run(
            ["--choose", "--height", "6", "-"], records: Self.records, prelude: "above 1\\nabove 2\\n")
        #expect(run.session.waitForScreen { $0.count > 7 && $0[7].hasSuffix(" 6/6") })
        // The selection on the region's third line; the cursor stays on its first (the screen's
        // third); then a resize asks the terminal where the region is again.
        run.session.pty.type("jj")
        #expect(run.session.waitForScreen { $0[4].hasPrefix(">") })
        #expect(run.session.screen.cursorLine == 2)
        run.session.pty.setSize(lines: 12, columns: 38)
        // The second question (CSI 6 n), after the resize, is answered as the screen is read.
        let question = Array("\u{1B}[6n".utf8)
        func questions() -> Int {
            let output = run.session.output
            return output.indices.dropLast(question.count - 1).count {
                output[$0..<$0 + question.count].elementsEqual(question)
            }
        }
        #expect(run.session.waitForScreen { _ in questions() >= 2 })
        #expect(run.session.screen.cursorLine == 2)
        // A click on the region's second line (the terminal's fourth) highlights its row, 7.
        run.session.pty.type("\u{1B}[<0;5;4M")
        #expect(run.session.waitForScreen { $0[3].hasPrefix("> ") })
        #expect(
            run.session.screen.visibleLines[3].trimmingCharacters(in: .whitespaces).hasSuffix("7 [vibrate]"))
        run.session.pty.type("q")
        #expect(run.session.exitStatus() == 130)
        #expect(run.session.screen.problems.isEmpty)
    }

    @Test(
        "inline: a resize makes the region again at the new size; --no-mouse leaves the mouse mode off and asks no cursor position"
    )
    func inlineResizeAndNoMouse() throws {
        let run = try Run(
            ["--choose", "--height", "50%", "--no-mouse", "-"], records: Self.records,
            prelude: "above 1\\nabove 2\\n")
        #expect(run.session.waitForScreen { $0.count > 7 && $0[7].hasSuffix(" 6/6") })
        #expect(
            !run.session.screen.privateModes.contains(1000) && !run.session.screen.privateModes.contains(1006)
        )
        // Half of 12 lines is 6; half of 16 is 8, 30 columns wide.
        run.session.pty.setSize(lines: 16, columns: 30)
        #expect(run.session.waitForScreen { $0.count > 9 && $0[9].hasSuffix(" 6/6") && $0[9].count == 30 })
        #expect(run.session.screen.visibleLines.prefix(2) == ["above 1", "above 2"])
        #expect(!run.session.output.contains(Array("\u{1B}[6n".utf8)))
        run.session.pty.type("q")
        #expect(run.session.exitStatus() == 130)
        #expect(run.session.screen.screenText == ["above 1", "above 2"])
        #expect(run.session.screen.problems.isEmpty)
    }
}
