import CellFactoryTesting
import Foundation
import MixedListCommand
import MixedListJSON
import TestSupport
import Testing
import TextCells

@Suite("mixed-list command")
struct MixedListCommandTests {
    @Test("with no arguments: the seed's list and a few albums, in list layout", arguments: [20, 40, 80])
    func defaultList(width: Int) {
        let run = runCommand(["--width", String(width)])
        #expect(run.status == .success)
        #expect(run.errors.isEmpty)
        expectSnapshot(run.output, named: "default-list-\(width)")
    }

    @Test("--layout flow places cells side by side", arguments: [40, 80])
    func defaultFlow(width: Int) {
        let run = runCommand(["--layout", "flow", "--width=\(width)"])
        #expect(run.status == .success)
        expectSnapshot(run.output, named: "default-flow-\(width)")
    }

    @Test("--layout table: accounts, numbers and albums as tables, a header per kind", arguments: [30, 80])
    func defaultTable(width: Int) {
        let run = runCommand(["--layout", "table", "--width=\(width)"])
        #expect(run.status == .success)
        expectSnapshot(run.output, named: "default-table-\(width)")
        #expect(lineWidths(run.output).allSatisfy { $0 == width })
    }

    @Test("--layout table on a JSON file: every element a row, records of other keys as tables of their own")
    func jsonTable() {
        let run = runCommand([fixturePath("mixed.json"), "--width", "50", "--layout", "table"])
        #expect(run.status == .success)
        expectSnapshot(run.output, named: "mixed-json-table-50")
        #expect(!HostileText.containsRawControl(run.output))
    }

