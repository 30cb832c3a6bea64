/// The texts a list is searched by, one per item, kept compactly: the UTF-8 of many texts in one
/// array, with where each ends.
///
/// A host that makes its items only when they are shown gives an interactive list their search
/// texts this way, made straight from what it read (see `DeferredItems` in TextTerminal):
///
/// ```swift
/// var texts = SearchTexts()
/// texts.append("user0")
/// texts.append(utf8: line[nameRange])   // the bytes of a text, such as a name read from JSON
/// ```
///
/// Texts are stored in chunks of a fixed number of items, so that a copy handed to a search
/// running on other threads shares the full chunks, and appending afterwards copies at most the
/// last one. The state per item is its text's bytes and four bytes of offset.
public struct SearchTexts: Sendable {
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
    public private(set) var count = 0

    /// No texts.
    public init() {}

    /// Adds the text of the next item.
    public mutating func append(_ text: String) {
        add(text.utf8)
    }

    /// Adds the text of the next item, as its UTF-8. Bytes that are not UTF-8 are searched as
    /// U+FFFD, as `String(decoding:as:)` reads them.
    public mutating func append(utf8 text: ArraySlice<UInt8>) {
        add(text)
    }

    private mutating func add(_ text: some Collection<UInt8>) {
        if count % Self.chunkSize == 0 { chunks.append(Chunk()) }
        let last = chunks.count - 1
        chunks[last].bytes.append(contentsOf: text)
        // A chunk past 4 GiB of text is not a list a terminal shows; its texts are cut there.
        chunks[last].ends.append(UInt32(clamping: chunks[last].bytes.count))
        count += 1
    }

    /// Adds the texts of other items, in their order, after these.
    public mutating func append(contentsOf other: SearchTexts) {
        // A run of texts at a time: as many as the last chunk has room for, from one of theirs.
        var next = 0
        while next < other.count {
            if count % Self.chunkSize == 0 { chunks.append(Chunk()) }
            let source = other.chunks[next / Self.chunkSize]
            let first = next % Self.chunkSize
            let taken = min(Self.chunkSize - count % Self.chunkSize, source.ends.count - first)
            let start = first == 0 ? 0 : Int(source.ends[first - 1])
            let end = Int(source.ends[first + taken - 1])
            let last = chunks.count - 1
            let shift = chunks[last].bytes.count - start
            chunks[last].bytes.append(contentsOf: source.bytes[start..<end])
            for index in first..<first + taken {
                chunks[last].ends.append(UInt32(clamping: Int(source.ends[index]) + shift))
            }
            next += taken
            count += taken
        }
    }

    /// The UTF-8 of an item's text, by the item's index from 0: a slice of the texts' storage,
    /// whose indices do not start at 0.
    public func utf8(at index: Int) -> ArraySlice<UInt8> {
        chunks[index / Self.chunkSize].text(at: index % Self.chunkSize)
    }

    /// Lends `body` the UTF-8 of each text in `range`, in order, with its index and `state`: a
    /// chunk at a time, so that a search on several threads does not count references to the
    /// storage they share once per text. The state is passed in, rather than captured, so that
    /// the closure holds nothing it writes to.
    func forEachUTF8<State>(
        in range: Range<Int>, with state: inout State,
        _ body: (_ state: inout State, _ index: Int, _ utf8: Span<UInt8>) -> Void
    ) {
        var index = range.lowerBound
        while index < range.upperBound {
            let chunk = chunks[index / Self.chunkSize]
            let first = index - index % Self.chunkSize
            let end = min(range.upperBound, first + chunk.ends.count)
            let bytes = chunk.bytes.span
            let ends = chunk.ends.span
            var start = index == first ? 0 : Int(ends[index - first - 1])
            while index < end {
                let textEnd = Int(ends[index - first])
                body(&state, index, bytes.extracting(start..<textEnd))
                start = textEnd
                index += 1
            }
        }
    }

    /// Lends `body` the UTF-8 of each text whose index is in `indices`, in that order; see
    /// ``forEachUTF8(in:with:_:)``.
    func forEachUTF8<State>(
        at indices: some Sequence<Int>, with state: inout State,
        _ body: (_ state: inout State, _ index: Int, _ utf8: Span<UInt8>) -> Void
    ) {
        let chunks = self.chunks.span
        for index in indices {
            let (chunk, local) = index.quotientAndRemainder(dividingBy: Self.chunkSize)
            let bytes = chunks[chunk].bytes.span
            let ends = chunks[chunk].ends.span
            let start = local == 0 ? 0 : Int(ends[local - 1])
            body(&state, index, bytes.extracting(start..<Int(ends[local])))
        }
    }
}
