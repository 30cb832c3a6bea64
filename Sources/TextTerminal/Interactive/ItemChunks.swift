/// The items of a long list, kept as the batches they arrived in: growing never copies the items
/// before, so a list of ten million items never holds two copies of them at once, as one array
/// does while it grows.
///
/// A batch of at least ``adoptedBatchSize`` items is kept as it is, without copying its items;
/// smaller ones are gathered into chunks of that size, so that appending one item at a time does
/// not make a chunk per item.
package struct ItemChunks {
    /// The fewest items a batch needs to be kept whole.
    package static let adoptedBatchSize = 1_024

    private var chunks: [[Any]] = []
    /// The index of each chunk's first item.
    private var starts: [Int] = []
    /// How many items there are.
    package private(set) var count = 0

    package init() {}

    /// The item at an index, in the order items were appended.
    package subscript(index: Int) -> Any {
        // The last chunk whose first item is at or before `index`.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle } else { high = middle }
        }
        return chunks[low][index - starts[low]]
    }

    /// Adds items at the end.
    package mutating func append(contentsOf items: [Any]) {
        guard !items.isEmpty else { return }
        if items.count >= Self.adoptedBatchSize {
            add(items)
            return
        }
        var next = 0
        while next < items.count {
            if let last = chunks.indices.last, chunks[last].count < Self.adoptedBatchSize {
                let taken = min(Self.adoptedBatchSize - chunks[last].count, items.count - next)
                chunks[last].append(contentsOf: items[next..<next + taken])
                next += taken
                count += taken
            } else {
                // A chunk of its own for small batches, with room for the ones after it.
                var chunk: [Any] = []
                chunk.reserveCapacity(Self.adoptedBatchSize)
                add(chunk)
            }
        }
    }

    /// Keeps a batch as the next chunk.
    private mutating func add(_ chunk: [Any]) {
        starts.append(count)
        chunks.append(chunk)
        count += chunk.count
    }
}
