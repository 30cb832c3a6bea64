import Foundation
import MixedListJSON
import Synchronization

/// Reads `mixed-list`'s input on a thread of its own and hands the items over in batches, so an
/// interactive list can show the first rows while the rest is still being read, and keys are
/// never kept waiting by a slow pipe.
///
/// Headers and footers are items like the others: an interactive list has no sections.
enum ItemReader {
    /// What the reading thread sends.
    enum Batch {
        /// Items read since the last batch, in input order.
        case items([Any])
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
    /// - Returns: The batches, ending after ``Batch/finished(warnings:stopError:malformedCount:)``.
    ///   When the stream is dropped or its reader cancelled, the thread stops after its current
    ///   batch.
    static func start(
        _ input: consuming sending any ByteInput, source: String, format: JSONInputFormat?, keepGoing: Bool
    ) -> AsyncStream<Batch> {
        let (batches, continuation) = AsyncStream<Batch>.makeStream()
        let handOver = Mutex<(any ByteInput)?>(input)
        let isAbandoned = Atomic<Bool>(false)
        continuation.onTermination = { _ in isAbandoned.store(true, ordering: .relaxed) }
        let thread = Thread {
            guard let input = handOver.withLock({ $0.take() }) else { return }
            let warnings = WarningList()
            let stream = ItemStream(
                input: input, source: source, format: format, keepGoing: keepGoing,
                warnings: { warnings.messages.append($0) })
            var batchSize = firstBatchSize
            var isAtEnd = false
            while !isAtEnd && !isAbandoned.load(ordering: .relaxed) {
                let batch = nextBatch(from: stream, size: batchSize, isAtEnd: &isAtEnd)
                if !batch.isEmpty { continuation.yield(.items(batch)) }
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
    private static func nextBatch(from stream: ItemStream, size: Int, isAtEnd: inout Bool) -> sending [Any] {
        var batch: [Any] = []
        filling: while batch.count < size {
            guard let element = stream.next() else {
                isAtEnd = true
                break
            }
            switch element {
            case .item(let item), .header(let item), .footer(let item):
                batch.append(item)
            case .pause:
                // The input is quiet: what has arrived is shown now.
                if !batch.isEmpty { break filling }
            }
        }
        return batch
    }

    /// The warnings of one read, kept by the reading thread until the end.
    private final class WarningList {
        var messages: [String] = []
    }
}
