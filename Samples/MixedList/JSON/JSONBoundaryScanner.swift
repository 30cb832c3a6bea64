/// Finds where elements end without parsing them, so that bytes can arrive in chunks of any size.
///
/// The scanner keeps only the brackets that are open, whether it is inside a string and whether the
/// previous byte was a backslash, and resumes where it stopped when more bytes arrive, so every byte is
/// scanned once however the input is split. It also counts lines, so positions can be given for every
/// element. All offsets are absolute: counted from the start of the whole input.
///
/// Broken syntax must not hide the elements after it, so two mistakes end their damage early: a
/// closing bracket that does not match the open one closes them all (the element then ends at the
/// next `,` or `]`), and a raw newline, which JSON does not allow in a string, ends the element
/// there (the next line starts the next element).
struct JSONBoundaryScanner {
    /// Where an array document stands.
    enum Phase: Equatable {
        case beforeArray
        case beforeFirstElement
        case beforeElement
        case inElement
        case afterArray
    }

    /// What ``scanArray(_:base:)`` found.
    enum ArrayEvent: Equatable {
        /// Every available byte was scanned without finding anything to report.
        case needsInput
        /// The element starting at ``elementStart`` ends before the `,` or `]` at `end`.
        case element(end: Int)
        /// A `,` or `]` at `offset` came where an element should have started.
        case emptyElement(at: Int, afterComma: Bool)
        /// The byte at `offset` is not whitespace but comes after the closing `]`.
        case contentAfterArray(at: Int)
        /// The first non-blank byte at `offset` is not `[`.
        case notAnArray(at: Int)
        /// An element starts at ``elementStart``; scanning again finds where it ends, unless the
        /// caller reads it whole and calls ``skipElement(terminatorAt:terminator:newlines:lastLineStart:)``.
        case elementStarted
    }

    /// The offset of the next byte to scan.
    private(set) var offset: Int
    /// The number of the line holding ``offset``, from 1.
    private(set) var line = 1
    /// The offset of the first byte of the line holding ``offset``.
    private(set) var lineStart = 0
    private(set) var phase = Phase.beforeArray

    /// Where the current element starts, and the line it starts on.
    private(set) var elementStart = 0
    private(set) var elementLine = 1
    private(set) var elementLineStart = 0

    /// The brackets open in the current element, innermost last.
    private var openBrackets: [UInt8] = []
    private var inString = false
    private var afterBackslash = false

    /// Creates a scanner that starts at `offset`, the first byte after any byte order mark.
    init(offset: Int) {
        self.offset = offset
    }

