/// The records of every item a list received, batch by batch, found again by the item's index in
/// input order.
package struct RecordLog: Sendable {
    private var batches: [RecordTexts] = []
    /// The index of each batch's first item.
    private var firstIndices: [Int] = []
    /// How many records there are.
    package private(set) var count = 0

    /// Creates an empty log.
    package init() {}

    /// Creates a log of one batch's records.
    package init(_ batch: RecordTexts) {
        append(batch)
    }

    /// Adds the records of the next items.
    package mutating func append(_ batch: RecordTexts) {
        guard batch.count > 0 else { return }
        batches.append(batch)
        firstIndices.append(count)
        count += batch.count
    }

    /// Adds the records of another log, after these.
    package mutating func append(contentsOf other: RecordLog) {
        for batch in other.batches { append(batch) }
    }

    /// The record of the item at an index in input order; empty for an item read from none.
    package subscript(index: Int) -> ArraySlice<UInt8> {
        // The last batch that starts at or before the index.
        var (low, high) = (0, firstIndices.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if firstIndices[middle] <= index { low = middle } else { high = middle }
        }
        return batches[low][index - firstIndices[low]]
    }
}
