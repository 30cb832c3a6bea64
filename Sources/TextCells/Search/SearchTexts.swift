/// The texts a list is searched by, one per item, kept compactly as items arrive: the UTF-8 of
/// many texts in one array, with where each ends.
///
/// Texts are stored in chunks of a fixed number of items, so that a copy handed to a search
/// running on other threads shares the full chunks, and appending afterwards copies at most the
/// last one. The state per item is its text's bytes and four bytes of offset.
package struct SearchTexts: Sendable {
    /// Items per chunk.
    package static let chunkSize = 16_384

    struct Chunk: Sendable {
        var bytes: [UInt8] = []
        /// Where each text ends in `bytes`.
        var ends: [UInt32] = []

        func text(at index: Int) -> ArraySlice<UInt8> {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            return bytes[start..<Int(ends[index])]
        }
    }

    private(set) var chunks: [Chunk] = []
    /// How many texts there are.
    package private(set) var count = 0

    package init() {}

    /// Adds the text of the next item.
    package mutating func append(_ text: String) {
        if count % Self.chunkSize == 0 { chunks.append(Chunk()) }
        let last = chunks.count - 1
        chunks[last].bytes.append(contentsOf: text.utf8)
        // A chunk past 4 GiB of text is not a list a terminal shows; its texts are cut there.
        chunks[last].ends.append(UInt32(clamping: chunks[last].bytes.count))
        count += 1
    }

    /// The UTF-8 of an item's text.
    package func utf8(at index: Int) -> ArraySlice<UInt8> {
        chunks[index / Self.chunkSize].text(at: index % Self.chunkSize)
    }
}
