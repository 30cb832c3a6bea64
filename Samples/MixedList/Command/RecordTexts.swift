/// The records a run of items was read from, as they were in the input, packed in one buffer:
/// what `--choose` writes back out for the items chosen.
struct RecordTexts: Sendable {
    private var bytes: [UInt8] = []
    /// Where each record ends in `bytes`.
    private var ends: [Int] = []

    /// How many records there are (one per item, empty for an item read from none).
    var count: Int { ends.count }

    /// Adds the record of the item a stream returned last, or none.
    mutating func appendRecord(of stream: ItemStream) {
        stream.appendLastRecordText(to: &bytes)
        ends.append(bytes.count)
    }

    /// Adds a record.
    mutating func append(_ text: some Sequence<UInt8>) {
        bytes.append(contentsOf: text)
        ends.append(bytes.count)
    }

    /// The record at an index, from 0; empty for an item read from none.
    subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }
}
