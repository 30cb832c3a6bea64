import MixedListCommand
import MixedListJSON
import Synchronization
import Testing

/// `ItemReader`, which reads `mixed-list`'s input on a thread of its own for the interactive list.
@Suite("Reading on a thread of its own")
struct ItemReaderTests {
    /// How many times an input was read, from any thread.
    final class ReadCount: Sendable {
        private let count = Atomic<Int>(0)

        func add() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    /// Lines of JSON Lines without end, as from a pipe that never closes but never waits.
    struct EndlessInput: ByteInput {
        let reads: ReadCount
        private let chunk = Array(
            String(repeating: #"{"type":"account","name":"n"}"# + "\n", count: 1000).utf8)

        init(reads: ReadCount) { self.reads = reads }

        mutating func read() throws(ReadFailure) -> ArraySlice<UInt8> {
            reads.add()
            return chunk[...]
        }

        var wouldWait: Bool { false }
    }

    /// Counts the items of the batches until there are `limit`, then drops them.
    private static func count(upTo limit: Int, of batches: AsyncStream<ItemReader.Batch>) async -> Int {
        var items = 0
        for await batch in batches {
            if case .items(let read, _) = batch { items += read.count }
            if items >= limit { break }
        }
        return items
    }

    @Test("quitting early stops the read: an endless input is read no further once the batches are dropped")
    func quittingStopsTheRead() async throws {
        let reads = ReadCount()
        // The interactive list stops iterating when the user quits, and lets go of the batches.
        let items = await Self.count(
            upTo: 20_000,
            of: ItemReader.start(EndlessInput(reads: reads), source: "endless", format: nil, keepGoing: false)
        )
        #expect(items >= 20_000)
        // The thread stops after the batch it is reading: the count of reads settles.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        var last = reads.value
        var stillSince = clock.now
        while clock.now < deadline, clock.now - stillSince < .milliseconds(500) {
            try await Task.sleep(for: .milliseconds(20))
            let now = reads.value
            if now != last { (last, stillSince) = (now, clock.now) }
        }
        #expect(clock.now - stillSince >= .milliseconds(500), "still reading after \(last) reads")
    }
}
