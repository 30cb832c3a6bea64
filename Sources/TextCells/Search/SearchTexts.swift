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
/// Texts are stored in chunks of at most a fixed number of items. A copy handed to a search
/// running on other threads shares them, and appending afterwards copies at most the last one;
/// appending other texts shares their larger chunks rather than copying them. The state per item
/// is its text's bytes and four bytes of offset.
public struct SearchTexts: Sendable {
    /// The most items a chunk holds.
    package static let chunkSize = 16_384
    /// Another's chunk of at least this many items is shared by ``append(contentsOf:)`` rather
    /// than copied: fewer would make many small chunks.
    static let sharedChunkMinimum = chunkSize / 4

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
    /// The index of each chunk's first text.
    private var chunkStarts: [Int] = []
    /// How many texts there are.
    public private(set) var count = 0

    /// No texts.
    public init() {}

    /// Adds the text of the next item.
    public mutating func append(_ text: String) {
        add(text.utf8.span)
    }

    /// Adds the text of the next item, as its UTF-8. Bytes that are not UTF-8 are searched as
    /// U+FFFD, as `String(decoding:as:)` reads them.
    public mutating func append(utf8 text: ArraySlice<UInt8>) {
        add(text.span)
    }

    private mutating func add(_ text: Span<UInt8>) {
        if needsNewChunk { startChunk() }
        let last = chunks.count - 1
        // Copied byte by byte from a span: `append(contentsOf:)` would take its own reference to
        // the text's storage, and lanes add texts from the buffer they read, millions a second.
        // (Not for an empty text: an empty array shares its storage with every other, and
        // adding no capacity to it would still write its count there.)
        if !text.isEmpty {
            chunks[last].bytes.append(addingCapacity: text.count) { bytes in
                for index in text.indices { bytes.append(text[index]) }
            }
        }
        // A chunk past 4 GiB of text is not a list a terminal shows; its texts are cut there.
        chunks[last].ends.append(UInt32(clamping: chunks[last].bytes.count))
        count += 1
    }

    /// Whether a text needs a new chunk: there is none, or the last is full. (Asked through an
    /// index: `chunks.last` would copy the chunk, retaining its storage, for every text added.)
    private var needsNewChunk: Bool {
        chunks.isEmpty || chunks[chunks.count - 1].ends.count == Self.chunkSize
    }

    private mutating func startChunk() {
        chunks.append(Chunk())
        chunkStarts.append(count)
    }

    /// Adds the texts of other items, in their order, after these.
    public mutating func append(contentsOf other: SearchTexts) {
        for source in other.chunks {
            if source.ends.count >= Self.sharedChunkMinimum {
                chunks.append(source)
                chunkStarts.append(count)
                count += source.ends.count
            } else {
                copy(source)
            }
        }
    }

    /// Adds a chunk's texts by copying them: a run at a time, as many as the last chunk has room
    /// for.
    private mutating func copy(_ source: Chunk) {
        var first = 0
        while first < source.ends.count {
            if needsNewChunk { startChunk() }
            let last = chunks.count - 1
            let taken = min(Self.chunkSize - chunks[last].ends.count, source.ends.count - first)
            let start = first == 0 ? 0 : Int(source.ends[first - 1])
            let end = Int(source.ends[first + taken - 1])
            let shift = chunks[last].bytes.count - start
            chunks[last].bytes.append(contentsOf: source.bytes[start..<end])
            for index in first..<first + taken {
                chunks[last].ends.append(UInt32(clamping: Int(source.ends[index]) + shift))
            }
            first += taken
            count += taken
        }
    }

    /// The chunk that holds the text at an index, found by halving.
    private func chunk(holding index: Int) -> Int {
        var (low, high) = (0, chunkStarts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if chunkStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The UTF-8 of an item's text, by the item's index from 0: a slice of the texts' storage,
    /// whose indices do not start at 0.
    public func utf8(at index: Int) -> ArraySlice<UInt8> {
        precondition(index >= 0 && index < count, "SearchTexts.utf8(at:): index out of range")
        let chunk = chunk(holding: index)
        return chunks[chunk].text(at: index - chunkStarts[chunk])
    }

    /// Lends `body` the UTF-8 of each text in `range`, in order, with its index and `state`: a
    /// chunk at a time, so that a search on several threads does not count references to the
    /// storage they share once per text. The state is passed in, rather than captured, so that
    /// the closure holds nothing it writes to.
    func forEachUTF8<State>(
        in range: Range<Int>, with state: inout State,
        _ body: (_ state: inout State, _ index: Int, _ utf8: Span<UInt8>) -> Void
    ) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "SearchTexts: range out of range")
        guard !range.isEmpty else { return }
        var index = range.lowerBound
        var next = chunk(holding: index)
        while index < range.upperBound {
            let chunk = chunks[next]
            let first = chunkStarts[next]
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
            next += 1
        }
    }

    /// Lends `body` the UTF-8 of each text whose index is in `indices`, in that order; see
    /// ``forEachUTF8(in:with:_:)``. Indices in rising order are found the fastest.
    func forEachUTF8<State>(
        at indices: some Sequence<Int>, with state: inout State,
        _ body: (_ state: inout State, _ index: Int, _ utf8: Span<UInt8>) -> Void
    ) {
        let chunks = self.chunks.span
        var current = 0
        for index in indices {
            precondition(index >= 0 && index < count, "SearchTexts: index out of range")
            // The next chunk, or a search when the index is not in it.
            if index < chunkStarts[current] || index >= chunkStarts[current] + chunks[current].ends.count {
                current =
                    current + 1 < chunkStarts.count && index >= chunkStarts[current + 1]
                        && index < chunkStarts[current + 1] + chunks[current + 1].ends.count
                    ? current + 1 : chunk(holding: index)
            }
            let local = index - chunkStarts[current]
            let bytes = chunks[current].bytes.span
            let ends = chunks[current].ends.span
            let start = local == 0 ? 0 : Int(ends[local - 1])
            body(&state, index, bytes.extracting(start..<Int(ends[local])))
        }
    }
}
