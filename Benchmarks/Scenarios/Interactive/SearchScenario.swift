import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Scenario 9: `mixed-list --interactive` beside fzf, each run on a pseudo-terminal of 100 × 30
/// over the same records, with the same queries typed one key at a time, as a person would try
/// them: when the first row shows, when every record has been read, how long each key takes to
/// settle the screen, and the peak memory. `mixed-list` reads the records as JSON Lines, and
/// again as one JSON array (only read, not searched: once read, the list is the same).
///
/// fzf is not installed by this package: where it is missing, only `mixed-list`'s figures are
/// printed, with a note that the peer was skipped. Where several are on `PATH`, the newest is
/// used, and its version is named in the rows.
public enum SearchScenario {
    static let scenario = "9 search"
    static let terminal = (lines: 30, columns: 100)
    /// The query `--filter` is timed with, and the longest one typed.
    public static let query = "user9991"
    /// The queries typed, each a key at a time after Ctrl-U cleared the one before, with what
    /// each tries: the kinds of query the issue that set the goals lists. No query in fzf's
    /// syntax that both programs read matches 95 % of these records; `u`, at 70 %, matches the
    /// most, and each row's note says how many its query matched.
    public static let queries: [(text: String, kind: String)] = [
        ("u", "one character"),
        ("us", "two characters"),
        (query, "eight characters"),
        ("'user999", "an exact term"),
        ("user 99", "two terms"),
    ]
    /// How long the screen must stay still, with no spinner, to count as settled: longer for more
    /// records, since fzf 0.74 draws nothing while it matches, and at 10,000,000 records a key
    /// takes it over a second.
    static func quiet(items: Int) -> Duration {
        max(.milliseconds(300), .milliseconds(150) * (items / 1_000_000))
    }

    /// What one program did.
    struct Figures {
        var firstRow: Duration
        var allRead: Duration
        /// Each query's keys, in the order typed.
        var queries: [QueryFigures]
        /// Peak memory once every record was read, before any key.
        var memoryAfterReading: Int?
        var peakMemory: Int?
    }

    /// The keys of one query.
    struct QueryFigures {
        var query: String
        /// The time each key took to settle the screen, and whether it changed the matches.
        var keys: [(time: Duration, changedMatches: Bool)]
        /// The matches once the whole query was typed.
        var matches: Int?

        var changingKeys: [Duration] { keys.filter(\.changedMatches).map(\.time).sorted() }
        /// The middle key, or the mean of the middle two: of a query's two keys, not the slower.
        var medianKey: Duration? {
            let keys = changingKeys
            guard !keys.isEmpty else { return nil }
            let middle = keys.count / 2
            return keys.count % 2 == 1 ? keys[middle] : (keys[middle - 1] + keys[middle]) / 2
        }
        var slowestKey: Duration? { changingKeys.last }
    }

