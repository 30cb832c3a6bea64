/// The bytes of a canvas's lines and where the spans on each line end.
///
/// Every line has a slot of ``stride`` bytes in one array, so writing a span is a copy into
/// that array: there is no array per line to check for uniqueness, retain and release on every
/// write. A line that outgrows its slot (long styled or non-Latin text) makes every slot twice as
/// large. Copies share their arrays until one of them writes, as arrays do.
struct CanvasLines: Sendable {
    /// What is known of one line.
    struct Line: Sendable {
        /// The bytes written on the line.
        var byteCount = 0
        /// Where the line's next span may start: the end of the last span written on it.
        var filledColumns = 0
        /// Where the line's bytes end, in columns: a span's trailing spaces are left out until
        /// more text follows on the line or it is padded, so that they are appended with the
        /// padding.
        var writtenColumns = 0
    }

    /// The bytes of each slot.
    private(set) var stride: Int
    /// The slots, line after line; only the first `byteCount` bytes of a slot are written.
    private var bytes: [UInt8]
    /// The state of each line that has a slot.
    private var lines: [Line]

    private static let space = UInt8(ascii: " ")

    /// Creates blank storage.
    ///
    /// - Parameters:
    ///   - capacity: The lines to make slots for; at least 1.
    ///   - stride: The bytes of each slot; at least 1.
    init(capacity: Int, stride: Int) {
        self.stride = max(stride, 1)
        lines = Array(repeating: Line(), count: max(capacity, 1))
        bytes = Array(repeating: 0, count: lines.count * self.stride)
    }

    /// The lines that have a slot.
    var capacity: Int { lines.count }

    /// The state of a line; `line` must be below ``capacity``.
    subscript(line: Int) -> Line {
        get { lines[line] }
        set { lines[line] = newValue }
    }

    /// Blanks the first `count` lines, making slots for them first if there are too few.
    mutating func clear(lines count: Int) {
        if count > capacity { relayout(capacity: count, stride: stride) }
        for line in 0..<count { lines[line] = Line() }
    }

    /// The bytes written on a line, which must be below ``capacity``.
    func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
        let start = line * stride
        return bytes[start..<start + lines[line].byteCount]
    }

    /// Appends the bytes written on a line, which must be below ``capacity``, to `output`, which
    /// must have room for them.
    func appendBytes(ofLine line: Int, to output: inout OutputSpan<UInt8>) {
        let start = line * stride
        let written = bytes.span.extracting(start..<start + lines[line].byteCount)
        for index in written.indices { output.append(written[index]) }
    }

    /// Appends `spaces` spaces, then `prefix`, `text` and `suffix`, to a line.
    ///
    /// - Parameters:
    ///   - spaces: Spaces before the text; none when 0 or less.
    ///   - prefix: Bytes before the text, such as a style's escape sequence.
    ///   - text: The text's bytes.
    ///   - suffix: Bytes after the text.
    ///   - line: The line, below ``capacity``.
    mutating func append(
        spaces: Int, prefix: Span<UInt8> = Span(), _ text: Span<UInt8>, suffix: Span<UInt8> = Span(),
        toLine line: Int
    ) {
        let spaceCount = max(spaces, 0)
        let byteCount = lines[line].byteCount
        let needed = byteCount + spaceCount + prefix.count + text.count + suffix.count
        if needed > stride { relayout(capacity: capacity, stride: max(stride * 2, needed)) }
        var end = line * stride + byteCount
        var slots = bytes.mutableSpan
        for index in end..<end + spaceCount { slots[index] = Self.space }
        end += spaceCount
        Self.copy(prefix, to: &slots, at: &end)
        Self.copy(text, to: &slots, at: &end)
        Self.copy(suffix, to: &slots, at: &end)
        lines[line].byteCount = needed
    }

    /// Copies `part` into `slots` from `end` on, and moves `end` past it.
    private static func copy(_ part: Span<UInt8>, to slots: inout MutableSpan<UInt8>, at end: inout Int) {
        guard !part.isEmpty else { return }
        let target = end..<end + part.count
        // One check that the part fits lets the loop run without a check per byte.
        precondition(target.lowerBound >= 0 && target.upperBound <= slots.count, "the slot is too short")
        for (index, byte) in zip(target, part.indices) { slots[index] = part[byte] }
        end = target.upperBound
    }

    /// Moves every line into slots of a new size.
    private mutating func relayout(capacity newCapacity: Int, stride newStride: Int) {
        var newBytes = [UInt8](repeating: 0, count: newCapacity * newStride)
        for line in lines.indices {
            let start = line * newStride
            let old = bytes(ofLine: line)
            newBytes.replaceSubrange(start..<start + old.count, with: old)
        }
        bytes = newBytes
        if newCapacity > capacity {
            lines.append(contentsOf: repeatElement(Line(), count: newCapacity - capacity))
        }
        stride = newStride
    }
}
