/// How many terminal columns text occupies.
///
/// Width is measured per grapheme cluster (`Character`) from a table generated from Unicode
/// 17.0.0, the version of the standard library's grapheme breaking (see <doc:Text>):
///
/// - East Asian Wide and Fullwidth characters (CJK, Hangul syllables, kana, fullwidth forms, Yi)
///   and emoji with emoji presentation are 2 columns;
/// - combining marks, zero-width characters, default-ignorable characters and controls are 0;
/// - a spacing mark (general category Mc) after its base adds a column, and so does a virama
///   conjunct (consonant, virama, consonant);
/// - a text-presentation emoji followed by VS16 (U+FE0F) is 2; ZWJ sequences, skin-tone modifiers
///   and flag pairs count as their first emoji, 2;
/// - East Asian Ambiguous characters are 1, or 2 with ``AmbiguousWidth/wide``;
/// - everything else is 1, and a cluster is never wider than 2.
///
/// Plain ASCII takes a fast path over UTF-8 bytes. This is the one place that decides width.
public enum DisplayWidth {
    /// The Unicode version of the width table.
    public static let unicodeVersion = UnicodeWidthTable.unicodeVersion

    /// The width of a whole string, in columns.
    ///
    /// - Parameters:
    ///   - text: Text that has already been sanitised (as ``CellCanvas`` does); a control
    ///     character measures 0.
    ///   - ambiguous: How wide East Asian Ambiguous characters are.
    public static func of(_ text: some StringProtocol, ambiguous: AmbiguousWidth = .narrow) -> Int {
        // Callers in other modules reach here unspecialised; one cast makes the rest concrete.
        if let shortcut = shortcutWidth(of: text.asString, ambiguous: ambiguous) {
            return shortcut.width
        }
        var total = 0
        for character in text { total += of(character, ambiguous: ambiguous) }
        return total
    }

