/// The items of a long list, kept as the batches they arrived in: growing never copies the items
/// before, so a list of ten million items never holds two copies of them at once, as one array
/// does while it grows.
///
/// A batch of at least ``adoptedBatchSize`` items is kept as it is, without copying its items;
/// smaller ones are gathered into chunks of that size, so that appending one item at a time does
/// not make a chunk per item. Deferred items are kept as their host gave them, and made when
/// asked for.
package struct ItemChunks {
    /// The fewest items a batch needs to be kept whole.
    package static let adoptedBatchSize = 1_024

    private enum Chunk {
        case items([Any])
        case deferred(any DeferredItems, count: Int)

        var count: Int {
            switch self {
            case .items(let items): items.count
            case .deferred(_, let count): count
            }
        }
    }

    private var chunks: [Chunk] = []
    /// The index of each chunk's first item.
    private var starts: [Int] = []
    /// How many items there are.
    package private(set) var count = 0

    package init() {}

    /// The item at an index, in the order items were appended; a deferred one is made now.
    package subscript(index: Int) -> Any {
        // The last chunk whose first item is at or before `index`.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle } else { high = middle }
        }
        switch chunks[low] {
        case .items(let items): return items[index - starts[low]]
        case .deferred(let items, _): return items.item(at: index - starts[low])
        }
    }

    /// Adds items at the end.
    package mutating func append(contentsOf items: [Any]) {
        guard !items.isEmpty else { return }
        if items.count >= Self.adoptedBatchSize {
            add(.items(items))
            return
        }
        var next = 0
        while next < items.count {
            if let last = chunks.indices.last, case .items(var gathered) = chunks[last],
                gathered.count < Self.adoptedBatchSize
            {
                let taken = min(Self.adoptedBatchSize - gathered.count, items.count - next)
                // Taken out while it grows, so that appending does not copy it.
                chunks[last] = .items([])
                gathered.append(contentsOf: items[next..<next + taken])
                chunks[last] = .items(gathered)
                next += taken
                count += taken
            } else {
                // A chunk of its own for small batches, with room for the ones after it.
                var chunk: [Any] = []
                chunk.reserveCapacity(Self.adoptedBatchSize)
                add(.items(chunk))
            }
        }
    }

    /// Adds items made only when asked for, at the end.
    package mutating func append(deferred items: some DeferredItems) {
        let added = items.searchTexts.count
        guard added > 0 else { return }
        add(.deferred(items, count: added))
    }

    /// Keeps a batch as the next chunk.
    private mutating func add(_ chunk: Chunk) {
        starts.append(count)
        chunks.append(chunk)
        count += chunk.count
    }
}
