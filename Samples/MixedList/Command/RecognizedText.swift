import TextCells

/// Where an item's search text is in the text it was read from: up to three parts, joined by a
/// space, as ``ItemDecoder/searchText(in:from:)`` finds them.
package struct RecognizedText: Sendable, Equatable {
    /// The parts, in order; the second and third only when the text has them.
    package var first: Range<Int>
    package var second: Range<Int>?
    package var third: Range<Int>?

    /// A text of one to three parts.
    package init(_ first: Range<Int>, _ second: Range<Int>? = nil, _ third: Range<Int>? = nil) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// Lends the text's UTF-8, whose parts are in `bytes`, to `body`, using `scratch` to join
    /// them.
    package func withUTF8<Result>(
        in bytes: ArraySlice<UInt8>, scratch: inout [UInt8], _ body: (Span<UInt8>) -> Result
    ) -> Result {
        guard second != nil else { return body(bytes[first].span) }
        join(from: bytes, into: &scratch)
        return body(scratch.span)
    }

    /// Puts the parts, which are in `bytes`, in `scratch`, joined by spaces.
    func join(from bytes: ArraySlice<UInt8>, into scratch: inout [UInt8]) {
        scratch.removeAll(keepingCapacity: true)
        // Copied byte by byte from a span: `append(contentsOf:)` would take a reference to the
        // buffer for each part, and a lane joins the parts of every album it reads.
        let text = bytes.span
        let base = bytes.startIndex
        let count = first.count + (second.map { $0.count + 1 } ?? 0) + (third.map { $0.count + 1 } ?? 0)
        // (Never empty when there is a second part; an empty array shares its storage with every
        // other, and adding no capacity to it would still write its count there.)
        guard count > 0 else { return }
        scratch.append(addingCapacity: count) { joined in
            for index in first { joined.append(text[index - base]) }
            if let second {
                joined.append(UInt8(ascii: " "))
                for index in second { joined.append(text[index - base]) }
            }
            if let third {
                joined.append(UInt8(ascii: " "))
                for index in third { joined.append(text[index - base]) }
            }
        }
    }
}

extension SearchTexts {
    /// Adds a text found by ``ItemDecoder/searchText(in:from:)``, whose parts are in `bytes`,
    /// using `scratch` to join them.
    package mutating func append(_ text: RecognizedText, in bytes: ArraySlice<UInt8>, scratch: inout [UInt8])
    {
        guard text.second != nil else {
            append(utf8: bytes[text.first])
            return
        }
        text.join(from: bytes, into: &scratch)
        append(utf8: scratch[...])
    }
}
