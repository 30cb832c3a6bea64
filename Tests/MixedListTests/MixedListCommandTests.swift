import CellFactoryTesting
import Foundation
import MixedListCommand
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

    @Test("width comes from COLUMNS when not given, else the terminal, else 80")
    func widthFromEnvironment() {
        #expect(
            runCommand(["--color", "never"], variables: ["COLUMNS": "33"]).output.split(separator: "\n")
                .first?.count == 33)
        #expect(runCommand([]).output.split(separator: "\n").first?.count == 80)
        #expect(
            runCommand(["--color", "never"], terminal: true).output.split(separator: "\n").first?.count == 60)
    }

    @Test("a JSON file: every element is a row, unknown ones as placeholders, hostile text escaped")
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
        "bad input: a message naming what and where, exit 1, nothing on standard output",
        arguments: [
            ("bad-syntax.json", "bad-syntax.json: not valid JSON"),
            (
                "missing-field.json",
                "missing-field.json: element 2: field \"tracks\": missing; expected a whole number"
            ),
            (
                "wrong-type.json",
                "wrong-type.json: element 2: field \"name\": expected a string, found a number"
            ),
            ("not-array.json", "not-array.json: the top level must be a JSON array, found an object"),
            ("empty.json", "empty.json: the input is empty; expected a JSON array"),
            ("null-top-level.json", "null-top-level.json: the top level must be a JSON array, found null"),
            ("null-field.json", "null-field.json: element 1: field \"name\": expected a string, found null"),
            (
                "deep-nesting.json",
                "deep-nesting.json: not valid JSON (Too many nested arrays or dictionaries around character 513.)"
            ),
            (
                "huge-exponent.json",
                "huge-exponent.json: not valid JSON (Number 1e400 is not representable in Swift.)"
            ),
            ("does-not-exist.json", "does-not-exist.json: cannot read: "),
            ("", ": cannot read: "),
        ])
    func badInput(file: String, message: String) throws {
        let path = file.isEmpty ? fixturePath("") : fixturePath(file)
        let run = runCommand([path])
        #expect(run.status == .failure)
        #expect(run.output.isEmpty)
        let error = try #require(run.errors.first)
        #expect(error.hasPrefix("mixed-list: "))
        #expect(error.contains(message))
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
            (["--layout", "grid"], "--layout must be list or flow, not 'grid'"),
            (["--width", "0"], "--width must be a whole number from 1 to 10000, not '0'"),
            (["--width", "-3"], "--width must be a whole number from 1 to 10000, not '-3'"),
            (["--width", "wide"], "--width must be a whole number from 1 to 10000, not 'wide'"),
            (["--width"], "--width needs a value"),
            (["--color", "blue"], "--color must be auto, always or never, not 'blue'"),
            (["--ambiguous", "double"], "--ambiguous must be narrow or wide, not 'double'"),
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["a.json", "b.json"], "unexpected argument 'b.json': only one FILE is read"),
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
            #expect(run.output.hasPrefix("USAGE: mixed-list [--layout list|flow]"))
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
