import Foundation
import MixedListCommand
import TestSupport
import Testing
import TextTerminal

/// `--filter`, `--query`, `--select-1` and `--exit-0`: fzf's scripting modes.
@Suite("mixed-list's scripting modes")
struct ScriptingModesTests {
    /// Accounts with made-up names, one JSON record per line, and the names.
    private static func accounts(_ count: Int, seed: UInt64) -> (input: String, names: [String]) {
        var generator = SplitMix(seed: seed)
        let syllables = ["ka", "ri", "to", "mu", "ne", "so", "user", "9", "-", " "]
        let names = (0..<count).map { index in
            (0..<4).map { _ in syllables[Int(generator.next() % UInt64(syllables.count))] }.joined()
                + "\(index)"
        }
        let lines = names.map { #"{"type":"account","name":"\#($0)"}"# }
        return (lines.joined(separator: "\n") + "\n", names)
    }

    /// Whether the library's matcher takes one text for a query: a list of that text alone.
    private static func matches(_ query: String, _ text: String) -> Bool {
        var model = ListModel(width: 80, height: 24)
        _ = model.update(.itemsAppended(count: 1))
        _ = model.update(.inputFinished)
        var commands = model.update(.querySet(query))
        while case .search(let request)? = commands.first(where: {
            if case .search = $0 { true } else { false }
        }) {
            commands = model.update(.searchFinished(request.run(over: [text])))
        }
        return model.matchCount == 1
    }

    @Test(
        "--filter prints the records that match, as the matcher finds them one by one",
        arguments: ["a", "ka", "user9", "'ri", "to mu", "KA", "9-", "zzz"])
    func filterAgainstBruteForce(query: String) throws {
        let (input, names) = Self.accounts(300, seed: 7)
        let run = runCommand(["--filter", query, "-"], standardInput: input, inputIsTerminal: false)
        let expected = Set(names.filter { Self.matches(query, $0) })
        let printed = run.output.split(separator: "\n").map(String.init)
        let records = Set(names.map { #"{"type":"account","name":"\#($0)"}"# })
        #expect(printed.allSatisfy { records.contains($0) })
        let found = Set(
            printed.map { $0.dropFirst(#"{"type":"account","name":""#.count).dropLast(2) }.map(String.init))
        #expect(found == expected)
        #expect(printed.count == found.count)
        #expect(run.status == (expected.isEmpty ? .failure : .success))
        #expect(run.errors.isEmpty)
    }

    @Test(
        "--filter prints the matches in the interactive list's order: best first, ties in input order",
        arguments: ["a", "ka", "user9", "'ri", "to mu", "9-", ""])
    func filterInTheListsOrder(query: String) throws {
        // Many names twice, so that many scores tie; enough lines for the lanes.
        let (input, names) = Self.accounts(20_000, seed: 11)
        let doubled = input + input
        var model = ListModel(width: 80, height: 24)
        _ = model.update(.itemsAppended(count: names.count * 2))
        _ = model.update(.inputFinished)
        var commands = model.update(.querySet(query))
        while case .search(let request)? = commands.first(where: {
            if case .search = $0 { true } else { false }
        }) {
            commands = model.update(.searchFinished(request.run(over: names + names)))
        }
        let expected = (0..<model.matchCount).map {
            #"{"type":"account","name":"\#((names + names)[model.item(at: $0)])"}"#
        }
        let run = runCommand(["--filter", query, "-"], standardInput: doubled, inputIsTerminal: false)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
        #expect(run.status == (expected.isEmpty ? .failure : .success))
    }

    @Test("--filter says which item it cannot write: a malformed element, by its index")
    func filterMalformedMatch() {
        let input = "{\"type\":\"account\",\"name\":\"ok\"}\n1\n{bad\n2\n"
        let run = runCommand(
            ["--keep-going", "--filter", "", "-"], standardInput: input, inputIsTerminal: false)
        #expect(run.output == "{\"type\":\"account\",\"name\":\"ok\"}\n1\n2\n")
        #expect(run.errors.contains { $0.contains("item 2 was a malformed element") }, "\(run.errors)")
    }

    @Test("--filter puts the best match first: a word start before letters scattered")
    func bestFirst() {
        let input = """
            {"type":"account","name":"a-b-c-d-e-f-grape"}
            {"type":"account","name":"grape"}
            {"type":"account","name":"gxrxaxpxe"}

            """
        let run = runCommand(["--filter", "grape", "-"], standardInput: input, inputIsTerminal: false)
        #expect(
            run.output.split(separator: "\n").first == #"{"type":"account","name":"grape"}"#,
            "\(run.output)")
        #expect(run.output.split(separator: "\n").count == 3)
    }

    @Test("--filter works on any record, with --records, and on the built-in list")
    func filterAnyRecord() {
        let run = runCommand([
            "--filter", "vda", "--records", "blockdevices", fixturePath("tools/lsblk.json"),
        ])
        #expect(run.status == .success)
        #expect(run.output.hasPrefix(#"{"name":"vda","#))
        let builtIn = runCommand(["--filter", "meteora"])
        #expect(
            builtIn.output
                == #"{"type":"album","title":"Meteora","artist":"Linkin Park","year":2003,"tracks":13}"#
                + "\n")
    }

    @Test("--filter on bad input prints what it read that matches, then says why it stopped: exit 1")
    func filterBadInput() {
        let input = "{\"type\":\"account\",\"name\":\"ok\"}\n{bad\n"
        let run = runCommand(["--filter", "ok", "-"], standardInput: input, inputIsTerminal: false)
        #expect(run.output == "{\"type\":\"account\",\"name\":\"ok\"}\n")
        #expect(run.status == .failure)
        #expect(run.errors.count == 1)
    }

    @Test("--select-1 writes the only match without a terminal; --exit-0 exits 130 on none")
    @MainActor
    func selectOneAndExitZero() async {
        let input = "{\"type\":\"account\",\"name\":\"alpha\"}\n{\"type\":\"account\",\"name\":\"beta\"}\n"
        let one = await runMain(["--choose", "--select-1", "--query", "bet", "-"], standardInput: input)
        #expect(one.status == 0)
        #expect(one.output == "{\"type\":\"account\",\"name\":\"beta\"}\n")
        let none = await runMain(["--choose", "--exit-0", "--query", "zzz", "-"], standardInput: input)
        #expect(none.status == 130)
        #expect(none.output.isEmpty)
        let both = await runMain(
            ["--choose", "--select-1", "--exit-0", "--query", "zzz", "-"], standardInput: input)
        #expect(both.status == 130)
        // Bad input is status 1, even when nothing matched.
        let bad = await runMain(
            ["--choose", "--exit-0", "--query", "zzz", "-"], standardInput: input + "{bad\n")
        #expect(bad.status == 1)
        #expect(bad.errors.count == 1)
    }

    @Test(
        "the scripting options refuse what does not go with them: exit 2",
        arguments: [
            ["--filter", "x", "--choose"], ["--filter", "x", "--query", "y"], ["--query", "x"],
            ["--select-1"],
            ["--exit-0", "--interactive"], ["--records", "a..b"], ["--input", "document"],
        ])
    func usage(arguments: [String]) {
        let run = runCommand(arguments)
        #expect(run.status == .usage)
        #expect(run.errors.first?.hasPrefix("mixed-list: ") == true)
    }
}
