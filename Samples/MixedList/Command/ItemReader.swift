import CellFactory
import Foundation
import MixedListJSON
import Synchronization

/// Reads `mixed-list`'s input on a thread of its own and hands the items over in batches, so an
/// interactive list can show the first rows while the rest is still being read, and keys are
/// never kept waiting by a slow pipe.
///
/// Headers and footers are items like the others: `mixed-list`'s interactive list starts no
/// sections.
package enum ItemReader {
    /// What the reading thread sends.
    package enum Batch {
        /// Items read since the last batch, in input order, with the records they were read from
        /// when those are kept.
        case items([Any], records: RecordLog?)
        /// The input ended, or stopped on a bad element; `malformedCount` elements were shown as
        /// rows under `--keep-going`.
        case finished(warnings: [String], stopError: InputError?, malformedCount: Int)
    }

    /// The first batch is small, so the first screen of rows arrives at once; each later batch
    /// doubles, up to the largest, which keeps the handing over cheap for a million items.
    static let firstBatchSize = 64
    static let largestBatchSize = 16_384

    /// Starts reading on a new thread.
    ///
    /// - Parameters:
    ///   - input: The bytes; they belong to the reading thread from now on.
    ///   - source: The input's name, for messages.
    ///   - format: The format, or `nil` to tell it from the input.
    ///   - keepGoing: Whether a malformed element becomes a row rather than the end.
    ///   - records: Where each document holds the array whose elements are the items
    ///     (`--records`).
    ///   - recordsOnly: Whether every element is a record for declared views.
    ///   - keepsRecords: Whether each batch carries the records its items were read from.
    /// - Returns: The batches, ending after ``Batch/finished(warnings:stopError:malformedCount:)``.
    ///   When the stream is dropped or its reader cancelled, the thread stops after its current
    ///   batch.
    package static func start(
        _ input: consuming sending any ByteInput, source: String, format: JSONInputFormat?, keepGoing: Bool,
        records: RecordPath? = nil, recordsOnly: Bool = false, keepsRecords: Bool = false
    ) -> AsyncStream<Batch> {
        let (batches, continuation) = AsyncStream<Batch>.makeStream()
        let handOver = Mutex<(any ByteInput)?>(input)
        let isAbandoned = Atomic<Bool>(false)
        continuation.onTermination = { _ in isAbandoned.store(true, ordering: .relaxed) }
        let thread = Thread {
            guard let input = handOver.withLock({ $0.take() }) else { return }
            let warnings = WarningList()
            // The main actor makes the items' search texts as they arrive: lanes beside this
            // thread leave it a core, so the reading does not slow it down.
            var plan = ItemLanes.Plan.standard
            plan.lanes = max(1, plan.lanes - 1)
            let stream = ItemStream(
                input: input, source: source, format: format, keepGoing: keepGoing, records: records,
                recordsOnly: recordsOnly, plan: plan, warnings: { warnings.messages.append($0) })
            var batchSize = firstBatchSize
            var isAtEnd = false
            while !isAtEnd && !isAbandoned.load(ordering: .relaxed) {
                let (batch, records, _, _) = nextBatch(
                    from: stream, size: batchSize, keeping: ItemLanes.Keeping(records: keepsRecords),
                    isAtEnd: &isAtEnd)
                if !batch.isEmpty { continuation.yield(.items(batch, records: records)) }
                batchSize = min(batchSize * 2, largestBatchSize)
            }
            stream.reportPendingWarnings()
            continuation.yield(
                .finished(
                    warnings: warnings.messages, stopError: stream.stopError,
                    malformedCount: stream.malformedCount))
            continuation.finish()
        }
        thread.start()
        return batches
    }

    /// The next items, up to `size` of them: fewer when the input pauses or ends.
    ///
    /// A function of its own so that each batch is a value of its own, which the compiler can see
    /// is safe to hand to another thread.
    ///
    /// - Parameters:
    ///   - stream: The stream.
    ///   - size: How many items at most.
    ///   - keeping: What to keep of each item, and the query to match it against, as the
    ///     items are read, on every core for long runs of lines.
    ///   - isAtEnd: Set when the stream has ended.
    package static func nextBatch(
        from stream: ItemStream, size: Int, keeping: ItemLanes.Keeping, isAtEnd: inout Bool
    )
        -> sending (items: [Any], records: RecordLog?, matches: [RecordMatches], count: Int)
    {
        var batch = ItemBatch(keeping: keeping)
        filling: while batch.count < size {
            stream.appendRecognizedItems(to: &batch, limit: size)
            guard batch.count < size else { break }
            guard let element = stream.next() else {
                isAtEnd = true
                break
            }
            switch element {
            case .item(let item), .header(let item), .footer(let item):
                // The record's bytes are taken first: the batch never holds on to the stream.
                var record: [UInt8] = []
                if keeping.records || keeping.search != nil { stream.appendLastRecordText(to: &record) }
                batch.append(item, record: record)
            case .pause:
                // The input is quiet: what has arrived is shown now.
                if batch.count > 0 { break filling }
            }
        }
        return batch.finish()
    }

    /// The warnings of one read, kept by the reading thread until the end.
    private final class WarningList {
        var messages: [String] = []
    }
}
