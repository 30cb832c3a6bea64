import CellFactoryTesting
import Foundation
import Testing

@Suite("Golden files")
struct SnapshotTests {
    /// A test file path in a fresh temporary folder, so recording writes nothing into the repository.
    private func scratchTestFile() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellfactory-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("SomeTests.swift").path
    }

    @Test("recording writes the file beside the test; comparing then matches or reports the lines")
    func recordThenCompare() throws {
        let testFile = try scratchTestFile()
        let golden = GoldenFile(named: "row", besideTestFile: testFile)
        #expect(golden.url.path.hasSuffix("/Snapshots/row.txt"))
        #expect(golden.compare("Ada\n", recording: false) == .missing(path: golden.url.path))
        #expect(golden.compare("Ada\n", recording: true) == .recorded(path: golden.url.path))
        #expect(golden.compare("Ada\n", recording: false) == .matched)
        let outcome = golden.compare("Ada \u{1B}[1m\n", recording: false)
        #expect(outcome == .differs(path: golden.url.path, report: "1 - Ada⏎\n1 + Ada \\e[1m⏎"))
        #expect(!outcome.passed)
        #expect(
            outcome.description.hasPrefix(
                "output differs from \(golden.url.path) (- golden, + actual):\n1 - "))
        try FileManager.default.removeItem(
            at: golden.url.deletingLastPathComponent().deletingLastPathComponent())
    }

    @Test("a file that cannot be written is reported, not ignored")
    func recordingFails() throws {
        let testFile = try scratchTestFile()
        let blocker = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(
            "Snapshots")
        try Data("a file where the folder should be".utf8).write(to: blocker)
        let outcome = GoldenFile(named: "row", besideTestFile: testFile).compare("x", recording: true)
        guard case .recordingFailed(let path, _) = outcome else {
            Issue.record("expected a recording failure, got \(outcome)")
            return
        }
        #expect(path.hasSuffix("Snapshots/row.txt"))
        #expect(!outcome.passed)
        #expect(outcome.description.hasPrefix("cannot record "))
        try FileManager.default.removeItem(at: blocker.deletingLastPathComponent())
    }

    @Test("the environment variable switches to recording")
    func recordingSwitch() {
        #expect(GoldenFile.recordVariable == "CELLFACTORY_RECORD_SNAPSHOTS")
        #expect(GoldenFile.isRecording(in: ["CELLFACTORY_RECORD_SNAPSHOTS": "1"]))
        #expect(!GoldenFile.isRecording(in: ["CELLFACTORY_RECORD_SNAPSHOTS": "0"]))
        #expect(!GoldenFile.isRecording(in: [:]))
    }

    @Test("outcomes explain themselves")
    func outcomes() {
        #expect(SnapshotOutcome.matched.passed && SnapshotOutcome.recorded(path: "/a").passed)
        #expect(SnapshotOutcome.matched.description == "matches its golden file")
        #expect(
            SnapshotOutcome.recorded(path: "/a").description == "recorded /a; read it before committing it")
        #expect(
            SnapshotOutcome.missing(path: "/a").description
                == "no golden file /a; run the tests with CELLFACTORY_RECORD_SNAPSHOTS=1 to record it, then read it"
        )
    }

    @Test("differences show only changed lines, with invisible characters spelled out")
    func difference() {
        #expect(TextDifference.report(expected: "a\nb\n", actual: "a\nb\n").isEmpty)
        #expect(TextDifference.report(expected: "a\nb", actual: "a\nB\nc") == "2 - b⏎\n2 + B⏎\n3 + c⏎")
        #expect(TextDifference.report(expected: "a\nb", actual: "a") == "2 - b⏎")
        #expect(TextDifference.visible("\u{1B}[0m\tx\r\u{7}\u{85} é ") == "\\e[0m\\tx\\r\\u{7}\\u{85} é ⏎")
    }

    // While goldens are being recorded this test would overwrite its golden file with the wrong
    // text on purpose, so it runs only when comparing.
    @Test(
        "expectSnapshot compares with the golden file next to this test and records a mismatch",
        .enabled(if: !GoldenFile.isRecording()))
    func expectation() {
        #expect(checkSnapshot("Ada (Countess)\nGrace\n", named: "people") == .matched)
        var outcome = SnapshotOutcome.matched
        withKnownIssue {
            outcome = checkSnapshot("Ada\n", named: "people")
        }
        guard case .differs(_, let report) = outcome else {
            Issue.record("expected a difference, got \(outcome)")
            return
        }
        #expect(report == "1 - Ada (Countess)⏎\n1 + Ada⏎\n2 - Grace⏎\n2 + ⏎\n3 - ⏎")
    }
}
