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
        let clock = ContinuousClock()
        var times: [Double] = []
        var result: Result?
        for _ in 0..<max(runs, 1) {
            let start = clock.now
            result = try body()
            let elapsed = start.duration(to: clock.now)
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        times.sort()
        // `result` is set: the loop runs at least once.
        return (times[times.count / 2], result!)
    }
}
