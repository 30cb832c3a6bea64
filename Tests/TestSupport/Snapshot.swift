import Foundation
import Testing

/// Compares rendered text with a golden file kept in `Snapshots/` next to the calling test file.
///
/// Set `CELLFACTORY_RECORD_SNAPSHOTS=1` to write the golden files anew instead of comparing; read
/// the diff before committing them. A mismatch is reported line by line, with invisible
/// characters (spaces at the end, escapes, tabs) made visible.
public func assertSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")
    let file = directory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["CELLFACTORY_RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
        } catch {
            Issue.record("cannot record \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expectedData = FileManager.default.contents(atPath: file.path) else {
        Issue.record(
            "no golden file \(file.path); run the tests with CELLFACTORY_RECORD_SNAPSHOTS=1 to record it",
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: expectedData, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        Comment(
            rawValue:
                "output differs from \(name).txt (- golden, + actual):\n\(lineDifference(expected, actual))"),
        sourceLocation: sourceLocation)
}

/// The lines that differ, each shown with `⏎` at its end and escapes spelled out.
public func lineDifference(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for index in 0..<max(old.count, new.count) {
        let oldLine = index < old.count ? String(old[index]) : nil
        let newLine = index < new.count ? String(new[index]) : nil
        guard oldLine != newLine else { continue }
        if let oldLine { report.append("\(index + 1) - \(visible(oldLine))") }
        if let newLine { report.append("\(index + 1) + \(visible(newLine))") }
    }
    return report.joined(separator: "\n")
}

/// Text with control characters spelled out and the line's end marked.
public func visible(_ line: String) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
        switch scalar.value {
        case 0x1B: result += "\\e"
        case 0x09: result += "\\t"
        case 0x0D: result += "\\r"
        case 0x00..<0x20, 0x7F...0x9F: result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "⏎"
}
