import CellFactoryTesting
import Foundation
import MixedListCommand
import TestSupport
import Testing

/// JSON that Linux tools write, captured once (`lsblk -J`, `findmnt -J`, `ip -j addr`) and
/// rendered with no views file: the default view, a row of each record's keys.
@Suite("mixed-list on real tools' JSON, with no views file")
struct ToolOutputTests {
    @Test(
        "each tool's records, listed and as tables",
        arguments: [
            ("lsblk", ["--records", "blockdevices", fixturePath("tools/lsblk.json")]),
            ("findmnt", ["--records", "filesystems", fixturePath("tools/findmnt.json")]),
            ("ip-addr", [fixturePath("tools/ip-addr.json")]),
        ])
    func rendered(tool: String, arguments: [String]) {
        for layout in ["list", "table"] {
            let run = runCommand(arguments + ["--layout", layout, "--width", "100"])
            #expect(run.status == .success)
            #expect(run.errors.isEmpty)
            expectSnapshot(run.output, named: "\(tool)-\(layout)-100")
            #expect(run.output.split(separator: "\n").allSatisfy { $0.count == 100 })
        }
    }

    @Test(
        "each tool's records through its shipped views file, as a table",
        arguments: [
            ("lsblk", ["--records", "blockdevices", fixturePath("tools/lsblk.json")]),
            ("findmnt", ["--records", "filesystems", fixturePath("tools/findmnt.json")]),
            ("ip", [fixturePath("tools/ip-addr.json")]),
        ])
    func throughViews(tool: String, arguments: [String]) {
        let run = runCommand(
            arguments + ["--views", viewsFile("\(tool).json"), "--layout", "table", "--width", "90"])
        #expect(run.status == .success)
        #expect(run.errors.isEmpty)
        expectSnapshot(run.output, named: "\(tool)-views-90")
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count == 90 })
    }

    @Test("seed.json shows the sample's accounts, numbers and albums, and other records by their keys")
    func seedViews() {
        let run = runCommand([fixturePath("mixed.json"), "--views", viewsFile("seed.json"), "--width", "50"])
        #expect(run.status == .success)
        expectSnapshot(run.output, named: "mixed-json-seed-views-50")
        let filtered = runCommand([
            fixturePath("mixed.json"), "--views", viewsFile("seed.json"), "--filter", "linkin",
        ])
        #expect(
            filtered.output
                == #"{"type": "album", "title": "Meteora", "artist": "Linkin Park", "year": 2003, "tracks": 13}"#
                + "\n")
    }

    @Test("a views file that is not valid stops the run before anything is drawn: exit 2")
    func badViews() throws {
        let url = try temporaryFile("bad-views.json", Data(#"{"kinds": [{"kind": "k"}]}"#.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = runCommand([fixturePath("mixed.json"), "--views", url.path])
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors == ["mixed-list: \(url.path):1:12: missing key \"match\""])
    }

    @Test("any JSON Lines stream with no views file: a new header whenever the set of keys changes")
    func keysChange() {
        let input = """
            {"a": 1, "b": "x"}
            {"a": 22, "b": "yy"}
            {"b": "z", "a": 3}
            {"a": 4, "b": "w"}
            [1, 2, 3]

            """
        let run = runCommand(
            ["--layout", "table", "--width", "20", "-"], standardInput: input, inputIsTerminal: false)
        #expect(run.status == .success)
        let lines = run.output.split(separator: "\n").map {
            $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        #expect(
            lines == [
                " a  b", "--  --", " 1  x", "22  yy", "b  a", "-  -", "z  3", " a  b", "--  --", " 4  w",
                "Value", "---------", "[3 items]",
            ])
    }

    @Test("--records on a path that is not an array, or not there, is an error naming it: exit 1")
    func wrongPath() {
        let run = runCommand(["--records", "blockdevices[0].name", fixturePath("tools/lsblk.json")])
        #expect(run.status == .failure)
        #expect(
            run.errors == [
                "mixed-list: \(fixturePath("tools/lsblk.json")):1:1: element 0: --records blockdevices[0].name: "
                    + "expected an array, found a string"
            ])
    }
}
