/// The check behind every ASCII fast path: whether bytes are all printable ASCII (U+0020 to
/// U+007E), so that each byte is one column and needs no cleaning.
enum PrintableASCII {
    /// Whether a UTF-8 byte is printable ASCII.
    static func contains(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// The number of printable ASCII bytes at the start of `bytes`.
    ///
    /// Eight bytes are tested at a time: names and titles are mostly longer than a word, and a
    /// byte loop costs several instructions a byte.
    static func prefixCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard isPrintable(word) else { break }
                index += 8
            }
        }
        while index < bytes.count, contains(bytes[index]) { index += 1 }
        return index
    }

    /// Whether `bytes` are all printable ASCII.
    static func isPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        prefixCount(of: bytes) == bytes.count
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
