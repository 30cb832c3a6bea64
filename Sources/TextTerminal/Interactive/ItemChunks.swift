/// The items of a long list, kept in chunks of a fixed size: growing by a chunk never copies the
/// items before it, so a list of ten million items never holds two copies of them at once, as
/// one array does while it grows.
struct ItemChunks {
    /// Items per chunk.
    static let chunkSize = 16_384

    private var chunks: [[Any]] = []
    /// How many items there are.
    private(set) var count = 0

    /// The item at an index, in the order items were appended.
    subscript(index: Int) -> Any {
        chunks[index / Self.chunkSize][index % Self.chunkSize]
    }

    /// Adds items at the end.
    mutating func append(contentsOf items: some Sequence<Any>) {
        for item in items {
            if count % Self.chunkSize == 0 {
                chunks.append([])
                chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
            }
            chunks[chunks.count - 1].append(item)
            count += 1
        }
    }

    /// The items from an index on, in order.
    func suffix(from start: Int) -> some Sequence<Any> {
        (start..<count).lazy.map { self[$0] }
    }
}
