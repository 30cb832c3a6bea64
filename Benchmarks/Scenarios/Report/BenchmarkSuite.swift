import Foundation

/// The scenarios by name, and how many items each handles.
public enum BenchmarkSuite {
    /// The names `--scenario` accepts, in the order they run.
    public static let scenarioNames = [
        "dispatch", "list", "flow", "unicode", "streaming", "mixed-list", "diff", "interactive", "search",
    ]

    /// Runs the named scenarios.
    ///
    /// - Parameters:
    ///   - names: Scenarios from ``scenarioNames``.
    ///   - items: Items per run; streaming compares `items / 100` rows with `items * 10`.
    ///   - runs: Runs per path; the median is reported.
    ///   - executable: This program, to measure streaming in fresh processes; `nil` measures in
    ///     this process.
    ///   - progress: Called with each scenario's rows as soon as it is done.
    @MainActor
    public static func run(
        _ names: [String], items: Int, runs: Int, executable: URL?,
        progress: ([BenchmarkRow]) -> Void = { _ in }
    ) throws -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for name in names {
            let scenarioRows: [BenchmarkRow]
            switch name {
            case "dispatch": scenarioRows = try DispatchScenario.run(items: items, runs: runs)
            case "list": scenarioRows = try RenderScenario.run(.list, items: items, runs: runs)
            case "flow": scenarioRows = try RenderScenario.run(.flow, items: items, runs: runs)
            case "unicode": scenarioRows = try RenderScenario.run(.international, items: items, runs: runs)
            case "streaming":
                scenarioRows = try StreamingScenario.run(
                    rows: [max(items / 100, 1), items * 10], runs: runs, executable: executable)
            case "mixed-list": scenarioRows = try MixedListScenario.run(elements: items, runs: runs)
            case "diff": scenarioRows = try DiffScenario.run(items: items, runs: runs)
            case "interactive": scenarioRows = try InteractiveScenario.run(items: items, runs: runs)
            case "search":
                guard let executable else {
                    throw BenchmarkError(
                        "the search scenario runs mixed-list, which lies beside this program")
                }
                scenarioRows = try SearchScenario.run(
                    items: items, programs: executable.deletingLastPathComponent())
            default:
                throw BenchmarkError(
                    "unknown scenario \"\(name)\"; choose from \(scenarioNames.joined(separator: ", "))")
            }
            progress(scenarioRows)
            rows += scenarioRows
        }
        return rows
    }
}
