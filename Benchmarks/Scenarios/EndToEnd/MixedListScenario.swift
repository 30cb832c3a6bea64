import CellFactory
import Foundation
import MixedListCommand
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
            scenario: scenario, name: "read + JSONStreamReader", items: count, medianSeconds: reader.seconds,
            note: "64 KiB chunks; target ≤ 0.10x")
        let itemsRow = BenchmarkRow(
            scenario: scenario, name: "read + ItemDecoder (reader + items)", items: count,
            medianSeconds: items.seconds)
        return [
            foundationRow, readerRow.compared(with: foundationRow), itemsRow.compared(with: foundationRow),
        ]
    }

    /// The whole program on a file against the hand-written one.
    private static func endToEnd(_ file: URL, format: JSONInputFormat, elements count: Int, runs: Int) throws
        -> [BenchmarkRow]
    {
        let baseline = HandWrittenMixedList(width: width)
        let hand = try Stopwatch.median(runs: runs) { try baseline.run(file, format: format) }
        let program = try Stopwatch.median(runs: runs) {
            var sink = CountingSink(NullDevice.open())
            var errors: [String] = []
            let status = MixedListCommand.run(
                arguments: [file.path, "--width", String(width), "--color", "never"],
                environment: CommandEnvironment(), output: &sink
            ) { errors.append($0) }
            try NullDevice.close(&sink.base)
            guard status == .success, errors.isEmpty else {
                throw BenchmarkError(
                    "\(scenario): mixed-list exited \(status): \(errors.joined(separator: "; "))")
            }
            return sink.count
        }
        let name = format == .array ? "JSON array" : "JSON Lines"
        let handRow = BenchmarkRow(
            scenario: scenario, name: "hand-written: JSONSerialization, switch", items: count,
            medianSeconds: hand.seconds, note: "\(name), \(hand.result) bytes")
        let programRow = BenchmarkRow(
            scenario: scenario, name: "mixed-list FILE", items: count, medianSeconds: program.seconds,
            note: "\(name), \(program.result) bytes; target ≤ 0.50x")
        return [handRow, programRow.compared(with: handRow)]
    }
}
