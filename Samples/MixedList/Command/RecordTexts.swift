/// The records a run of items was read from, as they were in the input, in one buffer: what
/// `--choose` writes back out for the items chosen, and what a deferred item is made from.
///
/// The buffer may be the one the records were read into, kept as it is: a lane's records are
/// never copied out of it.
package struct RecordTexts: Sendable {
    private var bytes: [UInt8] = []
    /// Where each record starts and ends in `bytes`: four bytes each, as a run's buffer is far
    /// smaller than 4 GiB (a record past that point would be cut there).
    private var starts: [UInt32] = []
    private var ends: [UInt32] = []

    /// How many records there are (one per item, empty for an item read from none).
    package var count: Int { ends.count }

    /// No records.
    package init() {}

    /// The records from `starts` to `ends` in `bytes`, which is kept as it is.
    package init(in bytes: [UInt8], starts: [UInt32], ends: [UInt32]) {
        precondition(
            starts.count == ends.count && zip(starts, ends).allSatisfy { $0 <= $1 && $1 <= bytes.count },
            "RecordTexts: each record must lie in the bytes")
        self.bytes = bytes
        self.starts = starts
        self.ends = ends
    }

    /// Adds a record.
    package mutating func append(_ text: some Sequence<UInt8>) {
        starts.append(UInt32(clamping: bytes.count))
        bytes.append(contentsOf: text)
        ends.append(UInt32(clamping: bytes.count))
    }

    /// The record at an index, from 0; empty for an item read from none.
    package subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[index])..<Int(ends[index])]
    }
}
