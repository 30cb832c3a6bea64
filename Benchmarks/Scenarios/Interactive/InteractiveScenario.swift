import CellFactory
import Foundation
import TextCells
import TextTerminal

/// Scenario 8: an interactive list of 1,000 rows against one of 1,000,000 (`items`), filled as
/// the samples fill it (`InteractiveList.append`, view models made for the rows shown): opening
/// it (the first frame written to the terminal), and one keystroke that scrolls the viewport by a
/// row (the key handled, the frame laid out and written).
public enum InteractiveScenario {
    static let scenario = "8 interactive"
    /// The terminal the list is shown on.
    static let terminal = (width: 80, height: 24)
    /// Keystrokes timed together, so that one is not below the clock's resolution; fewer when
    /// the runs would reach the end of the 1,000 rows, where a step no longer scrolls.
    static func stepsPerRun(rows: Int, runs: Int) -> Int {
        max(min(100, (rows - terminal.height - 2) / max(runs, 1)), 1)
    }

    /// Runs the scenario.
    ///
    /// - Throws: ``BenchmarkError`` when the two lists do not show the same screen.
    @MainActor
    public static func run(items: Int, runs: Int) throws -> [BenchmarkRow] {
        let smallCount = 1_000
        let largeCount = max(items, smallCount)
        let small: [Any] = (0..<smallCount).map { DiffRecord(id: $0, title: "record \($0)") }
        let large: [Any] = (0..<largeCount).map { DiffRecord(id: $0, title: "record \($0)") }
        let view = try makeView()

        let openSmall = try Stopwatch.median(runs: runs) { try open(small, view: view).bytes }
        let openLarge = try Stopwatch.median(runs: runs) { try open(large, view: view).bytes }
        // The status line is padded to the width, so both frames are as long.
        guard openSmall.result == openLarge.result else {
            throw BenchmarkError(
                "\(scenario): the first frames differ in length: \(openSmall.result) and \(openLarge.result) bytes"
            )
        }
        let stepSmall = try measureSteps(small, view: view, runs: runs)
        let stepLarge = try measureSteps(large, view: view, runs: runs)

        let openSmallRow = BenchmarkRow(
            scenario: scenario, name: "open: first frame written", items: smallCount,
            medianSeconds: openSmall.seconds, note: "\(openSmall.result) bytes")
        let openLargeRow = timesRow(
            "open, \(largeCount / smallCount)× the rows", items: largeCount, seconds: openLarge.seconds,
            against: openSmallRow)
        let stepSmallRow = BenchmarkRow(
            scenario: scenario, name: "step: ↓ scrolls one row, frame written", items: smallCount,
            medianSeconds: stepSmall.seconds,
            note: "per key; \(stepSmall.scrollBytes) bytes a scroll, \(stepSmall.moveBytes) a move on screen")
        let stepLargeRow = timesRow(
            "step, \(largeCount / smallCount)× the rows", items: largeCount, seconds: stepLarge.seconds,
            against: stepSmallRow)
        return [openSmallRow, openLargeRow, stepSmallRow, stepLargeRow]
    }

    /// A row of the large list, compared with the small list's row by time rather than by time
    /// per row: opening and a step should not grow with the list at all.
    static func timesRow(_ name: String, items: Int, seconds: Double, against small: BenchmarkRow)
        -> BenchmarkRow
    {
        let ratio = seconds / small.medianSeconds
        return BenchmarkRow(
            scenario: scenario, name: name, items: items, medianSeconds: seconds, baseline: small.name,
            ratio: ratio,
            note: String(format: "%.2f× the time of 1,000 rows (the ratio is of times)", ratio))
    }

    @MainActor
    static func makeView() throws -> CollectionView {
        let factory = CollectionFactory()
        // Searched by the title, as the samples register a search text for each type.
        try factory.register(DiffRecordViewModel.init, searchText: { $0.title })
        let view = CollectionView(factory: factory)
        view.register(DiffRecordCell.self, forCellWithReuseIdentifier: "record")
        return view
    }

    /// A list over the items, as a program opens it.
    @MainActor
    static func makeList(_ items: [Any], view: CollectionView) -> InteractiveList {
        let list = InteractiveList(view: view, width: terminal.width, height: terminal.height)
        list.append(contentsOf: items)
        list.finishInput()
        return list
    }

    /// Opens a list and writes its first frame; returns the bytes written.
    @MainActor
    static func open(_ items: [Any], view: CollectionView) throws -> (list: InteractiveList, bytes: Int) {
        let list = makeList(items, view: view)
        var writer = FrameWriter(mode: .fullScreen)
        var sink = CountingSink(MemorySink())
        try writer.show(list.frame(), to: &sink)
        return (list, sink.count)
    }

    /// The median time of one keystroke that scrolls the viewport a row, and the bytes written
    /// for such a step and for a step that only moves the highlight.
    @MainActor
    static func measureSteps(_ items: [Any], view: CollectionView, runs: Int) throws
        -> (seconds: Double, scrollBytes: Int, moveBytes: Int)
    {
        let list = makeList(items, view: view)
        var writer = FrameWriter(mode: .fullScreen)
        var sink = CountingSink(NullDevice.open())
        defer { try? NullDevice.close(&sink.base) }
        try writer.show(list.frame(), to: &sink)
        // On screen: the highlight moves, the viewport stays.
        var before = sink.count
        _ = list.handle(.down)
        try writer.show(list.frame(), to: &sink)
        let moveBytes = sink.count - before
        // To the bottom line: from then on each ↓ scrolls by a row.
        for _ in 0..<terminal.height {
            _ = list.handle(.down)
            try writer.show(list.frame(), to: &sink)
        }
        before = sink.count
        _ = list.handle(.down)
        try writer.show(list.frame(), to: &sink)
        let scrollBytes = sink.count - before
        let steps = stepsPerRun(rows: 1_000, runs: runs)
        let timed = try Stopwatch.median(runs: runs) {
            for _ in 0..<steps {
                _ = list.handle(.down)
                try writer.show(list.frame(), to: &sink)
            }
        }
        return (timed.seconds / Double(steps), scrollBytes, moveBytes)
    }
}
