import Testing
import TextCells

@testable import TextTerminal

@Suite("Item chunks")
struct ItemChunksTests {
    /// Batches of every size around the one kept whole, against one flat array.
    @Test(
        "items come back in order, whatever the batch sizes",
        arguments: [
            [1, 1, 1], [1_023, 1, 1_024, 5], [1_024, 1_024], [3, 2_000, 7, 1_023, 1_025, 1],
            Array(repeating: 1, count: 3_000), [0, 0, 4, 0],
        ])
    func order(batchSizes: [Int]) {
        var chunks = ItemChunks()
        var flat: [Any] = []
        for size in batchSizes {
            // Strings among the numbers, so that items of more than one type are kept.
            let batch: [Any] = (flat.count..<flat.count + size).map { (index: Int) -> Any in
                index % 3 == 0 ? String(index) : index
            }
            chunks.append(contentsOf: batch)
            flat += batch
            #expect(chunks.count == flat.count)
        }
        for index in flat.indices {
            #expect(String(describing: chunks[index]) == String(describing: flat[index]))
        }
    }

    @Test("an empty list has no items")
    func empty() {
        var chunks = ItemChunks()
        chunks.append(contentsOf: [])
        #expect(chunks.count == 0)
    }

    /// Numbers made when asked for, counting how often.
    private struct Numbers: DeferredItems {
        var searchTexts = SearchTexts()
        let first: Int
        let made: Counter

        init(_ range: Range<Int>, made: Counter) {
            for number in range { searchTexts.append(String(number)) }
            first = range.lowerBound
            self.made = made
        }

        func item(at index: Int) -> Any {
            made.add()
            return first + index
        }
    }

    @Test("deferred items among others come back in order, each made only when asked for")
    func deferred() {
        let made = Counter()
        var chunks = ItemChunks()
        chunks.append(contentsOf: [0, 1, 2] as [Any])
        chunks.append(deferred: Numbers(3..<2_000, made: made))
        chunks.append(contentsOf: [2_000] as [Any])
        chunks.append(deferred: Numbers(2_001..<2_001, made: made))
        chunks.append(deferred: Numbers(2_001..<2_005, made: made))
        chunks.append(contentsOf: (2_005..<2_010).map { $0 as Any })
        #expect(chunks.count == 2_010)
        #expect(made.count == 0)
        for index in 0..<2_010 { #expect(chunks[index] as? Int == index) }
        #expect(made.count == 2_001)
    }
}
