import MixedListJSON

/// Reads the common lines straight from their text:
/// ``ItemDecoder/record(in:from:keys:members:)`` when every element is a record for declared
/// views, else ``ItemDecoder/item(in:from:)``. It keeps the keys (and the member count) it has
/// read for the lines after, so one is made for each stream or lane and used for every line of it.
package struct ItemRecognizer {
    /// Whether every element is a ``RecordValue`` for declared views.
    package let recordsOnly: Bool
    private var keys = JSONKeyCache()
    /// How many members the last record read from its text had, as room to make for the next's:
    /// one before any, the least a record that needs room has. Records only.
    private var members = 1

    /// A recognizer for a stream or lane of records for declared views (`recordsOnly`), or of
    /// the compiled views' items, with no keys kept yet.
    package init(recordsOnly: Bool) {
        self.recordsOnly = recordsOnly
    }

    /// The item of the line whose text starts at `start` in `bytes`, and the index just after its
    /// text, for ``JSONStreamReader/nextRecognized(by:)``; `nil` for a line the parser reads.
    package mutating func item(in bytes: [UInt8], from start: Int) -> (item: any Sendable, end: Int)? {
        recordsOnly
            ? ItemDecoder.record(in: bytes, from: start, keys: &keys, members: &members)
            : ItemDecoder.item(in: bytes, from: start)
    }
}
