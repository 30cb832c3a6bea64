/// How matching reads a text's characters: each one's code, as a term compares it, and the bonus
/// for matching there. Matching is written once over it, for the two ways a text is read.
protocol MatchText {
    /// What the text is stored as.
    associatedtype Unit: FixedWidthInteger

    /// The code of the character at an offset, folded to small letters when `foldsCase` is set
    /// and the reading does the folding.
    static func code(_ text: Span<Unit>, _ offset: Int, _ foldsCase: Bool) -> UInt32

    /// The bonus for matching the character at an offset.
    static func bonus(_ text: Span<Unit>, _ bonuses: Span<Int32>, _ offset: Int) -> Int
}

/// A text loaded into a ``MatchScratch``: a code per character, already folded where the term
/// ignores case, and a bonus per character beside them.
enum LoadedText: MatchText {
    static func code(_ text: Span<UInt32>, _ offset: Int, _ foldsCase: Bool) -> UInt32 {
        text[offset]
    }

    static func bonus(_ text: Span<UInt32>, _ bonuses: Span<Int32>, _ offset: Int) -> Int {
        Int(bonuses[offset])
    }
}

extension MatchText {
    /// The offsets from the first of a term's first character to the last of its last: every
    /// alignment of the term lies there (as fzf finds too), often in a small part of the text.
    /// `nil` when the text lacks either.
    static func window(of wanted: Span<UInt32>, in text: Span<Unit>, foldsCase: Bool) -> ClosedRange<Int>? {
        var first = 0
        while first < text.count && code(text, first, foldsCase) != wanted[0] { first += 1 }
        guard first < text.count else { return nil }
        var last = text.count - 1
        while last > first && code(text, last, foldsCase) != wanted[wanted.count - 1] { last -= 1 }
        return code(text, last, foldsCase) == wanted[wanted.count - 1] ? first...last : nil
    }
}

/// A text read from its bytes where they are ASCII: a character is a byte, folded as it is read,
/// and a bonus is worked out only where it is wanted, from the byte and the one before.
enum ASCIIText: MatchText {
    static func code(_ text: Span<UInt8>, _ offset: Int, _ foldsCase: Bool) -> UInt32 {
        let byte = text[offset]
        return UInt32(foldsCase && byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    }

    static func bonus(_ text: Span<UInt8>, _ bonuses: Span<Int32>, _ offset: Int) -> Int {
        let previous = offset == 0 ? CharacterClass.whitespace : CharacterClass(ascii: text[offset - 1])
        return Int(CharacterClass(ascii: text[offset]).bonus(after: previous))
    }

    /// Whether a byte is an ASCII character that nothing joins to another: not a byte past ASCII
    /// and not a CR (which an LF after it joins).
    static func isPlain(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x0D
    }

    /// The ``MatchText/window(of:in:foldsCase:)`` of a term in a text's bytes, when reading bytes
    /// there gives what reading characters would: they, the two bytes before and the byte after
    /// are plain (``isPlain(_:)``). The two before, because the first character's bonus comes
    /// from the character before it, which stands alone only after a plain byte (a mark such as
    /// U+0600 joins the character after it); the one after, because it could join the last.
    ///
    /// The term is of ASCII characters that no other character is taken for
    /// (``MatchScratch/termsReadBytes``), so a text whose bytes lack one cannot match.
    static func readableWindow(of wanted: Span<UInt32>, in bytes: Span<UInt8>, foldsCase: Bool)
        -> ByteReading<ClosedRange<Int>>
    {
        guard let window = window(of: wanted, in: bytes, foldsCase: foldsCase) else { return .none }
        for index in max(window.lowerBound - 2, 0)...min(window.upperBound + 1, bytes.count - 1)
        where !isPlain(bytes[index]) {
            return .needsCharacters
        }
        return .found(window)
    }
}
