import CellFactory
import Foundation
import MixedListCommand
import MixedListJSON
import TextCells

/// Scenario 6: `mixed-list` on generated files of the same records as a JSON array and as JSON
/// Lines: the streaming reader against Foundation's parser of the same bytes, and the whole
/// program against the obvious hand-written one.
public enum MixedListScenario {
    static let scenario = "6 mixed-list"
    static let width = 80

    /// Writes the files, then measures reading them and rendering them.
    ///
    /// - Throws: ``BenchmarkError`` when a path loses elements or fails; file and parsing errors.
    public static func run(elements count: Int, runs: Int) throws -> [BenchmarkRow] {
        let directory = FileManager.default.temporaryDirectory
        let array = directory.appendingPathComponent("cellfactory-bench-\(getpid()).json")
        let lines = directory.appendingPathComponent("cellfactory-bench-\(getpid()).jsonl")
        try MixedListRecords.document(elements: count, format: .array).write(to: array)
        try MixedListRecords.document(elements: count, format: .lines).write(to: lines)
        defer {
            try? FileManager.default.removeItem(at: array)
            try? FileManager.default.removeItem(at: lines)
        }
        var rows = try decoding(array, elements: count, runs: runs)
        rows += try endToEnd(array, format: .array, elements: count, runs: runs)
        rows += try endToEnd(lines, format: .lines, elements: count, runs: runs)
        rows.append(try againstJQ(lines, elements: count, runs: runs))
        rows.append(try declaredViews(lines, elements: count, runs: runs))
        rows.append(try loadingViews(runs: runs))
        return rows
    }

