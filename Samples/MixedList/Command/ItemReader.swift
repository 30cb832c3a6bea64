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
        /// Items read since the last batch as their search texts and records, to be made when
        /// shown, when the reading was given a factory.
        case deferred(DeferredRecords)
        /// The input ended, or stopped on a bad element; `malformedCount` elements were shown as
        /// rows under `--keep-going`.
        case finished(warnings: [String], stopError: InputError?, malformedCount: Int)

        /// What a batch read, to send; `nil` when it read nothing.
        init?(
            _ contents: consuming sending ItemBatch.Contents, firstIndex: Int, recordsOnly: Bool,
            failures: DeferredRecords.Failures
        ) {
            guard contents.count > 0 else { return nil }
            if let texts = contents.texts {
                self = .deferred(
                    DeferredRecords(
                        texts: texts, records: contents.records ?? RecordLog(), firstIndex: firstIndex,
                        recordsOnly: recordsOnly, failures: failures))
            } else {
                self = .items(contents.items, records: contents.records)
            }
        }
    }

    /// The first batch is small, so the first screen of rows arrives at once; each later batch
    /// doubles, up to the largest, which keeps the handing over cheap for a million items.
    static let firstBatchSize = 64
    static let largestBatchSize = 65_536

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
    ///   - deferringWith: The factory whose registrations give the items' search texts, for
    ///     batches of ``Batch/deferred(_:)``, which keep only those and the records; `nil` for
    ///     batches of items. Items of `--records` are always sent as items.
    ///   - failures: Counts the deferred records that fail to make their items when the list
    ///     asks for them.
    /// - Returns: The batches, ending after ``Batch/finished(warnings:stopError:malformedCount:)``.
    ///   When the stream is dropped or its reader cancelled, the thread stops after its current
    ///   batch.
    package static func start(
        _ input: consuming sending any ByteInput, source: String, format: JSONInputFormat?, keepGoing: Bool,
        records: RecordPath? = nil, recordsOnly: Bool = false, keepsRecords: Bool = false,
        deferringWith factory: CollectionFactory? = nil, failures: DeferredRecords.Failures = .init()
    ) -> AsyncStream<Batch> {
        let factory = records == nil ? factory : nil
        let (batches, continuation) = AsyncStream<Batch>.makeStream()
        let handOver = Mutex<(any ByteInput)?>(input)
        let isAbandoned = Atomic<Bool>(false)
        continuation.onTermination = { _ in isAbandoned.store(true, ordering: .relaxed) }
        let thread = Thread {
            guard let input = handOver.withLock({ $0.take() }) else { return }
            let warnings = WarningList()
            // Given items, the main actor makes their search texts as they arrive: lanes beside
            // this thread leave it a core, so the reading does not slow it down. Deferred items
            // come with their texts, and read on every core.
            var plan = ItemLanes.Plan.standard
            if factory == nil { plan.lanes = max(1, plan.lanes - 1) }
            let stream = ItemStream(
                input: input, source: source, format: format, keepGoing: keepGoing, records: records,
                recordsOnly: recordsOnly, plan: plan, warnings: { warnings.messages.append($0) })
            var batchSize = firstBatchSize
            var isAtEnd = false
            var firstIndex = 0
            while !isAtEnd && !isAbandoned.load(ordering: .relaxed) {
                let batch = nextBatch(
                    from: stream, size: batchSize,
                    keeping: ItemLanes.Keeping(records: keepsRecords, texts: factory), isAtEnd: &isAtEnd)
                let count = batch.count
                if let sent = Batch(
                    batch, firstIndex: firstIndex, recordsOnly: recordsOnly, failures: failures)
                {
                    continuation.yield(sent)
                }
                firstIndex += count
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
        -> sending ItemBatch.Contents
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
                if keeping.records || keeping.search != nil || keeping.texts != nil {
                    stream.appendLastRecordText(to: &record)
                }
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
