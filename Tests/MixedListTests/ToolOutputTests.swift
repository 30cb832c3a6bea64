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
