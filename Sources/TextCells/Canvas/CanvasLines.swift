/// The bytes of a canvas's lines and where the spans on each line end, in storage that copies of
/// a canvas share until one of them writes (copy on write, as an array's).
///
/// Every line has a slot of ``stride`` bytes in one allocation, so writing a span costs a bounds
/// check and a memory copy: there is no array per line to check for uniqueness, retain and
/// release on every write. A line that outgrows its slot (long styled or non-Latin text) makes
/// every slot twice as large.
///
/// It is only mutated through a canvas that holds the only reference to it, so an instance that
/// two canvases share is never written, and reading it from any thread is safe.
final class CanvasLines: @unchecked Sendable {
    /// What is known of one line.
    struct Line {
        /// The bytes written on the line.
        var byteCount = 0
        /// Where the line's next span may start: the end of the last span written on it.
        var filledColumns = 0
        /// Where the line's bytes end, in columns: a span's trailing spaces are left out until
        /// more text follows on the line or it is padded, so that they are appended with the
        /// padding.
        var writtenColumns = 0
    }

    /// The lines that have a slot.
    private(set) var capacity: Int
    /// The bytes of each slot.
    private(set) var stride: Int
    private var bytes: UnsafeMutablePointer<UInt8>
    private var lines: UnsafeMutablePointer<Line>
    /// Where text that takes the general path is fitted before it is copied into its line; kept
    /// to spare that path an allocation per write.
    var scratch: [UInt8] = []

    private static let space = UInt8(ascii: " ")

    /// Creates blank storage.
    ///
    /// - Parameters:
    ///   - capacity: The lines to make slots for; at least 1.
    ///   - stride: The bytes of each slot; at least 1.
    init(capacity: Int, stride: Int) {
        self.capacity = max(capacity, 1)
        self.stride = max(stride, 1)
        bytes = .allocate(capacity: self.capacity * self.stride)
        lines = .allocate(capacity: self.capacity)
        lines.initialize(repeating: Line(), count: self.capacity)
    }

    deinit {
        bytes.deallocate()
        lines.deinitialize(count: capacity)
        lines.deallocate()
    }

    /// A copy that shares nothing with this storage.
    func copy() -> CanvasLines {
        let copy = CanvasLines(capacity: capacity, stride: stride)
        for line in 0..<capacity {
            copy.lines[line] = lines[line]
            (copy.bytes + line * stride).initialize(from: bytes + line * stride, count: lines[line].byteCount)
        }
        copy.scratch = scratch
        return copy
    }

    /// The state of a line; `line` must be below ``capacity``.
    subscript(line: Int) -> Line {
        get {
            precondition((0..<capacity).contains(line), "line \(line) outside the canvas's storage")
            return lines[line]
        }
        set {
            precondition((0..<capacity).contains(line), "line \(line) outside the canvas's storage")
            lines[line] = newValue
        }
    }

    /// Blanks the first `count` lines, making slots for them first if there are too few.
    func clear(lines count: Int) {
        if count > capacity { relayout(capacity: count, stride: stride) }
        lines.update(repeating: Line(), count: count)
    }

    /// The bytes written on a line, valid until the storage is next written or released.
    func bytes(ofLine line: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + line * stride, count: self[line].byteCount)
    }

    /// Appends `spaces` spaces, then `prefix`, `text` and `suffix`, to a line.
    ///
    /// - Parameters:
    ///   - spaces: Spaces before the text; none when 0 or less.
    ///   - prefix: Bytes before the text, such as a style's escape sequence.
    ///   - text: The text's bytes.
    ///   - suffix: Bytes after the text.
    ///   - line: The line, below ``capacity``.
    func append(
        spaces: Int, prefix: UnsafeBufferPointer<UInt8> = .init(start: nil, count: 0),
        _ text: UnsafeBufferPointer<UInt8>, suffix: UnsafeBufferPointer<UInt8> = .init(start: nil, count: 0),
        toLine line: Int
    ) {
        let spaceCount = max(spaces, 0)
        var end = self[line].byteCount
        let needed = end + spaceCount + prefix.count + text.count + suffix.count
        if needed > stride { relayout(capacity: capacity, stride: max(stride * 2, needed)) }
        let start = bytes + line * stride
        (start + end).initialize(repeating: Self.space, count: spaceCount)
        end += spaceCount
        Self.copy(prefix, to: start, at: &end)
        Self.copy(text, to: start, at: &end)
        Self.copy(suffix, to: start, at: &end)
        lines[line].byteCount = end
    }

    private static func copy(
        _ part: UnsafeBufferPointer<UInt8>, to start: UnsafeMutablePointer<UInt8>, at end: inout Int
    ) {
        guard let source = part.baseAddress, !part.isEmpty else { return }
        (start + end).initialize(from: source, count: part.count)
        end += part.count
    }

    /// Moves every line into slots of a new size.
    private func relayout(capacity newCapacity: Int, stride newStride: Int) {
        let newBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity * newStride)
        for line in 0..<capacity {
            (newBytes + line * newStride).initialize(
                from: bytes + line * stride, count: lines[line].byteCount)
        }
        bytes.deallocate()
        bytes = newBytes
        if newCapacity > capacity {
            let newLines = UnsafeMutablePointer<Line>.allocate(capacity: newCapacity)
            newLines.moveInitialize(from: lines, count: capacity)
            (newLines + capacity).initialize(repeating: Line(), count: newCapacity - capacity)
            lines.deallocate()
            lines = newLines
            capacity = newCapacity
        }
        stride = newStride
    }
}
