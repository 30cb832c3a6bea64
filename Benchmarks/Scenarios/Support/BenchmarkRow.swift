/// One line of the benchmark table: a path measured, and how it compares with its baseline.
public struct BenchmarkRow: Sendable, Equatable {
    /// The scenario, such as `1 dispatch`.
    public var scenario: String
    /// What was measured, such as `registry, 3 types`.
    public var name: String
    /// How many items one run handles.
    public var items: Int
    /// The median time of one run, in seconds.
    public var medianSeconds: Double
    /// The row this one is compared with, from the same run of the program.
    public var baseline: String?
    /// This row's time per item divided by the baseline's: under 1 is faster.
    public var ratio: Double?
    /// Anything else measured: bytes written, peak memory, cells created.
    public var note: String

    /// Creates a row.
    public init(
        scenario: String, name: String, items: Int, medianSeconds: Double, baseline: String? = nil,
        ratio: Double? = nil, note: String = ""
    ) {
        self.scenario = scenario
        self.name = name
        self.items = items
        self.medianSeconds = medianSeconds
        self.baseline = baseline
        self.ratio = ratio
        self.note = note
    }

    /// Items per second at the median.
    public var itemsPerSecond: Double {
        medianSeconds > 0 ? Double(items) / medianSeconds : 0
    }

    /// The same row compared with a baseline row.
    public func compared(with baseline: BenchmarkRow) -> BenchmarkRow {
        var row = self
        row.baseline = baseline.name
        let baselinePerItem = baseline.medianSeconds / Double(max(baseline.items, 1))
        row.ratio = baselinePerItem > 0 ? medianSeconds / Double(max(items, 1)) / baselinePerItem : nil
        return row
    }
}
