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

/// A text of ASCII with no CR, read from its bytes: a character is a byte, folded as it is read,
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

    /// Where the bytes of a text hold every alignment of a term (from the first of its first
    /// character to the last of its last), if reading bytes there gives what reading characters
    /// would: they, the two bytes before (the first one's bonus comes from the character before
    /// it, which stands alone only after an ASCII byte: a mark such as U+0600 joins the character
    /// after it) and the byte after (which could join the last one) are ASCII with no CR. The
    /// term is of ASCII characters that no other
    /// character is taken for (``MatchScratch/termsReadBytes``), so a text whose bytes lack one
    /// cannot match.
    static func window(of wanted: Span<UInt32>, in bytes: Span<UInt8>, foldsCase: Bool) -> Window {
        let count = bytes.count
        var first = 0
        while first < count && code(bytes, first, foldsCase) != wanted[0] { first += 1 }
        guard first < count else { return .none }
        var last = count - 1
        while last > first && code(bytes, last, foldsCase) != wanted[wanted.count - 1] { last -= 1 }
        guard code(bytes, last, foldsCase) == wanted[wanted.count - 1] else { return .none }
        for index in max(first - 2, 0)...min(last + 1, count - 1)
        where bytes[index] >= 0x80 || bytes[index] == 0x0D {
            return .needsCharacters
        }
        return .offsets(first...last)
    }

    /// What ``window(of:in:foldsCase:)`` finds.
    enum Window {
        /// The offsets that hold every alignment.
        case offsets(ClosedRange<Int>)
        /// The term cannot match.
        case none
        /// The text must be read a character at a time.
        case needsCharacters
    }
}