    /// Reading and parsing the array: `JSONSerialization` on the whole file, then the streaming
    /// reader on the file read in 64 KiB chunks (as `mixed-list` reads it), then the reader and the
    /// conversion of each element to an item.
    private static func decoding(_ file: URL, elements count: Int, runs: Int) throws -> [BenchmarkRow] {
        let foundation = try Stopwatch.median(runs: runs) {
            let parsed = try JSONSerialization.jsonObject(with: try Data(contentsOf: file)) as? [Any]
            return parsed?.count ?? 0
        }
        let reader = try Stopwatch.median(runs: runs) {
            let input = try FileDescriptorInput(path: file.path)
            var reader = JSONStreamReader()
            var elements = 0
            reading: while true {
                switch reader.next() {
                case .element: elements += 1
                case .malformed(let error, _): throw BenchmarkError("\(scenario): \(error)")
                case .needsInput:
                    let bytes = try input.read()
                    if bytes.isEmpty { reader.finishInput() } else { reader.append(bytes) }
                case .end: break reading
                }
            }
            return elements
        }
        let items = try Stopwatch.median(runs: runs) {
            try ItemDecoder.decode(try Data(contentsOf: file), source: file.path).count
        }
        guard foundation.result == count, reader.result == count, items.result == count else {
            throw BenchmarkError(
                "\(scenario): JSONSerialization read \(foundation.result), the reader \(reader.result) "
                    + "and the decoder \(items.result) of \(count) elements")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let foundationRow = BenchmarkRow(
            scenario: scenario, name: "read + JSONSerialization parse", items: count,
            medianSeconds: foundation.seconds, note: "JSON array, \(size) bytes")
        let readerRow = BenchmarkRow(
            scenario: scenario, name: "read + JSONStreamReader (target ≤ 0.10x)", items: count,
            medianSeconds: reader.seconds,
            note: String(format: "64 KiB chunks, %.0f MB/s", Double(size) / reader.seconds / 1e6))
        let itemsRow = BenchmarkRow(
            scenario: scenario, name: "read + ItemDecoder (reader + items)", items: count,
            medianSeconds: items.seconds)
        return [
            foundationRow, readerRow.compared(with: foundationRow), itemsRow.compared(with: foundationRow),
        ]
    }

    /// The whole program on a file against the hand-written one, with the input's MB/s, the output's
    /// rows/s, and how soon the first row reaches the output.
    private static func endToEnd(_ file: URL, format: JSONInputFormat, elements count: Int, runs: Int) throws
        -> [BenchmarkRow]
    {
        let baseline = HandWrittenMixedList(width: width)
        let hand = try Stopwatch.median(runs: runs) { try baseline.run(file, format: format) }
        let program = try Stopwatch.median(runs: runs) {
            let start = ContinuousClock.now
            let sink = try MixedListRun.toNullDevice(
                [file.path, "--width", String(width), "--color", "never"], scenario: scenario)
            guard let firstWrite = sink.firstWrite else {
                throw BenchmarkError("\(scenario): mixed-list wrote nothing")
            }
            let whole = seconds(start.duration(to: ContinuousClock.now))
            return (
                bytes: sink.count, rows: sink.lineCount, firstRow: seconds(start.duration(to: firstWrite)),
                whole: whole
            )
        }
        let result = program.result
        guard result.bytes == hand.result else {
            throw BenchmarkError(
                "\(scenario): mixed-list wrote \(result.bytes) bytes, by hand \(hand.result)")
        }
        let name = format == .array ? "JSON array" : "JSON Lines"
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let handRow = BenchmarkRow(
            scenario: scenario, name: "hand-written: JSONSerialization, switch", items: count,
            medianSeconds: hand.seconds, note: "\(name), \(hand.result) bytes")
        let note = String(
            format: "%@, %.0f MB/s in, %.2f M rows/s out; first row at %.1f ms, %.4f of the run",
            name, Double(size) / program.seconds / 1e6, Double(result.rows) / program.seconds / 1e6,
            result.firstRow * 1e3, result.firstRow / result.whole)
        let programRow = BenchmarkRow(
            scenario: scenario, name: "mixed-list FILE (target ≤ 0.50x)", items: count,
            medianSeconds: program.seconds, note: note)
        return [handRow, programRow.compared(with: handRow)]
    }

    /// What jq prints for each record, the texts `mixed-list FILE` shows: an account's name, an
    /// album's title and its second line, an integer with its action.
    static let jqProgram = #"""
        if type == "object" then
          if .type == "account" then .name
          else "\(.title)\n\(.artist) · \(.year) · \(.tracks) tracks" end
        else "\(.) [vibrate]" end
        """#

    /// `mixed-list FILE` in turn with jq printing each record's texts (`jq -r`), a process writing
    /// to `/dev/null`; without jq on `PATH`, `mixed-list` alone, with a note.
    private static func againstJQ(_ file: URL, elements count: Int, runs: Int) throws -> BenchmarkRow {
        let ours = {
            try MixedListRun.toNullDevice(
                [file.path, "--width", String(width), "--color", "never"], scenario: scenario
            ).lineCount
        }
        guard let jq = PeerProgram.find("jq") else {
            let alone = try Stopwatch.median(runs: runs, ours)
            return BenchmarkRow(
                scenario: scenario, name: "mixed-list FILE", items: count, medianSeconds: alone.seconds,
                note: "JSON Lines; jq not found: the peer was skipped")
        }
        let both = try Stopwatch.interleaved(runs: runs) {
            Int(try PeerProgram.runToNull(jq, ["-r", jqProgram, file.path], input: nil, scenario: scenario))
        } _: {
            try ours()
        }
        return BenchmarkRow(
            scenario: scenario, name: "mixed-list FILE", items: count, medianSeconds: both.seconds,
            baseline: "jq -r, each record's texts, in turn", ratio: both.ratio,
            note: String(format: "JSON Lines; jq took %.0f ms in turn", both.baselineSeconds * 1e3))
    }

    /// The shipped `seed.json`, from this file's place in the package.
    static let seedViews = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Samples/MixedList/Views/seed.json")

    /// The same file through the views that `seed.json` declares, in turn with the compiled views.
    private static func declaredViews(_ file: URL, elements count: Int, runs: Int) throws -> BenchmarkRow {
        let common = [file.path, "--width", String(width), "--color", "never"]
        let both = try Stopwatch.interleaved(runs: runs) {
            try MixedListRun.toNullDevice(common, scenario: scenario).lineCount
        } _: {
            // The list layout, as the compiled views draw it: seed.json's kinds have tables too.
            try MixedListRun.toNullDevice(
                common + ["--views", seedViews.path, "--layout", "list"], scenario: scenario
            ).lineCount
        }
        return BenchmarkRow(
            scenario: scenario, name: "mixed-list --views seed.json FILE (budget ≤ 1.5x)", items: count,
            medianSeconds: both.seconds, baseline: "mixed-list FILE, compiled views, in turn",
            ratio: both.ratio,
            note: String(
                format: "JSON Lines, %d rows; the compiled views took %.0f ms in turn", both.result,
                both.baselineSeconds * 1e3))
    }

    /// Reading and checking a views file of 20 kinds, each a table of five columns in every format.
    private static func loadingViews(runs: Int) throws -> BenchmarkRow {
        let formats = [
            #""format": "integer", "align": "right""#, #""format": "bytes""#, #""format": "duration""#,
            #""format": "date", "timeZone": "Europe/Paris""#, #""format": "decimal", "digits": 1"#,
        ]
        let kinds = (0..<20).map { kind in
            let columns = formats.enumerated().map { index, format in
                #"{"title": "C\#(index)", "path": "spec.items[\#(index)].value", "width": {"min": 3, "max": 30}, \#(format)}"#
            }
            return
                #"{"kind": "k\#(kind)", "match": {"field": "metadata.kind", "equals": "K\#(kind)"}, "table": [\#(columns.joined(separator: ", "))], "search": ["metadata.name"], "action": {"event": "open", "detail": "metadata.name"}}"#
        }
        let text = #"{"kinds": [\#(kinds.joined(separator: ",\n"))]}"#
        let load = try Stopwatch.median(runs: max(runs, 5)) {
            try ViewsFile.parse(text, file: "views.json").views.count
        }
        guard load.result == 20 else {
            throw BenchmarkError("\(scenario): the views file gave \(load.result) views")
        }
        return BenchmarkRow(
            scenario: scenario, name: "a views file of 20 kinds: read and checked (budget ≤ 10 ms)",
            items: 20,
            medianSeconds: load.seconds, baseline: "the budget, 10 ms", ratio: load.seconds / 0.010,
            note: "\(text.utf8.count) bytes, 100 columns")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
