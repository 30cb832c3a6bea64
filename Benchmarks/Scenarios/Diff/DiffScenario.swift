import CellFactory
import Foundation
import TextCells
import TextTerminal

/// Scenario 7: the diff of an edited list (5 % deleted, 5 % moved, 5 % inserted) against
/// Swift's `difference(from:)` on the same records, at two sizes; and `CellSection.apply` of the
/// same edit, with the redraw of a terminal-sized frame, against the diff alone.
public enum DiffScenario {
    static let scenario = "7 diff"
    /// The terminal the applied section is shown on.
    static let terminal = (width: 80, height: 24)

    /// Runs the scenario on `items / 10` and `items` records.
    ///
    /// - Throws: ``BenchmarkError`` when Swift's difference and the library's disagree on what
    ///   was removed and inserted.
    @MainActor
    public static func run(items: Int, runs: Int) throws -> [BenchmarkRow] {
        let small = EditedList(count: max(items / 10, 20))
        let large = EditedList(count: max(items, 200))
        // Swift's difference takes seconds at 100,000 records: three runs are enough for a median.
        let swift = Stopwatch.median(runs: min(runs, 3)) { small.new.difference(from: small.old) }
        let diff = Stopwatch.median(runs: runs) { ListDiff(from: small.old, to: small.new) }
        let largeDiff = Stopwatch.median(runs: runs) { ListDiff(from: large.old, to: large.new) }
        // With unique ids, what Swift removes (or inserts) is what the diff deletes (or inserts)
        // plus what it moves: both keep a longest common subsequence in place.
        let (removals, insertions) = (swift.result.removals.count, swift.result.insertions.count)
        guard removals == diff.result.deletions.count + diff.result.moves.count,
            insertions == diff.result.insertions.count + diff.result.moves.count
        else {
            throw BenchmarkError(
                "\(scenario): Swift removes \(removals) and inserts \(insertions); the diff deletes "
                    + "\(diff.result.deletions.count), inserts \(diff.result.insertions.count) and moves "
                    + "\(diff.result.moves.count)")
        }
        let apply = try measureApply(small, runs: runs)
        // What a hash table alone costs at both sizes: the floor of any diff keyed by identity.
        let table = Stopwatch.median(runs: runs) { hashTable(small.old.count) }
        let largeTable = Stopwatch.median(runs: runs) { hashTable(large.old.count) }
        // And what one plain pass over the lists costs: the machine's own ratio for 10× the memory.
        let pass = Stopwatch.median(runs: runs) { linearPass(small) }
        let largePass = Stopwatch.median(runs: runs) { linearPass(large) }

        let swiftRow = BenchmarkRow(
            scenario: scenario, name: "Swift difference(from:)", items: small.old.count,
            medianSeconds: swift.seconds, note: "\(removals) removals, \(insertions) insertions")
        let diffRow = BenchmarkRow(
            scenario: scenario, name: "ListDiff", items: small.old.count, medianSeconds: diff.seconds,
            note: String(format: "%.0f× faster; ", swift.seconds / diff.seconds)
                + "\(diff.result.deletions.count) deleted, \(diff.result.insertions.count) inserted, "
                + "\(diff.result.moves.count) moved")
        let largeRow = tenTimesRow(
            "ListDiff, 10× the items", items: large.old.count, seconds: largeDiff.seconds, of: diffRow,
            "ListDiff")
        let applyRow = BenchmarkRow(
            scenario: scenario, name: "CellSection.apply + \(terminal.height)-line frame",
            items: small.old.count, medianSeconds: apply.seconds,
            note: "\(apply.result) bytes to the terminal")
        let tableRow = BenchmarkRow(
            scenario: scenario, name: "Dictionary alone: insert + find ids", items: small.old.count,
            medianSeconds: table.seconds)
        let largeTableRow = tenTimesRow(
            "Dictionary alone, 10× the items", items: large.old.count, seconds: largeTable.seconds,
            of: tableRow, "the Dictionary")
        let passRow = BenchmarkRow(
            scenario: scenario, name: "one pass over the ids", items: small.old.count,
            medianSeconds: pass.seconds)
        let largePassRow = tenTimesRow(
            "one pass, 10× the items", items: large.old.count, seconds: largePass.seconds, of: passRow,
            "one pass")
        return [
            swiftRow, diffRow.compared(with: swiftRow), largeRow, applyRow.compared(with: diffRow), tableRow,
            largeTableRow, passRow, largePassRow,
        ]
    }

    /// The row of a measurement at ten times the items, compared with the smaller list's row per
    /// item, with a note of the ratio of the two times: the figure the linearity target reads.
    static func tenTimesRow(
        _ name: String, items: Int, seconds: Double, of small: BenchmarkRow, _ what: String
    ) -> BenchmarkRow {
        BenchmarkRow(
            scenario: scenario, name: name, items: items, medianSeconds: seconds,
            note: String(format: "%.1f× the time of ", seconds / small.medianSeconds) + what
        ).compared(with: small)
    }

    /// Inserts `count` ids into a dictionary and finds each again, as a diff's identity table does.
    static func hashTable(_ count: Int) -> Int {
        var table: [Int: Int] = [:]
        table.reserveCapacity(count)
        for id in 0..<count { table[id] = id }
        var found = 0
        for id in 0..<count where table[id] != nil { found += 1 }
        return found
    }

    /// Notes each new record's place in an array indexed by id, then reads it back in old order:
    /// one array written and two lists read in order, less than any diff does.
    static func linearPass(_ list: EditedList) -> Int {
        var placeOfID = [Int](repeating: -1, count: list.old.count)
        for (place, record) in list.new.enumerated() where record.id < placeOfID.count {
            placeOfID[record.id] = place
        }
        var sum = 0
        for record in list.old { sum &+= placeOfID[record.id] }
        return sum
    }

    /// Applies the edit to a section shown on a terminal, and redraws the frame; returns the
    /// bytes the redraw wrote.
    @MainActor
    static func measureApply(_ list: EditedList, runs: Int) throws -> (seconds: Double, result: Int) {
        let factory = CollectionFactory()
        try factory.register(DiffRecordViewModel.init)
        let view = CollectionView(factory: factory)
        view.register(DiffRecordCell.self, forCellWithReuseIdentifier: "record")
        let section = CellSection(factory: factory)
        let live = LiveCollectionView(view: view, screen: DiffScreen(section: section), width: terminal.width)
        var writer = FrameWriter(mode: .inPlace(height: terminal.height))
        var sink = CountingSink(NullDevice.open())
        defer { try? NullDevice.close(&sink.base) }
        var before = 0
        var shown: [DiffRecord] = []
        return try Stopwatch.median(runs: runs) {
            try section.apply(ListDiff(from: shown, to: list.old), items: list.old)
            shown = list.old
            try writer.show(live.frame(lineLimit: writer.liveLineLimit), to: &sink)
            before = sink.count
        } _: {
            // The diff is computed and applied, as a screen view model does.
            try section.apply(ListDiff(from: shown, to: list.new), items: list.new)
            shown = list.new
            try writer.show(live.frame(lineLimit: writer.liveLineLimit), to: &sink)
            return sink.count - before
        }
    }
}