    @Test("width comes from COLUMNS when not given, else the terminal, else 80")
    func widthFromEnvironment() {
        #expect(
            runCommand(["--color", "never"], variables: ["COLUMNS": "33"]).output.split(separator: "\n")
                .first?.count == 33)
        #expect(runCommand([]).output.split(separator: "\n").first?.count == 80)
        #expect(
            runCommand(["--color", "never"], terminal: true).output.split(separator: "\n").first?.count == 60)
    }

    @Test("a JSON file: every element is a row, other records by their keys, hostile text escaped")
    func jsonFile() {
        let run = runCommand([fixturePath("mixed.json"), "--width", "50"])
        #expect(run.status == .success)
        #expect(run.errors.isEmpty)
        expectSnapshot(run.output, named: "mixed-json-50")
        #expect(!run.output.utf8.contains(0x1B))
        #expect(!run.output.utf8.contains(0x07))
    }

    @Test("- reads standard input")
    func standardInput() {
        let run = runCommand(
            ["-", "--width", "30"], standardInput: #"[{"type":"account","name":"Stdin"}, 12]"#)
        #expect(run.status == .success)
        #expect(run.output == "Stdin                         \n        12 [vibrate]          \n")
    }

    @Test("without FILE, standard input is read when it is a pipe or a file, as cat and fzf read it")
    func standardInputWithoutFile() {
        let piped = runCommand(["--width", "20"], standardInput: "7\n", inputIsTerminal: false)
        #expect(piped.status == .success)
        #expect(piped.errors.isEmpty)
        #expect(piped.output == "         7 [vibrate]\n")
        // An empty pipe is said to be empty, as with -; the built-in list is not shown instead.
        let empty = runCommand(["--width", "20"], standardInput: "", inputIsTerminal: false)
        #expect(empty.status == .failure)
        #expect(empty.output.isEmpty)
        #expect(
            empty.errors == ["mixed-list: <stdin>: the input is empty; expected a JSON array or JSON Lines"])
        // On a terminal, standard input is the user's keyboard: the built-in list is shown.
        let onTerminal = runCommand(["--width", "20"], standardInput: "7\n")
        #expect(onTerminal.output.contains("One"))
        #expect(!onTerminal.output.contains(" 7 "))
        // - reads standard input whatever it is.
        #expect(runCommand(["-", "--width", "20"], standardInput: "7\n").output == piped.output)
    }

    @Test("colour: on a terminal unless NO_COLOR; always and never override")
    func color() {
        #expect(runCommand(["--width", "40"], terminal: true).output.contains("\u{1B}[1mOne\u{1B}[0m"))
        #expect(
            !runCommand(["--width", "40"], variables: ["NO_COLOR": "1"], terminal: true).output.contains(
                "\u{1B}"))
        #expect(runCommand(["--width", "40", "--color", "always"]).output.contains("\u{1B}["))
        #expect(!runCommand(["--width", "40", "--color", "never"], terminal: true).output.contains("\u{1B}"))
    }

    @Test(
        "bad input: a message naming the element and its line:column, exit 1, the rows before it kept",
        arguments: [
            (
                "bad-syntax.json",
                "bad-syntax.json:1:56: element 2: expected ',' or '}' after an object member, found '\"'", 2
            ),
            (
                "missing-field.json",
                "missing-field.json:1:38: element 2: field \"tracks\": missing; expected a whole number", 2
            ),
            (
                "wrong-type.json",
                "wrong-type.json:1:8: element 2: field \"name\": expected a string, found a number", 2
            ),
            ("empty.json", "empty.json: the input is empty; expected a JSON array or JSON Lines", 0),
            (
                "null-field.json",
                "null-field.json:1:34: element 1: field \"name\": expected a string, found null", 1
            ),
            ("huge-exponent.json", "huge-exponent.json:1:5: element 1: number 1e400 is out of range", 1),
            ("does-not-exist.json", "does-not-exist.json: cannot read: ", 0),
            ("", ": cannot read: ", 0),
        ])
    func badInput(file: String, message: String, rowsBefore: Int) throws {
        let path = file.isEmpty ? fixturePath("") : fixturePath(file)
        let run = runCommand([path])
        #expect(run.status == .failure)
        #expect(run.output.split(separator: "\n").count == rowsBefore)
        let error = try #require(run.errors.first)
        #expect(run.errors.count == 1)
        #expect(error.hasPrefix("mixed-list: "))
        #expect(error.contains(message))
    }

    @Test(
        "input that is valid JSON but not an array is JSON Lines; any depth of nesting is read",
        arguments: [
            ("not-array.json", "One"), ("null-top-level.json", "null"), ("deep-nesting.json", "[1 item]"),
        ])
    func otherDocuments(file: String, row: String) {
        let run = runCommand([fixturePath(file), "--width", "40"])
        #expect(run.status == .success)
        #expect(run.errors.isEmpty)
        #expect(run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [row])
    }

    @Test("--keep-going: each malformed element is a row saying what is wrong; status 1 and a count")
    func keepGoing() {
        let input = """
            {"type":"account","name":"A"}
            {"type":"account","name":7}
            [1,
            {"type":"account","name":"B"}

            """
        let run = runCommand(["-", "--width", "70", "--keep-going"], standardInput: input)
        #expect(run.status == .failure)
        #expect(
            run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
                "A",
                #"[element 1 at 2:1: field "name": expected a string, found a number]"#,
                "[element 2 at 3:4: unexpected end of line, expected a value]",
                "B",
            ])
        #expect(
            run.errors == [
                #"mixed-list: <stdin>:2:1: element 1: field "name": expected a string, found a number"#,
                "mixed-list: <stdin>:3:4: element 2: unexpected end of line, expected a value",
                "mixed-list: <stdin>: 2 malformed elements were shown as rows",
            ])
    }

    @Test("on a terminal or a pipe, each message about the input comes after the rows before it")
    func messagesFollowTheirRows() {
        final class Transcript {
            var entries: [String] = []
        }
        struct LiveSink: ByteSink {
            let transcript: Transcript
            var isLive: Bool { true }
            mutating func write(_ bytes: [UInt8]) {
                transcript.entries += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
                    "out: " + $0.trimmingCharacters(in: .whitespaces)
                }
            }
        }
        let input = """
            {"type":"account","name":"A"}
            {"type":"account","name":7}
            {"type":"account","name":"B"}
            {bad

            """
        let environment = CommandEnvironment(standardInput: { MemoryInput(Array(input.utf8)) })
        for keepGoing in [true, false] {
            let transcript = Transcript()
            var sink = LiveSink(transcript: transcript)
            let arguments = ["-", "--width", "70"] + (keepGoing ? ["--keep-going"] : [])
            let status = MixedListCommand.run(arguments: arguments, environment: environment, output: &sink) {
                transcript.entries.append("err: " + $0)
            }
            #expect(status == .failure)
            let nameError = #"<stdin>:2:1: element 1: field "name": expected a string, found a number"#
            if keepGoing {
                #expect(
                    transcript.entries == [
                        "out: A",
                        #"out: [element 1 at 2:1: field "name": expected a string, found a number]"#,
                        "err: mixed-list: " + nameError,
                        "out: B",
                        "out: [element 3 at 4:2: expected a string key or '}', found 'b']",
                        "err: mixed-list: <stdin>:4:2: element 3: expected a string key or '}', found 'b'",
                        "err: mixed-list: <stdin>: 2 malformed elements were shown as rows",
                    ])
            } else {
                #expect(transcript.entries == ["out: A", "err: mixed-list: " + nameError])
            }
        }
    }

    @Test("the warning about bytes that are not UTF-8 is given even when the next element stops the run")
    func utf8WarningBeforeStop() throws {
        let bytes = Array(#"{"type":"account","name":"a"#.utf8) + [0xFF] + Array("\"}\n{bad\n".utf8)
        let url = try temporaryFile("utf8-then-stop.jsonl", Data(bytes))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = runCommand([url.path, "--width", "20"])
        #expect(run.status == .failure)
        #expect(run.output == "a\u{FFFD}                  \n")
        #expect(run.errors.count == 2)
        #expect(
            run.errors.first?.hasSuffix(
                "warning: bytes that are not UTF-8 (the first at byte 27) are shown as U+FFFD") == true)
        #expect(
            run.errors.last?.hasSuffix(":2:2: element 1: expected a string key or '}', found 'b'") == true)
    }

    @Test("--keep-going in an array goes on after the bad element; the order of rows is kept")
    func keepGoingInArray() {
        let run = runCommand(
            ["-", "--width", "90", "--keep-going"], standardInput: #"[1, {"type":"account"}, 2 3, 4]"#)
        #expect(run.status == .failure)
        let rows = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.count == 4)
        #expect(rows[0] == "1 [vibrate]")
        #expect(rows[1].hasPrefix(#"[element 1 at 1:5: field "name": missing"#))
        #expect(
            rows[2].hasPrefix("[element 2 at 1:27: expected ',' or ']' after an array element, found '3'"))
        #expect(rows[3] == "4 [vibrate]")
        #expect(run.errors.last == "mixed-list: <stdin>: 2 malformed elements were shown as rows")
    }

    @Test("--input chooses the format; a bad value is a usage error")
    func inputOption() {
        let lines = runCommand(["-", "--width", "20", "--input", "jsonl"], standardInput: "[1, 2]\n[3]\n")
        #expect(lines.status == .success)
        #expect(lines.output.split(separator: "\n").count == 2)
        let array = runCommand(["-", "--width", "20", "--input=json"], standardInput: "1\n2\n")
        #expect(array.status == .failure)
        #expect(array.errors.first?.hasPrefix("mixed-list: <stdin>:1:1: element 0: ") == true)
        let empty = runCommand(["-", "--input", "jsonl"], standardInput: "")
        #expect(empty.status == .success)
        #expect(empty.output.isEmpty)
    }

    @Test("a file that is a directory or missing names the reason")
    func unreadable() throws {
        let missing = runCommand([fixturePath("does-not-exist.json")])
        #expect(missing.errors.first?.hasSuffix("cannot read: No such file or directory") == true)
        let directory = runCommand([fixturePath("")])
        #expect(directory.errors.first?.contains("cannot read: ") == true)
        #expect(directory.status == .failure)
    }

    @Test(
        "bad usage: a message and a hint, exit 2",
        arguments: [
            (["--layout", "grid"], "--layout must be list, flow or table, not 'grid'"),
            (["--width", "0"], "--width must be a whole number from 1 to 10000, not '0'"),
            (["--width", "-3"], "--width must be a whole number from 1 to 10000, not '-3'"),
            (["--width", "wide"], "--width must be a whole number from 1 to 10000, not 'wide'"),
            (["--width"], "--width needs a value"),
            (["--color", "blue"], "--color must be auto, always or never, not 'blue'"),
            (["--ambiguous", "double"], "--ambiguous must be narrow or wide, not 'double'"),
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["a.json", "b.json"], "unexpected argument 'b.json': only one FILE is read"),
            (["--input", "yaml"], "--input must be json or jsonl, not 'yaml'"),
        ])
    func badUsage(arguments: [String], message: String) {
        let run = runCommand(arguments)
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors == ["mixed-list: \(message)\nTry 'mixed-list --help' for more information."])
    }

    @Test("--help prints the usage and succeeds")
    func help() {
        for flag in ["--help", "-h"] {
            let run = runCommand([flag])
            #expect(run.status == .success)
            #expect(run.output == MixedListOptions.usage)
            #expect(run.output.hasPrefix("USAGE: mixed-list [--layout list|flow|table]"))
            // The keys are the list's one key map, as music-library's --help shows it too.
            #expect(
                run.output.contains(
                    "    Esc                 clear the query and close its line; with neither, quit\n"))
            #expect(run.output.contains("    Alt-A, Alt-D        mark every match, unmark all (--multi)\n"))
        }
    }

    @Test("--ambiguous chooses how wide East Asian Ambiguous characters are")
    func ambiguousOption() throws {
        #expect(try MixedListOptions.parse([]).ambiguousWidth == .narrow)
        #expect(try MixedListOptions.parse(["--ambiguous", "wide"]).ambiguousWidth == .wide)
        #expect(try MixedListOptions.parse(["--ambiguous=narrow"]).ambiguousWidth == .narrow)
    }

    @Test("-- ends the options, so a file may start with a dash")
    func doubleDash() {
        let options = try? MixedListOptions.parse(["--", "--weird.json"])
        #expect(options?.input == "--weird.json")
    }
}
