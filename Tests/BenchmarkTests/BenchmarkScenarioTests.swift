import CellFactory
import Foundation
import MixedListCells
import MixedListCommand
import TestSupport
import Testing
import TextCells

@testable import BenchmarkScenarios

/// Every scenario runs once on a handful of items, so the benchmark cannot rot. No timing is
/// asserted: only that each path ran, did the same work as its baseline, and reported it.
@MainActor
@Suite("Benchmark scenarios, tiny")
struct BenchmarkScenarioTests {
    // The search scenario runs programs on a terminal: it has a test of its own, below.
    @Test(
        "each scenario runs and reports its rows",
        arguments: BenchmarkSuite.scenarioNames.filter { $0 != "search" })
    func scenario(name: String) throws {
        let rows = try BenchmarkSuite.run([name], items: 300, runs: 1, executable: nil)
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.items > 0 && $0.medianSeconds >= 0 })
        // Every row is compared with a baseline, or is the baseline of another row.
        #expect(rows.allSatisfy { row in row.ratio != nil || rows.contains { $0.baseline == row.name } })
    }

    @Test("the hand-written loops write the same bytes as the library, in every render scenario")
    func sameBytes() throws {
        for kind in RenderScenario.Kind.allCases {
            let rows = try RenderScenario.run(kind, items: 1_000, runs: 1)
            #expect(rows.count == (kind == .list ? 5 : 2))
            #expect(
                rows[1].note == "same " + rows[0].note.replacingOccurrences(of: " bytes", with: "") + " bytes"
            )
        }
    }

    @Test("streaming keeps the number of cells independent of the number of rows")
    func streaming() throws {
        let small = try StreamingScenario.measure(rows: 30, runs: 1)
        let large = try StreamingScenario.measure(rows: 3_000, runs: 1)
        #expect(small.cellsCreated == 3)
        #expect(large.cellsCreated == small.cellsCreated)
        #expect(StreamingScenario.Sample(line: large.line) == large)
    }

    @Test("JSON Lines through mixed-list draw the same bytes as the lazy rows, in flat memory")
    func jsonLinesInput() throws {
        let rows = try StreamingScenario.measure(rows: 3_000, runs: 1, source: .lazyRows)
        let lines = try StreamingScenario.measure(rows: 3_000, runs: 1, source: .jsonLines)
        #expect(lines.bytes == rows.bytes)
        #expect(lines.bytes > 3_000 * 80)
        let table = try StreamingScenario.run(rows: [30, 3_000], runs: 1, executable: nil)
        #expect(
            table.map(\.name) == [
                "lazy rows, list", "lazy rows, list", "mixed-list, JSON Lines input",
                "mixed-list, JSON Lines input", StreamingScenario.Source.tableJSONLines.name,
                StreamingScenario.Source.tableJSONLines.name,
            ])
        // As a table, every row is still written: more lines, for the headers.
        let tables = try StreamingScenario.measure(rows: 3_000, runs: 1, source: .tableJSONLines)
        #expect(tables.bytes > 3_000 * 80)
    }

    @Test("the records' JSON array and JSON Lines hold the same elements")
    func records() throws {
        let array = try ItemDecoder.decode(
            MixedListRecords.document(elements: 40, format: .array), source: "a")
        let lines = try ItemDecoder.decode(
            MixedListRecords.document(elements: 40, format: .lines), source: "l")
        #expect(array.count == 40)
        #expect(lines.count == 40)
        #expect(array.map { String(describing: $0) } == lines.map { String(describing: $0) })
        #expect(array.map { String(describing: $0) } == MixedItems.make(40).map { String(describing: $0) })
    }

    @Test("the search scenario drives mixed-list on a terminal; without fzf it says the peer was skipped")
    func search() throws {
        let rows = try SearchScenario.run(
            items: 2_000, programs: productsDirectory(containing: "mixed-list"), fzf: nil)
        // The list on a terminal: first row, all read, then two rows for each of five queries;
        // two more reading a JSON array, then --filter for two queries.
        #expect(rows.count == 16)
        #expect(rows[0].note.contains("fzf not found: the peer was skipped"))
        #expect(rows[12..<14].allSatisfy { $0.name.hasPrefix("mixed-list --interactive, a JSON array: ") })
        #expect(rows[14...].allSatisfy { $0.name.hasPrefix("mixed-list --filter ") })
        #expect(rows[14...].allSatisfy { $0.note.contains("fzf not found: the peer was skipped") })
        #expect(rows.allSatisfy { $0.items == 2_000 && $0.medianSeconds > 0 })
        #expect(rows[1].note.hasPrefix("peak memory "))
        #expect(rows[13].note.hasPrefix("peak memory "))
        #expect(rows[2].name == "mixed-list --interactive: \"u\", median key")
        #expect(rows[11].name == "mixed-list --interactive: \"user 99\", slowest key")
        // Of the first 2,000 records, 900 are accounts and 500 albums ("Album" has a u): "u"
        // matches 70 %. "user" narrows them; keys typed after the last match change nothing.
        #expect(rows[2].note.contains("1 of 1 keys changed the matches; it matches 70.0 % of the records"))
        #expect(rows[6].note.contains(" of 8 keys changed the matches"))
        #expect(rows[6].note.hasPrefix("eight characters, "))
    }

    @Test("the newest fzf on PATH is found by the version it reports")
    func newestFZF() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fzf-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var path: [String] = []
        for (name, version) in [("old", "0.38.0 (debian)"), ("new", "0.74.5 (2f1a3c4)"), ("mid", "0.9.1")] {
            let folder = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let script = folder.appendingPathComponent("fzf")
            try "#!/bin/sh\necho '\(version)'\n".write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            path.append(folder.path)
        }
        let newest = SearchScenario.findFZF(path: path.joined(separator: ":"))
        #expect(newest == directory.appendingPathComponent("new/fzf").path)
        #expect(newest.flatMap(SearchScenario.version(of:)) == "0.74.5")
        #expect(SearchScenario.findFZF(path: directory.path) == nil)
    }

    @Test("the count a program last wrote, and whether a spinner stood before it")
    func newestCount() {
        func count(_ text: String) -> TerminalDriver.Count? {
            TerminalDriver.newestCount(in: Array(text.utf8))
        }
        #expect(count("> user99 12/345") == TerminalDriver.Count(matches: 12, items: 345, isBusy: false))
        #expect(count("/u_   ⠙   0/0") == TerminalDriver.Count(matches: 0, items: 0, isBusy: true))
        #expect(
            count("↑↓ move  / filter  q quit  7/9 then 8/10")
                == TerminalDriver.Count(matches: 8, items: 10, isBusy: false))
        #expect(count("/ filter") == nil)
    }

    @Test("the search records: 45 % accounts, 30 % integers, 25 % albums, searched by what a row shows")
    func searchRecords() {
        let records = (0..<20).map { SearchRecords.record(at: $0) }
        #expect(records.count { $0.json.contains(#""type":"account""#) } == 9)
        #expect(records.count { $0.json.contains(#""type":"album""#) } == 5)
        #expect(records.count { Int($0.json) != nil } == 6)
        #expect(records[3] == (#"{"type":"account","name":"user3"}"#, "user3"))
        #expect(records[15].text == "Album 15 Linkin Park 1985")
    }

    @Test("an unknown scenario is an error naming the choices")
    func unknown() {
        #expect(throws: BenchmarkError.self) {
            try BenchmarkSuite.run(["nope"], items: 10, runs: 1, executable: nil)
        }
    }

    @Test("the table lines up its columns")
    func table() {
        let base = BenchmarkRow(scenario: "1 dispatch", name: "switch", items: 1_000_000, medianSeconds: 0.05)
        let row = BenchmarkRow(
            scenario: "1 dispatch", name: "registry", items: 1_000_000, medianSeconds: 0.04
        )
        .compared(with: base)
        let lines = BenchmarkTable.render([base, row]).split(separator: "\n")
        #expect(lines.count == 4)
        #expect(Set(lines.map(\.count)).count == 1)
        #expect(lines[3].contains("| 1,000,000 | 40.0 ms | 25.00 M | 0.80x | switch"))
    }
}

@Suite("Benchmark baselines write what the library writes")
struct BenchmarkBaselineTests {
    @Test(
        "the hand-written loop's bytes equal the library's, byte for byte",
        arguments: RenderScenario.Kind.allCases)
    func sameBytes(kind: RenderScenario.Kind) throws {
        let items = MixedItems.make(500, script: kind.script)
        let view = MixedListCells.makeView(factory: try MixedListCells.makeFactory(), layout: kind.layout)
        let library = try view.render(SectionedData(items: items), width: RenderScenario.width)
        var buffer = MemorySink()
        let flow: FlowLayout? = if case .flow(let spacing) = kind.layout { spacing } else { nil }
        try HandWrittenRenderer(width: RenderScenario.width, flow: flow).render(items, to: &buffer)
        #expect(buffer.text == library)
    }
}
