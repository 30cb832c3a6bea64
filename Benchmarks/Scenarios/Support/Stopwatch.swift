/// Runs a body several times and keeps the median, so one slow run on a shared machine does not
/// decide the figure.
public enum Stopwatch {
    /// The median time of `runs` runs of `body`, and what the last run returned.
    ///
    /// The body returns a number derived from its work (bytes written, a checksum), so the
    /// optimiser cannot drop the work, and so two paths can be checked to have done the same.
    public static func median<Result>(runs: Int, _ body: () throws -> Result) rethrows -> (
        seconds: Double, result: Result
    ) {
        try median(runs: runs, prepare: {}, body)
    }

    /// The median time of `runs` runs of `body`, each after an untimed `prepare`, and what the
    /// last run returned.
    public static func median<Result>(
        runs: Int, prepare: () throws -> Void, _ body: () throws -> Result
    ) rethrows -> (seconds: Double, result: Result) {
        let clock = ContinuousClock()
        func timedRun() throws -> (seconds: Double, result: Result) {
            try prepare()
            let start = clock.now
            let result = try body()
            let elapsed = start.duration(to: clock.now)
            return (
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, result
            )
        }
        var (first, result) = try timedRun()
        var times = [first]
        for _ in 1..<max(runs, 1) {
            let run = try timedRun()
            times.append(run.seconds)
            result = run.result
        }
        times.sort()
        return (times[times.count / 2], result)
    }

    /// Two bodies run in turn, `runs` rounds of one then the other: the median time of each, and
    /// the median of the rounds' ratios (`body`'s time over `baseline`'s), with what `body`
    /// returned last.
    ///
    /// A shared machine's speed drifts over seconds; the two runs of one round see about the same
    /// machine, so their ratio moves much less than a ratio of medians taken one after the other.
    public static func interleaved<Result>(
        runs: Int, baseline: () throws -> Result, _ body: () throws -> Result
    ) throws -> (baselineSeconds: Double, seconds: Double, ratio: Double, result: Result) {
        func round() throws -> (baseline: Double, body: Double, result: Result) {
            let before = try median(runs: 1, baseline)
            let after = try median(runs: 1, body)
            return (before.seconds, after.seconds, after.result)
        }
        var rounds = [try round()]
        for _ in 1..<max(runs, 1) { rounds.append(try round()) }
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (
            middle(rounds.map(\.baseline)), middle(rounds.map(\.body)),
            middle(rounds.map { $0.baseline > 0 ? $0.body / $0.baseline : 0 }),
            rounds[rounds.count - 1].result
        )
    }
}
