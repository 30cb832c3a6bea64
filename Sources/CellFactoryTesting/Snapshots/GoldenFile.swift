import Foundation

/// A golden text file kept in a `Snapshots` folder next to the test file that uses it.
///
/// Goldens are plain UTF-8 text, compared byte for byte, so a diff in review shows exactly what
/// changed on screen. Set the environment variable ``recordVariable`` to `1` to write them anew
/// instead of comparing, then read every changed file before committing it.
package struct GoldenFile: Hashable, Sendable {
    /// The environment variable that switches comparing to recording: `CELLFACTORY_RECORD_SNAPSHOTS`.
    package static let recordVariable = "CELLFACTORY_RECORD_SNAPSHOTS"

    /// The file's location.
    package let url: URL

    /// The golden file of a name, beside a test file.
    ///
    /// - Parameters:
    ///   - name: The snapshot's name, without the `.txt` extension; unique within the folder.
    ///   - filePath: The test file, usually `#filePath`.
    package init(named name: String, besideTestFile filePath: String) {
        url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
            .appendingPathComponent(name + ".txt")
    }

    /// Whether the environment asks for recording.
    ///
    /// - Parameter environment: The process environment.
    package static func isRecording(
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        environment[recordVariable] == "1"
    }

    /// Compares text with the file, or records it when `recording` is set.
    ///
    /// - Parameters:
    ///   - actual: The text produced now.
    ///   - recording: Whether to write `actual` as the new golden text.
    /// - Returns: What was found, or what was written.
    package func compare(_ actual: String, recording: Bool = GoldenFile.isRecording()) -> SnapshotOutcome {
        if recording {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                return .recorded(path: url.path)
            } catch {
                return .recordingFailed(path: url.path, reason: "\(error)")
            }
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .missing(path: url.path)
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return .matched }
        return .differs(path: url.path, report: TextDifference.report(expected: expected, actual: actual))
    }
}
