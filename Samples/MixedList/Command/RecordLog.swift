/// The records of every item a list received, batch by batch, found again by the item's index in
/// input order.
struct RecordLog: Sendable {
    private var batches: [RecordTexts] = []
    /// The index of each batch's first item.
    private var firstIndices: [Int] = []
    /// How many records there are.
    private(set) var count = 0

    /// Adds the records of the next items.
    mutating func append(_ batch: RecordTexts) {
        guard batch.count > 0 else { return }
        batches.append(batch)
        firstIndices.append(count)
        count += batch.count
    }

    /// The record of the item at an index in input order; empty for an item read from none.
    subscript(index: Int) -> ArraySlice<UInt8> {
        // The last batch that starts at or before the index.
        var (low, high) = (0, firstIndices.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if firstIndices[middle] <= index { low = middle } else { high = middle }
        }
        return batches[low][index - firstIndices[low]]
    }
}
