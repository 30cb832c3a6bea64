public import Testing

/// Expects rendered text to equal its golden file in `Snapshots/` next to the calling test file.
///
/// A mismatch is recorded as a Swift Testing issue that shows the differing lines with invisible
/// characters made visible. Run the tests with `CELLFACTORY_RECORD_SNAPSHOTS=1` to write the golden
/// files instead, and read them before committing.
///
/// ```swift
/// @Test func accountRow() throws {
///     let text = try renderRow(of: AccountCellViewModel(), showing: Account(name: "Ada"),
///                              in: AccountCell.self, width: 40)
///     expectSnapshot(text, named: "account-40")
/// }
/// ```
///
/// - Parameters:
///   - actual: The rendered text.
///   - name: The golden file's name without `.txt`, unique within the test file's folder.
///   - filePath: The test file; leave the default.
///   - sourceLocation: Where a failure is reported; leave the default.
public func expectSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkSnapshot(actual, named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// ``expectSnapshot(_:named:filePath:sourceLocation:)``, returning what the comparison found.
@discardableResult
package func checkSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
    let outcome = GoldenFile(named: name, besideTestFile: filePath).compare(actual)
    if !outcome.passed {
        Issue.record(Comment(rawValue: outcome.description), sourceLocation: sourceLocation)
    }
    return outcome
}
