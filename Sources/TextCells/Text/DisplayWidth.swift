/// How many terminal columns text occupies.
///
/// Width is measured per grapheme cluster (`Character`): 0 for clusters made only of combining
/// marks or format characters, 2 for East Asian wide and fullwidth characters and for emoji shown
/// as emoji (including sequences joined with ZWJ, skin tones, flags and VS16), 1 otherwise.
/// A cluster is never wider than 2. Plain ASCII takes a fast path over UTF-8 bytes.
///
/// This is the one place that decides width, so that an exact Unicode table can replace the
/// range checks below without touching any caller.
public enum DisplayWidth {
    /// The width of a whole string, in columns.
    ///
    /// - Parameter text: Text that has already been sanitised (see ``TextSanitizer``).
    public static func of(_ text: some StringProtocol) -> Int {
        if let asciiWidth = printableASCIIWidth(text.utf8) { return asciiWidth }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The width of one grapheme cluster: 0, 1 or 2.
    ///
    /// - Parameter character: A grapheme cluster.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value >= 0x20 ? 1 : 0 }
        var width = width(of: first)
        if width == 1, scalars.count > 1 {
            if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { width = 2 }
            if (0x1F1E6...0x1F1FF).contains(first.value) { width = 2 }
        }
        return width
    }

    /// The width of one scalar on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// The width of bytes that are all printable ASCII, or `nil` when any byte is not.
    static func printableASCIIWidth(_ utf8: some Sequence<UInt8>) -> Int? {
        var count = 0
        for byte in utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// East Asian Wide and Fullwidth blocks (CJK, kana, Hangul syllables, Yi, fullwidth forms).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
