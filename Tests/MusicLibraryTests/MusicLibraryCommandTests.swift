import CellFactoryTesting
import Foundation
import MusicLibraryCommand
import TestSupport
import Testing
import TextCells
import TextTerminal

@MainActor
@Suite("music-library: the screen rendered, off a terminal and in place on one")
struct MusicLibraryCommandTests {
    struct Outcome {
        var status: MusicLibraryCommand.ExitStatus
        var output: String
        var errors: [String]
    }

    private func run(_ arguments: [String], terminalHeight: Int? = nil) async -> Outcome {
        var output = MemorySink()
        var errors: [String] = []
        let environment = MusicLibraryEnvironment(
            outputIsTerminal: terminalHeight != nil, terminalWidth: terminalHeight.map { _ in 80 },
            terminalHeight: terminalHeight)
        let status = await MusicLibraryCommand.run(
            arguments: arguments + ["--delay", "0", "--color", "never"], environment: environment,
            output: &output,
            errors: { errors.append($0) })
        return Outcome(status: status, output: output.text, errors: errors)
    }

    @Test(
        "the final screen, printed once with no escape sequence",
        arguments: [
            ("meteora-80", ["meteora", "--width", "80"]),
            ("meteora-40", ["meteora", "--width", "40"]),
            ("all-60", ["--width", "60"]),
            ("numb-list-50", ["numb", "--layout", "list", "--width", "50"]),
            ("no-match-40", ["no such song", "--width", "40"]),
        ])
    func goldens(name: String, arguments: [String]) async {
        let outcome = await run(arguments)
        #expect(outcome.status == .success)
        #expect(outcome.errors.isEmpty)
        #expect(!outcome.output.contains("\u{1B}"))
        expectSnapshot(outcome.output, named: name)
    }

    @Test(
        "the error states: a network error or the server's message, exit status 1",
        arguments: ["network", "server"])
    func failures(failure: String) async {
        let outcome = await run(["--fail", failure, "--width", "60"])
        #expect(outcome.status == .failure)
        #expect(outcome.errors.count == 1)
        expectSnapshot(outcome.output, named: "fail-\(failure)-60")
    }

    @Test("failed artwork shows in each album cell and as a warning per album")
    func artworkFailure() async {
        let outcome = await run(["--fail", "artwork", "--width", "60", "meteora"])
        #expect(outcome.status == .success)
        #expect(outcome.errors == ["music-library: warning: the artwork of meteora did not arrive"])
        expectSnapshot(outcome.output, named: "fail-artwork-60")
    }

    @Test(
        "on a terminal the screen is drawn in place and ends as the plain final screen", arguments: [60, 12])
    func inPlace(height: Int) async {
        let plain = await run(["--width", "80"])
        let live = await run(["--width", "80"], terminalHeight: height)
        #expect(live.status == .success)
        #expect(live.output.contains("\u{1B}["))
        var terminal = VirtualTerminal(height: height)
        terminal.apply(live.output)
        #expect(terminal.problems.isEmpty)
        #expect(terminal.screenText.map { $0 + "\n" }.joined() == plain.output)
        #expect(live.output.hasPrefix("\rLoading…"))
    }

    @Test("--then: off a terminal, each search's settled screen is printed in turn")
    func laterSearchesPrinted() async {
        let first = await run(["meteora", "--width", "60"])
        let second = await run(["--width", "60"])
        let third = await run(["numb", "--width", "60"])
        let both = await run(["meteora", "--then", "", "--then", "numb", "--width", "60"])
        #expect(both.status == .success)
        #expect(both.errors.isEmpty)
        #expect(both.output == first.output + second.output + third.output)
    }

    @Test("--then: on a terminal the next result replaces the settled screen in place", arguments: [60, 12])
    func laterSearchesInPlace(height: Int) async {
        let alone = await run(["--width", "80"])
        let first = await run(["meteora", "--width", "80"], terminalHeight: height)
        let live = await run(["meteora", "--then", "", "--width", "80"], terminalHeight: height)
        #expect(live.status == .success)
        var terminal = VirtualTerminal(height: height)
        terminal.apply(live.output)
        #expect(terminal.problems.isEmpty)
        #expect(terminal.screenText.map { $0 + "\n" }.joined() == alone.output)
        // The second screen rewrites lines of the first instead of printing a new screen below.
        var firstTerminal = VirtualTerminal(height: height)
        firstTerminal.apply(first.output)
        #expect(terminal.lines.count < firstTerminal.lines.count + alone.output.split(separator: "\n").count)
    }

    @Test(
        "bad usage is reported with a hint, exit status 2",
        arguments: [
            ["--delay", "soon"], ["--fail", "disk"], ["--layout", "grid"], ["--width", "0"], ["--bogus"],
        ])
    func usage(arguments: [String]) async {
        let outcome = await run(arguments)
        #expect(outcome.status == .usage)
        #expect(outcome.errors.first?.hasSuffix("Try 'music-library --help' for more information.") == true)
        #expect(outcome.output.isEmpty)
    }

    @Test("--help prints the usage")
    func help() async {
        let outcome = await run(["--help"])
        #expect(outcome.status == .success)
        #expect(outcome.output.hasPrefix("USAGE: music-library [SEARCH]"))
        // The keys are the list's one key map, as mixed-list's --help shows it too.
        #expect(
            outcome.output.contains(
                "    Esc                 clear the query and close its line; with neither, quit\n"))
        #expect(outcome.output.contains("    Alt-A, Alt-D        mark every match, unmark all (--multi)\n"))
    }

    @Test("--catalog FILE shows that catalog instead of the bundled one")
    func catalogFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID()).json")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catalog = """
            {"artist": "Tester", "albums": [{"id": "a", "title": "Quiet Ember", "year": 1999,
             "artwork": ["##"], "tracks": [{"number": 1, "title": "Glass River", "seconds": 61}]}]}
            """
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: path))
        let outcome = await run(["--catalog", path, "--layout", "list", "--width", "60"])
        #expect(outcome.status == .success)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.output.contains("Quiet Ember") && outcome.output.contains("Glass River"))
        #expect(!outcome.output.contains("Meteora"))
    }

    @Test("a --catalog file that is missing or not a catalog is an error naming it, exit status 1")
    func badCatalogFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID()).json")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let missing = await run(["--catalog", path])
        #expect(missing.status == .failure)
        #expect(missing.errors.first?.hasPrefix("music-library: cannot read the catalog: \(path): ") == true)
        try Data(#"{"albums": 1}"#.utf8).write(to: URL(fileURLWithPath: path))
        let invalid = await run(["--catalog", path])
        #expect(invalid.status == .failure)
        #expect(
            invalid.errors.first?.hasPrefix("music-library: cannot read the catalog: \(path): not a catalog")
                == true)
        #expect(throws: (any Error).self) { try MusicLibraryOptions.parse(["--catalog"]) }
        #expect(try MusicLibraryOptions.parse(["--catalog", path]).catalogPath == path)
    }

    @Test("a catalog that cannot be read is an error, exit status 1")
    func badCatalog() async {
        var output = MemorySink()
        var errors: [String] = []
        let status = await MusicLibraryCommand.run(
            arguments: [], environment: MusicLibraryEnvironment(catalogData: { Data("{".utf8) }),
            output: &output,
            errors: { errors.append($0) })
        #expect(status == .failure)
        #expect(errors.first?.hasPrefix("music-library: cannot read the catalog:") == true)
    }
}