    /// Runs the scenario.
    ///
    /// - Parameters:
    ///   - items: How many records.
    ///   - programs: The directory that holds `mixed-list`.
    ///   - fzf: fzf's path, or `nil` to skip it.
    /// - Throws: ``BenchmarkError`` when a program cannot be run or does not settle.
    public static func run(items: Int, programs: URL, fzf: String? = findFZF()) throws -> [BenchmarkRow] {
        let mixedList = programs.appendingPathComponent("mixed-list").path
        guard FileManager.default.isExecutableFile(atPath: mixedList) else {
            throw BenchmarkError(
                "\(scenario): no \(mixedList); build every product first (swift build -c release)")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellfactory-search-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let records = directory.appendingPathComponent("records.jsonl")
        let array = directory.appendingPathComponent("records.json")
        let texts = directory.appendingPathComponent("records.txt")
        try SearchRecords.write(items, records: records, array: array, texts: texts)
        let peerName = fzf.map { "fzf " + (version(of: $0) ?? "(version unknown)") }
        try warmUp(mixedList: mixedList, fzf: fzf, records: records, texts: texts, items: items)

        let ours = try measure(
            mixedList, ["--interactive", "--color", "always", records.path], input: nil, reading: records,
            items: items, openQuery: "/", queries: queries.map(\.text))
        var rows = self.rows(ours, program: "mixed-list --interactive", items: items)
        let fromArray = try measure(
            mixedList, ["--interactive", "--color", "always", array.path], input: nil, reading: array,
            items: items, openQuery: "/", queries: [])
        var arrayRows = self.rows(fromArray, program: "mixed-list --interactive, a JSON array", items: items)
        let filterRows = try filtering(
            mixedList: mixedList, fzf: fzf.map { ($0, peerName ?? "fzf") }, records: records, texts: texts,
            items: items)
        guard let fzf, let peerName else {
            rows[0].note += "; fzf not found: the peer was skipped"
            return rows + arrayRows + filterRows
        }
        let peer = try measureFZF(fzf, texts: texts, items: items, queries: queries.map(\.text))
        let peerRows = self.rows(peer, program: "\(peerName) < the same records as text", items: items)
        // A key of the peer's that changed no matches has no time: no ratio is made with it.
        for index in rows.indices where peerRows[index].medianSeconds > 0 {
            rows[index].baseline = peerRows[index].name
            rows[index].ratio = rows[index].medianSeconds / peerRows[index].medianSeconds
        }
        for index in arrayRows.indices where peerRows[index].medianSeconds > 0 {
            arrayRows[index].baseline = peerRows[index].name
            arrayRows[index].ratio = arrayRows[index].medianSeconds / peerRows[index].medianSeconds
        }
        if let peerMemory = peer.peakMemory {
            if let ourMemory = ours.peakMemory {
                rows[1].note += String(format: ", %.2f× fzf's", Double(ourMemory) / Double(peerMemory))
            }
            if let arrayMemory = fromArray.peakMemory {
                arrayRows[1].note += String(format: ", %.2f× fzf's", Double(arrayMemory) / Double(peerMemory))
            }
        }
        return rows + arrayRows + peerRows + filterRows
    }

    /// Runs each program once, untimed, until it has read every record. Right after the records
    /// are written, the first program run, whichever it is, took 1.7 times as long to read them
    /// at 10,000,000 records (fzf 2.25 s, then 1.3 s; `mixed-list` showed the same), and the
    /// runs after it did not: the timed runs all come after these.
    static func warmUp(mixedList: String, fzf: String?, records: URL, texts: URL, items: Int) throws {
        _ = try measure(
            mixedList, ["--interactive", "--color", "always", records.path], input: nil, reading: records,
            items: items, openQuery: "", queries: [])
        guard let fzf else { return }
        _ = try measureFZF(fzf, texts: texts, items: items, queries: [])
    }

    /// fzf reading the texts from its standard input, as ``measure(_:_:input:reading:items:openQuery:queries:)``
    /// measures it.
    static func measureFZF(_ fzf: String, texts: URL, items: Int, queries: [String]) throws -> Figures {
        let descriptor = open(texts.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BenchmarkError("\(scenario): cannot open \(texts.path)") }
        defer { close(descriptor) }
        return try measure(
            fzf, [], input: descriptor, reading: texts, items: items, openQuery: "", queries: queries)
    }

    /// `mixed-list --filter` on the records beside `fzf --filter` on their texts, each a process
    /// writing to `/dev/null`, in turn: one query that few records match, and one most match.
    static func filtering(
        mixedList: String, fzf: (path: String, name: String)?, records: URL, texts: URL, items: Int
    ) throws -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for query in [Self.query, "u"] {
            try warm(records)
            try warm(texts)
            let ours = {
                try PeerProgram.runToNull(
                    mixedList, ["--filter", query, records.path], input: nil, scenario: scenario)
            }
            guard let fzf else {
                let alone = try Stopwatch.median(runs: 3, ours)
                rows.append(
                    BenchmarkRow(
                        scenario: scenario, name: "mixed-list --filter \(query)", items: items,
                        medianSeconds: alone.seconds, note: "fzf not found: the peer was skipped"))
                continue
            }
            let both = try Stopwatch.interleaved(runs: 3) {
                try PeerProgram.runToNull(fzf.path, ["--filter", query], input: texts, scenario: scenario)
            } _: {
                try ours()
            }
            rows.append(
                BenchmarkRow(
                    scenario: scenario, name: "mixed-list --filter \(query) (budget ≤ 1.0x)", items: items,
                    medianSeconds: both.seconds,
                    baseline: "\(fzf.name) --filter \(query) < the texts, in turn",
                    ratio: both.ratio,
                    note: String(format: "fzf took %.0f ms in turn", both.baselineSeconds * 1e3)))
        }
        return rows
    }

    /// Reads a file through once, so that the program timed next finds it in memory: this machine
    /// drops idle files from its cache, and the first program to read one again waited for the
    /// disk (a second of system time for 430 MB) where the next did not.
    static func warm(_ file: URL) throws {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        while let chunk = try handle.read(upToCount: 1 << 22), !chunk.isEmpty {}
    }