    /// The width of one grapheme cluster: 0, 1 or 2.
    ///
    /// - Parameters:
    ///   - character: A grapheme cluster.
    ///   - ambiguous: How wide East Asian Ambiguous characters are.
    public static func of(_ character: Character, ambiguous: AmbiguousWidth = .narrow) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var measure = ClusterMeasure(ambiguous: ambiguous)
        for scalar in character.unicodeScalars { measure.add(scalar.value) }
        return measure.width
    }

    /// The width of one scalar on its own: 0, 1 or 2.
    ///
    /// - Parameters:
    ///   - scalar: A Unicode scalar.
    ///   - ambiguous: How wide East Asian Ambiguous characters are.
    public static func of(_ scalar: Unicode.Scalar, ambiguous: AmbiguousWidth = .narrow) -> Int {
        width(ofFlags: flags(of: scalar.value), ambiguous: ambiguous)
    }

    static func width(ofFlags flags: UInt8, ambiguous: AmbiguousWidth) -> Int {
        if flags & UnicodeWidthTable.zero != 0 { return 0 }
        if flags & UnicodeWidthTable.wide != 0 { return 2 }
        if ambiguous == .wide && flags & UnicodeWidthTable.ambiguous != 0 { return 2 }
        return 1
    }

    /// The width flags of a code point (see ``UnicodeWidthTable``).
    static func flags(of value: UInt32) -> UInt8 {
        if value < 0x1_0000 { return basicPlaneFlags[Int(value)] }
        return searchedFlags(of: value)
    }

    /// The width of bytes that are all printable ASCII, or `nil` when any byte is not.
    static func printableASCIIWidth(_ utf8: some Sequence<UInt8>) -> Int? {
        // Strings hand out their contiguous UTF-8, which is scanned without a generic iterator.
        if let scanned = utf8.withContiguousStorageIfAvailable({ printableASCIICount($0) }) { return scanned }
        return printableASCIICount(utf8)
    }

    private static func printableASCIICount(_ bytes: some Sequence<UInt8>) -> Int? {
        var count = 0
        for byte in bytes {
            guard PrintableASCII.contains(byte) else { return nil }
            count += 1
        }
        return count
    }

    /// What the width shortcuts found: the text's width, and whether it is all printable ASCII
    /// (one column a byte).
    typealias Shortcut = (width: Int, isASCII: Bool)

    /// The width of a string by the two shortcuts, and whether it is all printable ASCII (one
    /// column a byte); `nil` when the text must be measured cluster by cluster.
    static func shortcutWidth(of text: String, ambiguous: AmbiguousWidth) -> Shortcut? {
        // One pass over the bytes the string lends: no copy, no retain, no scalar decoding for
        // ASCII.
        shortcutWidth(ofUTF8: text.utf8.span, ambiguous: ambiguous)
    }

    /// ``shortcutWidth(of:ambiguous:)`` of a string's UTF-8, for a caller that goes on to copy it.
    static func shortcutWidth(ofUTF8 bytes: Span<UInt8>, ambiguous: AmbiguousWidth) -> Shortcut? {
        let ascii = PrintableASCII.prefixCount(of: bytes)
        if ascii == bytes.count { return (ascii, true) }
        guard let rest = independentScalarsWidth(ofUTF8: bytes, from: ascii, ambiguous: ambiguous) else {
            return nil
        }
        return (ascii + rest, false)
    }

    /// The width of text whose every scalar is its own grapheme cluster and needs no cleaning:
    /// printable Latin, general punctuation, kana and CJK ideographs, fullwidth forms. `nil` for
    /// anything else (controls, marks, joiners, emoji, Hangul, regional indicators…), which is
    /// measured cluster by cluster instead.
    ///
    /// Every scalar here is its own cluster, so adding the scalars' widths gives exactly what
    /// adding the clusters' widths would, at a fraction of the cost.
    static func independentScalarsWidth(of text: String, ambiguous: AmbiguousWidth) -> Int? {
        independentScalarsWidth(ofUTF8: text.utf8.span, from: 0, ambiguous: ambiguous)
    }

    /// ``independentScalarsWidth(of:ambiguous:)`` of the UTF-8 from `start` on, decoded here:
    /// every scalar taken is below U+10000, so a four-byte sequence ends the shortcut.
    ///
    /// - Parameter bytes: Valid UTF-8, as a string's always is. Every read is bounds-checked, so
    ///   bytes that end inside a sequence stop the program instead of being read past.
    private static func independentScalarsWidth(
        ofUTF8 bytes: Span<UInt8>, from start: Int, ambiguous: AmbiguousWidth
    ) -> Int? {
        let excluded =
            UnicodeWidthTable.zero | UnicodeWidthTable.spacingMark | UnicodeWidthTable.virama
            | UnicodeWidthTable.conjunctConsonant | UnicodeWidthTable.emojiBase
        var total = 0
        var index = start
        while index < bytes.count {
            let lead = UInt32(bytes[index])
            let value: UInt32
            if lead < 0x80 {
                // A run of ASCII between the other scalars, such as the spaces and words around
                // a `·`, is skipped a word at a time.
                let run = PrintableASCII.prefixCount(of: bytes, from: index)
                guard run > 0 else { return nil }
                total += run
                index += run
                continue
            } else if lead < 0xE0 {
                value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                value =
                    (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                    | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                return nil
            }
            switch value {
            case 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x3001...0x3029, 0x3041...0x3096,
                0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF60:
                let flags = basicPlaneFlags[Int(value)]
                guard flags & excluded == 0 else { return nil }
                total += width(ofFlags: flags, ambiguous: ambiguous)
            default:
                return nil
            }
        }
        return total
    }

    /// The flags of the Basic Multilingual Plane, one byte per code point, so that the most common
    /// scripts cost one array read; built once from the ranges.
    private static let basicPlaneFlags: [UInt8] = {
        var flags = [UInt8](repeating: 0, count: 0x1_0000)
        let starts = UnicodeWidthTable.rangeStarts
        for index in starts.indices where starts[index] < 0x1_0000 {
            let end = index + 1 < starts.count ? min(starts[index + 1], 0x1_0000) : 0x1_0000
            for value in starts[index]..<end { flags[Int(value)] = UnicodeWidthTable.rangeFlags[index] }
        }
        return flags
    }()

    private static func searchedFlags(of value: UInt32) -> UInt8 {
        let starts = UnicodeWidthTable.rangeStarts
        // The last range whose start is at or before the value.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle } else { high = middle }
        }
        return UnicodeWidthTable.rangeFlags[low]
    }
}
