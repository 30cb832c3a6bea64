/// The records a run of items was read from, as they were in the input, packed in one buffer:
/// what `--choose` writes back out for the items chosen.
package struct RecordTexts: Sendable {
    private var bytes: [UInt8] = []
    /// Where each record ends in `bytes`.
    private var ends: [Int] = []

    /// How many records there are (one per item, empty for an item read from none).
    package var count: Int { ends.count }

    /// No records.
    package init() {}

    /// Adds a record.
    package mutating func append(_ text: some Sequence<UInt8>) {
        bytes.append(contentsOf: text)
        ends.append(bytes.count)
    }

    /// The record at an index, from 0; empty for an item read from none.
    package subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }
}
