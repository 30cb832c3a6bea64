import CellFactory
import Foundation
import MixedListJSON
import MixedListViewModels
import TextCells
import TextTerminal

/// Items read as their search texts and the records they come from, made only when the list
/// needs them: what `mixed-list --interactive` keeps of a long input (except in a table layout,
/// whose widths need the items). Reading them needs no item made, only a text found.
///
/// An item is made from its record as the reading made it. Should a record fail to make one
/// then, its row is a malformed element that says why, and the failure is counted in
/// ``failures``.
package struct DeferredRecords: DeferredItems {
    /// Each item's search text.
    package let searchTexts: SearchTexts
    /// Each item's record; empty for a malformed element.
    package let records: RecordLog
    /// The malformed elements, by index among these items.
    private let malformed: [Int: MalformedElement]
    /// The index in the input of the first of these items.
    private let firstIndex: Int
    /// Whether every element is a record for declared views.
    private let recordsOnly: Bool
    /// Counts the records that failed to make their items.
    package let failures: Failures

    /// Items read as texts and records.
    ///
    /// - Parameters:
    ///   - texts: Each item's search text, with the malformed elements among them by index.
    ///   - records: Each item's record: empty for a malformed element.
    ///   - firstIndex: The index in the input of the first of these items.
    ///   - recordsOnly: Whether every element is a record for declared views.
    ///   - failures: Counts the records that fail to make their items.
    package init(
        texts: (texts: SearchTexts, malformed: [Int: MalformedElement]), records: RecordLog, firstIndex: Int,
        recordsOnly: Bool, failures: Failures
    ) {
        precondition(texts.texts.count == records.count, "DeferredRecords: a record per text")
        searchTexts = texts.texts
        malformed = texts.malformed
        self.records = records
        self.firstIndex = firstIndex
        self.recordsOnly = recordsOnly
        self.failures = failures
    }

    package func item(at index: Int) -> Any {
        if let element = malformed[index] { return element }
        do {
            return try ItemDecoder.item(fromRecord: records[index], recordsOnly: recordsOnly)
        } catch {
            failures.note(firstIndex + index)
            return MalformedElement(
                index: firstIndex + index, line: error.position?.line ?? 1,
                column: error.position?.column ?? 1,
                problem:
                    "\(error.problem) (found when it was made again to be shown; the line and column are in its record)"
            )
        }
    }

    /// The records, among every batch's, that failed to make their items when the list asked for
    /// them (to draw, measure or choose them).
    ///
    /// `@unchecked Sendable` is sound: every access to `indices` holds `lock` (an `NSLock`, which
    /// the thread sanitizer sees, as `ThreadResults` in ItemLanes says).
    package final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var indices: Set<Int> = []

        /// None yet.
        package init() {}

        /// How many records failed, each counted once however often it was asked for.
        package var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return indices.count
        }

        func note(_ index: Int) {
            lock.lock()
            defer { lock.unlock() }
            indices.insert(index)
        }
    }
}

extension ItemDecoder {
    /// The item an element's record stands for, made again from the record's text.
    ///
    /// - Parameters:
    ///   - record: The element's text, as it was in the input.
    ///   - recordsOnly: Whether every element is a record for declared views.
    /// - Throws: ``InputError`` when the text is not one JSON value, or is a record with missing
    ///   or mistyped fields; its position is in the record.
    package static func item(fromRecord record: ArraySlice<UInt8>, recordsOnly: Bool) throws(InputError)
        -> any Sendable
    {
        var reader = JSONStreamReader(format: .document)
        reader.append(record)
        reader.finishInput()
        let source = "the record"
        switch reader.next() {
        case .element(let value, _, let position):
            do {
                return try item(from: value, recordsOnly: recordsOnly)
            } catch {
                throw InputError(
                    source: source, position: position, field: error.field, message: error.message)
            }
        case .malformed(let error, _):
            throw InputError(source: source, position: error.position, message: error.message)
        case .needsInput, .end:
            throw InputError(source: source, message: "the record is empty")
        }
    }
}
