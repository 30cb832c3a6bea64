/// The check behind every ASCII fast path: whether bytes are all printable ASCII (U+0020 to
/// U+007E), so that each byte is one column and needs no cleaning.
enum PrintableASCII {
    /// Whether a UTF-8 byte is printable ASCII.
    static func contains(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// The number of printable ASCII bytes in `bytes` from `start` on, before the first other
    /// byte or the end.
    ///
    /// Eight bytes are tested at a time, as one word, since names and titles are mostly longer
    /// than a word.
    static func prefixCount(of bytes: Span<UInt8>, from start: Int = 0) -> Int {
        var index = start
        while bytes.count - index >= 8, isPrintable(word(of: bytes.extracting(index..<index + 8))) {
            index += 8
        }
        while index < bytes.count, contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// Whether `bytes` are all printable ASCII.
    static func isPrintable(_ bytes: Span<UInt8>) -> Bool {
        prefixCount(of: bytes) == bytes.count
    }

    /// Eight bytes (a span of exactly eight) as one word, the first byte lowest.
    private static func word(of eight: Span<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<8 { word |= UInt64(eight[offset]) << (offset * 8) }
        return word
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether the eight bytes of a word are all printable ASCII.
    ///
    /// `(x - n·ones) & ~x & highBits` is non-zero exactly when some byte of `x` is below `n`
    /// (for `n` ≤ 0x80; a borrow only starts at such a byte), which tests for controls, and for
    /// DEL once DEL is turned into zero.
    private static func isPrintable(_ word: UInt64) -> Bool {
        let nonASCII = word & highBits
        let control = (word &- 0x20 &* ones) & ~word & highBits
        let del = word ^ (0x7F &* ones)
        let hasDEL = (del &- ones) & ~del & highBits
        return nonASCII | control | hasDEL == 0
    }
}
