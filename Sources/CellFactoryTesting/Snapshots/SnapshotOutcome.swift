/// What comparing rendered text with its golden file found.
package enum SnapshotOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The text equals the golden file.
    case matched
    /// Recording was asked for, and the text was written to the file at this path.
    case recorded(path: String)
    /// There is no golden file at this path yet.
    case missing(path: String)
    /// The text differs from the golden file at this path; the report shows how, line by line.
    case differs(path: String, report: String)
    /// Recording was asked for, but the file could not be written.
    case recordingFailed(path: String, reason: String)

    /// Whether a test should pass: the text matched, or it was recorded.
    package var passed: Bool {
        switch self {
        case .matched, .recorded: true
        case .missing, .differs, .recordingFailed: false
        }
    }

    /// What happened, in words a test log can show as it is.
    package var description: String {
        switch self {
        case .matched:
            return "matches its golden file"
        case .recorded(let path):
            return "recorded \(path); read it before committing it"
        case .missing(let path):
            return "no golden file \(path); run the tests with "
                + "\(GoldenFile.recordVariable)=1 to record it, then read it"
        case .differs(let path, let report):
            return "output differs from \(path) (- golden, + actual):\n\(report)"
        case .recordingFailed(let path, let reason):
            return "cannot record \(path): \(reason)"
        }
    }
}
