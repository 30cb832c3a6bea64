import CellFactoryTesting
import MixedListCells
import MixedListCommand
import MixedListJSON
import MixedListViewModels
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

    @Test("deferred batches, from the smallest up: the items and texts of reading one at a time")
    func deferredBatches() async throws {
        var random = SeededGenerator(seed: 0xBA7)
        var lines: [String] = []
        for index in 0..<40_000 {
            switch Int.random(in: 0..<500, using: &random) {
            case 0: lines.append("{oops \(index)")
            case 1: lines.append(#"{"type":"account","name":5}"#)
            case 2: lines.append(#"{"kind":"other","n":[\#(index)]}"#)
            default: lines.append(ItemDecoderTextTests.record(&random))
            }
        }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let factory = try MixedListCells.makeFactory()

        // One element at a time, as a render reads them.
        var expected: [String] = []
        var expectedTexts: [String] = []
        var dispatcher = factory.makeDispatcher()
        let stream = ItemStream(
            input: MemoryInput(bytes), source: "in", format: nil, keepGoing: true, warnings: { _ in })
        while let element = stream.next() {
            guard case .item(let item) = element else { continue }
            expected.append(String(reflecting: item))
            expectedTexts.append(dispatcher.searchText(for: item))
        }

        let failures = DeferredRecords.Failures()
        var items: [String] = []
        var texts: [String] = []
        var sizes: [Int] = []
        var malformedAfterTheFirst = 0
        var malformedCount = -1
        for await batch in ItemReader.start(
            MemoryInput(bytes, chunkSize: 4096), source: "in", format: nil, keepGoing: true,
            deferringWith: factory, failures: failures)
        {
            switch batch {
            case .deferred(let deferred):
                let count = deferred.searchTexts.count
                for index in 0..<count {
                    let item = deferred.item(at: index)
                    items.append(String(reflecting: item))
                    texts.append(String(decoding: deferred.searchTexts.utf8(at: index), as: UTF8.self))
                    if !sizes.isEmpty, item is MalformedElement { malformedAfterTheFirst += 1 }
                }
                sizes.append(count)
            case .items:
                Issue.record("a batch of items, not deferred")
            case .finished(_, let stopError, let malformed):
                #expect(stopError == nil)
                malformedCount = malformed
            }
        }
        #expect(items == expected)
        #expect(texts == expectedTexts)
        #expect(failures.count == 0)
        #expect(malformedCount == stream.malformedCount && malformedCount > 0)
        // Batches start small and grow; malformed elements come in later ones too, with their
        // indices in the whole input (they are in `expected`).
        #expect(sizes.count > 3 && sizes.first ?? 0 <= 64)
        #expect(malformedAfterTheFirst > 0)
    }
}
