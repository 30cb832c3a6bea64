import Foundation

/// A peer program the scenarios time beside the package's own: found on `PATH`, run as a process
/// with its output to `/dev/null`.
enum PeerProgram {
    /// The path of `name` in the first directory of `path` (by default `PATH`) that has it, or
    /// `nil` when none does.
    static func find(
        _ name: String, path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    )
        -> String?
    {
        path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a program with its output to `/dev/null`; its exit status must be 0 or 1 (fzf's and
    /// `mixed-list --filter`'s when nothing matches, as a tiny run's records may not).
    ///
    /// - Parameters:
    ///   - program: The program's path.
    ///   - arguments: Its arguments.
    ///   - input: The file its standard input reads, if any.
    ///   - scenario: The scenario, for the message.
    static func runToNull(_ program: String, _ arguments: [String], input: URL?, scenario: String) throws
        -> Int32
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 || process.terminationStatus == 1 else {
            throw BenchmarkError(
                "\(scenario): \(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)"
            )
        }
        return process.terminationStatus
    }
}
