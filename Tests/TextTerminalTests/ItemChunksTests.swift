import Testing

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
}