    /// The path of the newest fzf on `path` (by default `PATH`), or `nil` when there is none.
    public static func findFZF(
        path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    ) -> String? {
        var newest: (path: String, version: [Int])?
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/fzf"
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let version = (self.version(of: candidate) ?? "").split(separator: ".").map { Int($0) ?? 0 }
            if let found = newest, !found.version.lexicographicallyPrecedes(version) { continue }
            newest = (candidate, version)
        }
        return newest?.path
    }

    /// The version fzf reports, such as `0.74.5`, or `nil` when it reports none.
    static func version(of fzf: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fzf)
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // `0.74.5 (2f1a3c4)`, or `0.38.0 (debian)`.
        let first = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).first
        guard let first, first.first?.isNumber == true else { return nil }
        return String(first)
    }

    /// Runs one program: waits for its first row and for every record, types each query a key
    /// at a time (Ctrl-U clearing the one before), then reads its peak memory and stops it.
    static func measure(
        _ program: String, _ arguments: [String], input: Int32?, reading file: URL, items: Int,
        openQuery: String, queries: [String]
    ) throws -> Figures {
        try warm(file)
        // The same environment for both, set by env(1) so this process's own stays untouched: a
        // known terminal type, and no user options for fzf.
        let driver = try TerminalDriver(
            "/usr/bin/env",
            ["-u", "FZF_DEFAULT_OPTS", "-u", "FZF_DEFAULT_COMMAND", "TERM=xterm-256color", program]
                + arguments,
            input: input ?? -1, lines: terminal.lines, columns: terminal.columns)
        defer { driver.stop() }
        let name = URL(fileURLWithPath: program).lastPathComponent
        let limit = Duration.seconds(max(60, items / 50_000))
        let quiet = Self.quiet(items: items)
        guard driver.wait(timeout: limit, until: { ($0.count?.matches ?? 0) > 0 }) else {
            throw BenchmarkError("\(scenario): \(name) showed no row")
        }
        let firstRow = driver.lastOutput - driver.started
        guard driver.wait(timeout: limit, until: { $0.count?.items == items && $0.count?.matches == items })
        else {
            throw BenchmarkError(
                "\(scenario): \(name) did not read all \(items) records (\(String(describing: driver.count)))"
            )
        }
        let allRead = driver.lastOutput - driver.started
        guard driver.waitUntilSettled(after: driver.started, quiet: quiet, timeout: limit) != nil else {
            throw BenchmarkError("\(scenario): \(name) did not settle after reading")
        }
        let memoryAfterReading = driver.peakMemory()
        if !openQuery.isEmpty, !queries.isEmpty {
            let sent = ContinuousClock.now
            driver.type(openQuery)
            _ = driver.waitUntilSettled(after: sent, quiet: quiet, timeout: limit)
        }
        var typed: [QueryFigures] = []
        for query in queries {
            if let previous = typed.last {
                let sent = ContinuousClock.now
                driver.type("\u{15}")  // Ctrl-U: both programs clear the query
                guard driver.waitUntilSettled(after: sent, quiet: quiet, timeout: limit) != nil,
                    driver.count?.matches == items
                else {
                    throw BenchmarkError(
                        "\(scenario): \(name) did not clear the query \"\(previous.query)\"")
                }
            }
            var keys: [(time: Duration, changedMatches: Bool)] = []
            var matches = driver.count?.matches
            for key in query {
                let sent = ContinuousClock.now
                driver.type(String(key))
                guard let settled = driver.waitUntilSettled(after: sent, quiet: quiet, timeout: limit) else {
                    throw BenchmarkError("\(scenario): \(name) did not settle after typing \"\(key)\"")
                }
                keys.append((settled - sent, driver.count?.matches != matches))
                matches = driver.count?.matches
            }
            typed.append(QueryFigures(query: query, keys: keys, matches: matches))
        }
        return Figures(
            firstRow: firstRow, allRead: allRead, queries: typed, memoryAfterReading: memoryAfterReading,
            peakMemory: driver.peakMemory())
    }

    /// The rows for one program: first row and all read, then each query's median and slowest
    /// key.
    static func rows(_ figures: Figures, program: String, items: Int) -> [BenchmarkRow] {
        func seconds(_ duration: Duration?) -> Double {
            guard let duration else { return 0 }
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        func mebibytes(_ bytes: Int?) -> String {
            bytes.map { String(format: "%.0f MiB", Double($0) / 1_048_576) } ?? "?"
        }
        let memory =
            "peak memory \(mebibytes(figures.peakMemory)) (\(mebibytes(figures.memoryAfterReading)) before the first key)"
        var rows = [
            BenchmarkRow(
                scenario: scenario, name: "\(program): first row shown", items: items,
                medianSeconds: seconds(figures.firstRow), note: "from start"),
            BenchmarkRow(
                scenario: scenario, name: "\(program): all rows read and shown", items: items,
                medianSeconds: seconds(figures.allRead), note: memory),
        ]
        for typed in figures.queries {
            let kind = queries.first { $0.text == typed.query }?.kind ?? "a query"
            let share = typed.matches.map {
                String(format: "%.1f %%", 100 * Double($0) / Double(max(items, 1)))
            }
            rows += [
                BenchmarkRow(
                    scenario: scenario, name: "\(program): \"\(typed.query)\", median key", items: items,
                    medianSeconds: seconds(typed.medianKey),
                    note:
                        "\(kind), typed a key at a time; \(typed.changingKeys.count) of \(typed.keys.count) keys changed the matches; it matches \(share ?? "?") of the records"
                ),
                BenchmarkRow(
                    scenario: scenario, name: "\(program): \"\(typed.query)\", slowest key", items: items,
                    medianSeconds: seconds(typed.slowestKey), note: "of the same keys"),
            ]
        }
        return rows
    }
}
