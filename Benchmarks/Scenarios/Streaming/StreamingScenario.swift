import Foundation
import MixedListCells
import MixedListCommand
import TextCells

/// Scenario 5: 10,000 and 10,000,000 rows rendered to `/dev/null`, from a lazy data source and
/// through `mixed-list` from JSON Lines made as they are read; peak memory and the number of cells
/// created must not grow with the number of rows.
public enum StreamingScenario {
    static let scenario = "5 streaming"

    /// Where the rows come from.
    public enum Source: String, Sendable, CaseIterable {
        /// A data source that makes each item when asked.
        case lazyRows = "rows"
        /// `mixed-list` reading JSON Lines records, each made when the reader asks for more input.
        case jsonLines = "jsonl"
        /// The same through `mixed-list --layout table`: widths from a look-ahead window.
        case tableJSONLines = "table"

        var name: String {
            switch self {
            case .lazyRows: "lazy rows, list"
            case .jsonLines: "mixed-list, JSON Lines input"
            case .tableJSONLines: "mixed-list --layout table, JSON Lines (budget: peak ≤ 1.1x)"
            }
        }
    }

    /// What one process measured for one number of rows.
    public struct Sample: Equatable, Sendable {
        /// The rows rendered.
        public var rows: Int
        /// The median time of a render.
        public var seconds: Double
        /// The bytes one render wrote.
        public var bytes: Int
        /// The cells the view created over all renders.
        public var cellsCreated: Int
        /// The process's peak resident memory, in KiB.
        public var peakKiB: Int

        /// The line a child process prints.
        public var line: String { "\(rows) \(seconds) \(bytes) \(cellsCreated) \(peakKiB)" }

        /// Reads a line printed by a child process.
        public init?(line: String) {
            let fields = line.split(separator: " ")
            guard fields.count == 5, let rows = Int(fields[0]), let seconds = Double(fields[1]),
                let bytes = Int(fields[2]), let cells = Int(fields[3]), let peak = Int(fields[4])
            else { return nil }
            self.init(rows: rows, seconds: seconds, bytes: bytes, cellsCreated: cells, peakKiB: peak)
        }

        init(rows: Int, seconds: Double, bytes: Int, cellsCreated: Int, peakKiB: Int) {
            self.rows = rows
            self.seconds = seconds
            self.bytes = bytes
            self.cellsCreated = cellsCreated
            self.peakKiB = peakKiB
        }
    }

    /// Renders `rows` rows from a source `runs` times in this process.
    public static func measure(rows: Int, runs: Int, source: Source = .lazyRows) throws -> Sample {
        switch source {
        case .lazyRows:
            let view = MixedListCells.makeView(factory: try MixedListCells.makeFactory(), layout: .list)
            let data = LazyRows(count: rows)
            let (seconds, bytes) = try Stopwatch.median(runs: runs) {
                try RenderScenario.writeToNull { sink in
                    try view.render(data, width: RenderScenario.width, to: &sink)
                }
            }
            return Sample(
                rows: rows, seconds: seconds, bytes: bytes, cellsCreated: view.createdCellCount,
                peakKiB: PeakMemory.kibibytes() ?? 0)
        case .jsonLines, .tableJSONLines:
            let layout = source == .tableJSONLines ? ["--layout", "table"] : []
            let (seconds, bytes) = try Stopwatch.median(runs: runs) {
                let environment = CommandEnvironment(standardInput: { GeneratedJSONLines(count: rows) })
                let sink = try MixedListRun.toNullDevice(
                    ["-", "--width", String(RenderScenario.width)] + layout, environment: environment,
                    scenario: scenario)
                return sink.count
            }
            // The command makes its own view; the cells it creates are counted by the tests.
            return Sample(
                rows: rows, seconds: seconds, bytes: bytes, cellsCreated: 0,
                peakKiB: PeakMemory.kibibytes() ?? 0)
        }
    }

    /// Measures each number of rows in a fresh process of `executable` (so one measurement's peak
    /// cannot hide another's), or in this process when there is none.
    public static func run(rows: [Int], runs: Int, executable: URL?) throws -> [BenchmarkRow] {
        var table: [BenchmarkRow] = []
        for source in Source.allCases {
            var samples: [Sample] = []
            for count in rows {
                if let executable {
                    samples.append(try measureInChild(executable, rows: count, runs: runs, source: source))
                } else {
                    samples.append(try measure(rows: count, runs: runs, source: source))
                }
            }
            guard let first = samples.first else { continue }
            let firstRow = row(for: first, source: source, comparedWith: nil)
            table += [firstRow]
            table += samples.dropFirst().map { row(for: $0, source: source, comparedWith: (first, firstRow)) }
        }
        return table
    }

    private static func row(
        for sample: Sample, source: Source, comparedWith base: (sample: Sample, row: BenchmarkRow)?
    ) -> BenchmarkRow {
        var note = "peak \(sample.peakKiB) KiB"
        if source == .lazyRows { note += ", \(sample.cellsCreated) cells created" }
        if let base, base.sample.peakKiB > 0 {
            let memory = Double(sample.peakKiB) / Double(base.sample.peakKiB)
            note += String(format: " (peak %.2fx that of %d rows", memory, base.sample.rows)
            if source == .lazyRows {
                note += String(format: "; %+d cells", sample.cellsCreated - base.sample.cellsCreated)
            }
            note += ")"
        }
        let row = BenchmarkRow(
            scenario: scenario, name: source.name, items: sample.rows, medianSeconds: sample.seconds,
            note: note)
        guard let base else { return row }
        return row.compared(with: base.row)
    }

    private static func measureInChild(_ executable: URL, rows: Int, runs: Int, source: Source) throws
        -> Sample
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--streaming-child", String(rows), "--streaming-source", source.rawValue, "--runs", String(runs),
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let sample = Sample(line: text) else {
            throw BenchmarkError("\(scenario): the child process for \(rows) rows printed \"\(text)\"")
        }
        return sample
    }
}