    /// Scans `bytes`, whose first byte is at absolute offset `base`, from ``offset`` on, up to the next
    /// thing an array reader has to act on.
    mutating func scanArray(_ bytes: [UInt8], base: Int) -> ArrayEvent {
        var i = offset - base
        let count = bytes.count
        defer { offset = base + i }
        while i < count {
            if phase == .inElement {
                if let end = scanElement(bytes, base: base, index: &i) { return .element(end: end) }
                continue
            }
            let byte = bytes[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                i += 1
                continue
            }
            if byte == 0x0A {
                i += 1
                line += 1
                lineStart = base + i
                continue
            }
            switch phase {
            case .beforeArray:
                guard byte == UInt8(ascii: "[") else { return .notAnArray(at: base + i) }
                phase = .beforeFirstElement
                i += 1
            case .afterArray:
                return .contentAfterArray(at: base + i)
            case .beforeFirstElement where byte == UInt8(ascii: "]"):
                phase = .afterArray
                i += 1
            case .beforeFirstElement, .beforeElement:
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") {
                    let afterComma = phase == .beforeElement
                    phase = byte == UInt8(ascii: "]") ? .afterArray : .beforeElement
                    i += 1
                    return .emptyElement(at: base + i - 1, afterComma: afterComma)
                }
                phase = .inElement
                elementStart = base + i
                elementLine = line
                elementLineStart = lineStart
                openBrackets.removeAll(keepingCapacity: true)
                inString = false
                afterBackslash = false
                return .elementStarted
            case .inElement:
                break
            }
        }
        return .needsInput
    }

    /// Scans inside an element; returns the offset of the `,` or `]` that ends it, having moved past it.
    private mutating func scanElement(_ bytes: [UInt8], base: Int, index i: inout Int) -> Int? {
        let count = bytes.count
        if inString {
            if afterBackslash && i < count {
                afterBackslash = false
                noteNewline(bytes[i], base: base, index: i)
                i += 1
            }
            while i < count {
                let byte = bytes[i]
                i += 1
                // Most string bytes are letters, above every byte that matters here.
                if byte > UInt8(ascii: "\\") { continue }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    break
                }
                if byte == UInt8(ascii: "\\") {
                    guard i < count else {
                        afterBackslash = true
                        return nil
                    }
                    noteNewline(bytes[i], base: base, index: i)
                    i += 1
                } else if byte == 0x0A {
                    // A string cut off by a raw newline: the element ends here, malformed, and the
                    // next line starts the next one.
                    noteNewline(byte, base: base, index: i - 1)
                    inString = false
                    phase = .beforeElement
                    return base + i - 1
                }
            }
            if inString { return nil }
        }
        while i < count {
            let byte = bytes[i]
            i += 1
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                return nil
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                openBrackets.append(byte)
            case UInt8(ascii: "]"):
                if openBrackets.isEmpty {
                    phase = .afterArray
                    return base + i - 1
                }
                close(with: UInt8(ascii: "["))
            case UInt8(ascii: "}"):
                // A stray '}' with nothing open is left for the parser to report.
                if !openBrackets.isEmpty { close(with: UInt8(ascii: "{")) }
            case UInt8(ascii: ","):
                if openBrackets.isEmpty {
                    phase = .beforeElement
                    return base + i - 1
                }
            case 0x0A:
                line += 1
                lineStart = base + i
            default:
                break
            }
        }
        return nil
    }

    /// Moves past the element that starts at ``elementStart`` without scanning it, for a caller that
    /// parsed it whole: `terminator` (a `,` or `]`) is at `offset`, and the element's bytes hold
    /// `newlines` newlines, the last of them ending just before `lastLineStart`.
    mutating func skipElement(terminatorAt offset: Int, terminator: UInt8, newlines: Int, lastLineStart: Int)
    {
        self.offset = offset + 1
        if newlines > 0 {
            line += newlines
            lineStart = lastLineStart
        }
        phase = terminator == UInt8(ascii: "]") ? .afterArray : .beforeElement
    }

    /// Closes the innermost bracket if it is `opener`; otherwise the element is malformed, and
    /// closing everything lets it end at the next `,` or `]` instead of swallowing the input.
    private mutating func close(with opener: UInt8) {
        if openBrackets.last == opener {
            openBrackets.removeLast()
        } else {
            openBrackets.removeAll(keepingCapacity: true)
        }
    }

    private mutating func noteNewline(_ byte: UInt8, base: Int, index: Int) {
        if byte == 0x0A {
            line += 1
            lineStart = base + index + 1
        }
    }

    /// Finds the end of the current line for JSON Lines. Returns the offset of its `\n`, after making
    /// ``elementStart`` and ``elementLine`` describe that line and moving past it; `nil` when the line is
    /// not complete yet.
    mutating func scanLine(_ bytes: [UInt8], base: Int) -> Int? {
        var i = offset - base
        let count = bytes.count
        while i < count && bytes[i] != 0x0A { i += 1 }
        offset = base + i
        guard i < count else { return nil }
        skipLine(newlineAt: base + i)
        return base + i
    }

    /// Moves past `count` whole lines, the last of which ends just before `end`, an absolute
    /// offset: for lines a caller read itself.
    mutating func skipLines(_ count: Int, endingAt end: Int) {
        elementStart = end
        elementLine = line + count
        elementLineStart = end
        line += count
        offset = end
        lineStart = end
    }

    /// Moves past the line that starts at ``lineStart`` and whose line break is at `newline`, an
    /// absolute offset, as ``scanLine(_:base:)`` would on finding it: for a line read without it.
    mutating func skipLine(newlineAt newline: Int) {
        elementStart = lineStart
        elementLine = line
        elementLineStart = lineStart
        line += 1
        offset = newline + 1
        lineStart = offset
    }
}
