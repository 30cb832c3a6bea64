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
}
