/// Reads a JSON array or a JSON Lines document element by element while its bytes arrive in chunks.
///
/// Call ``next()`` repeatedly; when it returns ``JSONReadResult/needsInput``, append the next chunk of
/// bytes with ``append(_:)-(ArraySlice<UInt8>)``, or call ``finishInput()`` when there are no more:
///
/// ```swift
/// var reader = JSONStreamReader()
/// var chunks = chunks.makeIterator()
/// reading: while true {
///     switch reader.next() {
///     case .element(let value, let index, let position): use(value, index, position)
///     case .malformed(let error, _): print(error)  // or stop here
///     case .needsInput:
///         if let chunk = chunks.next() { reader.append(chunk) } else { reader.finishInput() }
///     case .end: break reading
///     }
/// }
/// ```
///
/// In ``JSONInputFormat/array`` format the elements of the top-level array are returned as soon as the
/// `,` or `]` after each is seen. In ``JSONInputFormat/lines`` format each line holds one value; blank lines
/// are skipped. Splitting the input differently never changes the results, and each byte is looked at a
/// bounded number of times, so reading is linear in the input size. Memory is bounded by the largest
/// element, because consumed bytes are discarded.
///
/// Inside elements the grammar is strict RFC 8259. A malformed element is reported as
/// ``JSONReadResult/malformed(_:index:)``, and reading goes on with the next element, so the caller
/// decides whether one error stops everything. A UTF-8 byte order mark at the very start is skipped.
///
/// Parsing never recurses, so any nesting depth is accepted, but only the outer
/// ``maximumStoredDepth`` levels of containers inside an element are stored: deeper arrays and objects are
/// fully checked for syntax errors yet come back empty (`.array([])` or `.object([])`). This keeps
/// destroying and comparing values, which Swift does recursively, safe on small thread stacks.
package struct JSONStreamReader: Sendable {
    /// How many levels of nested containers inside one element are stored; the element itself, when it
    /// is an array or object, is level 1. Deeper containers are validated but stored empty.
    package static let maximumStoredDepth = 512

    /// The format being read: the one given to ``init(format:)``, or the one detected from the first
    /// non-blank byte (`[` means ``JSONInputFormat/array``, anything else ``JSONInputFormat/lines``);
    /// `nil` until that byte has arrived.
    package private(set) var format: JSONInputFormat?

    /// The byte offset of the first byte sequence inside a string that was not valid UTF-8, or `nil` if
    /// there has been none so far. Such sequences are read as U+FFFD, as `String(decoding:as:)` does.
    package private(set) var firstInvalidUTF8Offset: Int?

    private var buffer: [UInt8] = []
    /// How much of the input's start is known to be blank, while the format is not yet known.
    private var blankPrefixLength = 0
    // The absolute offset of buffer[0]; bytes before `keepFrom` are no longer needed.
    private var bufferBase = 0
    private var keepFrom = 0
    private var inputFinished = false
    private var ended = false
    private var started = false
    // The offset after any byte order mark.
    private var contentStart = 0
    private var scanner = JSONBoundaryScanner(offset: 0)
    private var parser = JSONElementParser(maximumStoredDepth: maximumStoredDepth)
    private var nextIndex = 0
    /// Where the last element returned lies in `buffer`, with any whitespace around it, or `nil`
    /// after anything else.
    private var lastElementRange: Range<Int>?

    /// The text of the element ``next()`` or ``nextRecognized(by:)`` returned last, as it was in
    /// the input (without the whitespace around it), or `nil` when ``next()`` did not return an
    /// element; a `nil` from ``nextRecognized(by:)`` leaves it as it was. After a run read by
    /// ``readRecognizedLines(with:by:taking:)`` or ``readRecognizedElements(with:by:taking:)``,
    /// it is the run's last element (a run of none leaves it as it was); `readCompleteLines` and
    /// `readCompleteElements` leave it `nil` once they read any (none leaves it as it was). Valid
    /// until the next call to any of these or to `append`.
    package var lastElementText: ArraySlice<UInt8>? {
        // Trimmed here, so that reading elements costs nothing when their text is not asked for.
        lastElementRange.map { buffer[trimmed($0)] }
    }

    /// The bytes the reader holds, in which the indices of ``lastElementText`` count: for a reader
    /// of a run lent whole (nothing is discarded until the next `append`), whose records can then
    /// be kept without copying them.
    package var bufferedBytes: [UInt8] { buffer }

    /// How many bytes of the input the reader holds: the element being read and what came after it,
    /// never the elements already returned (beyond a block it frees when it next needs room).
    package var bufferedByteCount: Int { buffer.count }

    /// Creates a reader for the given format, or one that detects the format when `format` is `nil`.
    package init(format: JSONInputFormat? = nil) {
        self.format = format
    }

    /// Adds the next bytes of the input.
    ///
    /// Bytes may be split anywhere, even inside a UTF-8 character. Do not append after
    /// ``finishInput()``.
    package mutating func append(_ bytes: ArraySlice<UInt8>) {
        precondition(!inputFinished, "JSONStreamReader.append called after finishInput()")
        guard !ended else { return }
        let discardable = keepFrom - bufferBase
        // Only compact when at least half the buffer goes, so that moving bytes stays linear overall.
        if discardable > 0 && discardable >= buffer.count / 2 {
            buffer.removeSubrange(0..<discardable)
            bufferBase = keepFrom
        }
        buffer.append(contentsOf: bytes)
    }

    /// Adds the next bytes of the input; see ``append(_:)-(ArraySlice<UInt8>)``.
    package mutating func append(_ bytes: [UInt8]) {
        append(bytes[...])
    }

    /// Says that no more bytes will come, so an incomplete last element is read as it is (or reported as
    /// malformed) instead of waiting for more.
    package mutating func finishInput() {
        inputFinished = true
    }

    /// Returns the next element, an error for a malformed one, ``JSONReadResult/needsInput`` when more
    /// bytes are needed first, or ``JSONReadResult/end`` when the document is over.
    package mutating func next() -> JSONReadResult {
        lastElementRange = nil
        if ended { return .end }
        if !started, let result = start() { return result }
        switch format {
        case .array: return nextInArray()
        case .lines: return nextLine()
        case .document: return nextDocument()
        case nil: return .end
        }
    }

    /// The next line of JSON Lines as an item `recognize` reads straight from its text, without
    /// parsing it; `nil`, having read no element, when the next line is not one it reads whole (or
    /// is not complete yet), so that ``next()`` can take it. Blank lines before it are passed, as
    /// ``next()`` passes them.
    ///
    /// A caller that knows the shape of its common records can read them this way, and leave
    /// everything else (other shapes, and every error) to the parser. `recognize` gets the
    /// reader's buffer and the index of the line's first byte that is not blank, and returns the
    /// item with the index just after the text it read; that text must hold no line break. The
    /// line is taken only when nothing but blank space follows that text up to the line's break,
    /// so the line is scanned once, by `recognize`. It must return `nil` for any text it does not
    /// fully understand, and for any that is not valid UTF-8, which only the parser notes in
    /// ``firstInvalidUTF8Offset``. A last line with no line break is always left to ``next()``.
    ///
    /// In a JSON array, an element is taken the same way when the `,` or `]` after it, past any
    /// blank space, is in the buffer (the text `recognize` reads holds no line break there
    /// either).
    package mutating func nextRecognized(
        by recognize: (_ bytes: [UInt8], _ start: Int) -> (item: any Sendable, end: Int)?
    ) -> JSONRecognizedElement? {
        if !started {
            // `next()` reports what starting found, when it is not a start.
            guard !ended, start() == nil else { return nil }
        }
        if format == .array, !ended { return nextRecognizedInArray(by: recognize) }
        guard format == .lines, !ended else { return nil }
        // A line `next()` already found unfinished is left to it, which scans on from where it
        // stopped: trying it again on every chunk would read a long line over and over.
        guard scanner.offset == max(scanner.lineStart, contentStart) else { return nil }
        var lineStart = scanner.lineStart
        // The first line may start with a byte order mark, which counts in columns but is not content.
        var first = max(lineStart, contentStart) - bufferBase
        while true {
            while first < buffer.count && isBlankInLine(buffer[first]) { first += 1 }
            // A blank line holds no element: it is passed, as `next()` would.
            guard first < buffer.count && buffer[first] == 0x0A else { break }
            scanner.skipLine(newlineAt: bufferBase + first)
            keepFrom = scanner.lineStart
            lineStart = scanner.lineStart
            first += 1
        }
        guard first < buffer.count, let (item, end) = recognize(buffer, first) else { return nil }
        var newline = end
        while newline < buffer.count && isBlankInLine(buffer[newline]) { newline += 1 }
        guard newline < buffer.count && buffer[newline] == 0x0A else { return nil }
        let line = scanner.line
        scanner.skipLine(newlineAt: bufferBase + newline)
        keepFrom = scanner.lineStart
        lastElementRange = first..<end
        let index = nextIndex
        nextIndex += 1
        let position = JSONPosition(
            line: line, column: bufferBase + first - lineStart + 1, offset: bufferBase + first)
        return JSONRecognizedElement(item: item, index: index, position: position)
    }

    /// Reads the lines of JSON Lines that `recognize` reads straight from their text, one after
    /// another, as ``nextRecognized(by:)`` would read each (blank lines between them are passed),
    /// up to the first it does not read or the first that is not complete yet; returns how many
    /// elements it read. For a reader of many short lines: the reader's state moves once, at the
    /// end, rather than once a line.
    ///
    /// - Parameters:
    ///   - recognize: Gets the buffered bytes and where a line's text starts, and answers the
    ///     index just after the element's text, or `nil` when it does not read the line.
    ///   - take: Gets the buffered bytes (those of ``bufferedBytes``) and where each element's
    ///     text is in them, once the line is known to hold nothing after it.
    ///   - state: What both closures work on, lent to each call: passed rather than captured, so
    ///     that the closures hold nothing they write to, which Swift would check at run time.
    package mutating func readRecognizedLines<State>(
        with state: inout State,
        by recognize: (_ state: inout State, _ bytes: [UInt8], _ start: Int) -> Int?,
        taking take: (_ state: inout State, _ bytes: [UInt8], _ text: Range<Int>) -> Void
    ) -> Int {
        if !started {
            guard !ended, start() == nil else { return 0 }
        }
        guard format == .lines, !ended else { return 0 }
        // As in `nextRecognized(by:)`: a line part scanned is `next()`'s.
        guard scanner.offset == max(scanner.lineStart, contentStart) else { return 0 }
        var lineStart = scanner.lineStart - bufferBase
        // The first line may start with a byte order mark, which is not content.
        var first = max(scanner.lineStart, contentStart) - bufferBase
        var (lines, elements) = (0, 0)
        var last: Range<Int>?
        reading: while true {
            while first < buffer.count && isBlankInLine(buffer[first]) { first += 1 }
            guard first < buffer.count else { break }
            if buffer[first] == 0x0A {
                lines += 1
                lineStart = first + 1
                first = lineStart
                continue
            }
            guard let end = recognize(&state, buffer, first) else { break }
            var newline = end
            while newline < buffer.count && isBlankInLine(buffer[newline]) { newline += 1 }
            guard newline < buffer.count && buffer[newline] == 0x0A else { break reading }
            take(&state, buffer, first..<end)
            last = first..<end
            lines += 1
            elements += 1
            lineStart = newline + 1
            first = lineStart
        }
        guard lines > 0 else { return 0 }
        scanner.skipLines(lines, endingAt: bufferBase + lineStart)
        keepFrom = scanner.lineStart
        nextIndex += elements
        if let last { lastElementRange = last }
        return elements
    }

    /// Reads the elements of a JSON array that `recognize` reads straight from their text, each
    /// followed by its `,`, one after another, as ``nextRecognized(by:)`` would read each, up to
    /// the first it does not read, the first not followed by a `,`, or the first not complete
    /// yet; returns how many it read. The array's last element, followed by its `]`, is left to
    /// ``nextRecognized(by:)`` and ``next()``. See ``readRecognizedLines(with:by:taking:)``.
    package mutating func readRecognizedElements<State>(
        with state: inout State,
        by recognize: (_ state: inout State, _ bytes: [UInt8], _ start: Int) -> Int?,
        taking take: (_ state: inout State, _ bytes: [UInt8], _ text: Range<Int>) -> Void
    ) -> Int {
        if !started {
            guard !ended, start() == nil else { return 0 }
        }
        guard format == .array, !ended,
            scanner.phase == .beforeElement || scanner.phase == .beforeFirstElement
        else { return 0 }
        var next = scanner.offset - bufferBase
        // Up to the `,` after the last element read: the line breaks in the blank space between.
        var (comma, newlines, lastLineStart) = (-1, 0, 0)
        var last: Range<Int>?
        var elements = 0
        while true {
            var (first, breaks, breakEnd) = (next, 0, lastLineStart)
            while first < buffer.count && isWhitespace(buffer[first]) {
                if buffer[first] == 0x0A { (breaks, breakEnd) = (breaks + 1, first + 1) }
                first += 1
            }
            guard first < buffer.count, buffer[first] != UInt8(ascii: ","),
                buffer[first] != UInt8(ascii: "]"),
                let end = recognize(&state, buffer, first)
            else { break }
            // `recognize` reads no line break: only the blank space after the text may hold one.
            var after = end
            while after < buffer.count && isWhitespace(buffer[after]) {
                if buffer[after] == 0x0A { (breaks, breakEnd) = (breaks + 1, after + 1) }
                after += 1
            }
            guard after < buffer.count, buffer[after] == UInt8(ascii: ",") else { break }
            take(&state, buffer, first..<end)
            last = first..<end
            (comma, newlines, lastLineStart) = (after, newlines + breaks, breakEnd)
            elements += 1
            next = after + 1
        }
        guard elements > 0 else { return 0 }
        scanner.skipElement(
            terminatorAt: bufferBase + comma, terminator: UInt8(ascii: ","), newlines: newlines,
            lastLineStart: bufferBase + lastLineStart)
        keepFrom = scanner.offset
        nextIndex += elements
        lastElementRange = last
        return elements
    }

    /// How far a reader of its own got through lines of JSON Lines: the bytes of the whole lines
    /// it read, how many line breaks they hold, and how many elements (lines that are not blank).
    package struct LinesProgress: Sendable, Equatable {
        /// The bytes of the whole lines read, from the start of the run.
        package var bytes: Int
        /// The line breaks among them.
        package var lines: Int
        /// The elements among them.
        package var elements: Int

        /// Creates a progress.
        package init(bytes: Int, lines: Int, elements: Int) {
            self.bytes = bytes
            self.lines = lines
            self.elements = elements
        }
    }

    /// How far this reader has read lines of JSON Lines from its start: for a reader that reads a
    /// run of lines lent by another's ``readCompleteLines(minimumBytes:_:)``. `nil` in other formats.
    package var linesProgress: LinesProgress? {
        guard format == .lines else { return nil }
        return LinesProgress(bytes: scanner.lineStart, lines: scanner.line - 1, elements: nextIndex)
    }

    /// Lends the caller the complete lines of JSON Lines buffered after the last element, at least
    /// `minimumBytes` of them and at most `maximumBytes`, to read itself (on several threads, say),
    /// and moves past as many as it says it read; `nil`, lending nothing, in other formats, while
    /// the first line follows a byte order mark, while a line is part read, or when fewer whole
    /// lines are buffered.
    ///
    /// `read` gets whole lines, each ending with its line break, and answers how far it got: the
    /// whole lines it read and their elements, in order from the first. It stops before any line
    /// it cannot read as ``next()`` would, and leaves that line to ``next()``, which then reports
    /// it exactly as it would have; so a caller reads only lines that are whole, valid elements.
    /// The reader must have started: ``next()`` or ``nextRecognized(by:)`` called once.
    package mutating func readCompleteLines<Result>(
        minimumBytes: Int, maximumBytes: Int = .max,
        _ read: (_ lines: ArraySlice<UInt8>) -> (result: Result, progress: LinesProgress)
    ) -> Result? {
        guard started, format == .lines, !ended else { return nil }
        // A line already part scanned, and the first line with its byte order mark, are `next()`'s.
        guard scanner.offset == scanner.lineStart, scanner.lineStart >= contentStart else { return nil }
        let first = scanner.lineStart - bufferBase
        let minimum = max(1, minimumBytes)
        let limit = first + min(buffer.count - first, max(minimum, maximumBytes))
        guard limit - first >= minimum, let lastBreak = buffer[first..<limit].lastIndex(of: 0x0A),
            lastBreak + 1 - first >= minimum
        else { return nil }
        let (result, progress) = read(buffer[first...lastBreak])
        precondition(
            progress.bytes >= 0 && progress.bytes <= lastBreak + 1 - first && progress.lines >= 0
                && progress.elements >= 0, "readCompleteLines: progress past the lines lent")
        guard progress.bytes > 0 else { return result }
        scanner.skipLines(progress.lines, endingAt: scanner.lineStart + progress.bytes)
        keepFrom = scanner.lineStart
        nextIndex += progress.elements
        lastElementRange = nil
        return result
    }

    /// How far a reader of its own got through elements of an array lent by another's
    /// ``readCompleteElements(minimumBytes:maximumBytes:findingEnds:_:)``, given to it after a `[`: the bytes
    /// of the elements read, each with the `,` after it, the line breaks among them, and how many
    /// elements. `nil` in other formats, and while an element is part read.
    package var elementsProgress: LinesProgress? {
        guard format == .array, !ended else { return nil }
        guard started else { return LinesProgress(bytes: 0, lines: 0, elements: 0) }
        switch scanner.phase {
        case .beforeFirstElement, .beforeElement:
            // The `[` the lender put before the elements is not theirs.
            return LinesProgress(
                bytes: scanner.offset - contentStart - 1, lines: scanner.line - 1, elements: nextIndex)
        case .beforeArray, .inElement, .afterArray:
            return nil
        }
    }

    /// Lends the caller the elements of a JSON array buffered after the last element read, each
    /// followed by its `,`, at least `minimumBytes` of them and those that end within
    /// `maximumBytes`, to read itself (on several threads, say), and moves past as many as it says
    /// it read; `nil`, lending nothing, in other formats, inside an element, or when fewer bytes
    /// of elements are buffered (an element longer than `maximumBytes` is left to ``next()``).
    ///
    /// `read` gets the elements, and the index in them of each `,` that ends one, found by a scan
    /// of strings and brackets (``elementEnds(in:)``), or by `findingEnds`: rising, the last
    /// ending the bytes lent. They may be guesses, such as the commas that end lines, which
    /// `read` checks as it reads; a scan in pieces at once finds the scan's. `read` answers how
    /// far it got, in whole elements from the first, each followed by its `,`, as
    /// ``elementsProgress`` gives it for a reader given `[` and then the elements. It stops before
    /// any element it cannot read as ``next()`` would, and before the array's last, followed by
    /// its `]`, and leaves that element to ``next()``, which then reports it exactly as it would
    /// have. ``next()`` must have read the array's `[`.
    package mutating func readCompleteElements<Result>(
        minimumBytes: Int, maximumBytes: Int = .max,
        findingEnds elementEnds: (_ bytes: ArraySlice<UInt8>) -> [Int] = JSONStreamReader.elementEnds(in:),
        _ read: (_ elements: ArraySlice<UInt8>, _ commas: [Int]) -> (result: Result, progress: LinesProgress)
    ) -> Result? {
        guard started, format == .array, !ended,
            scanner.phase == .beforeElement || scanner.phase == .beforeFirstElement
        else { return nil }
        let first = scanner.offset - bufferBase
        let minimum = max(1, minimumBytes)
        let limit = first + min(buffer.count - first, max(minimum, maximumBytes))
        let commas = elementEnds(buffer[first..<limit])
        guard let last = commas.last, last + 1 - first >= minimum else { return nil }
        let (result, progress) = read(buffer[first...last], commas)
        precondition(
            progress.bytes >= 0 && progress.bytes <= last + 1 - first && progress.lines >= 0
                && progress.elements >= 0, "readCompleteElements: progress past the elements lent")
        guard progress.bytes > 0 else { return result }
        let end = first + progress.bytes
        precondition(buffer[end - 1] == UInt8(ascii: ","), "readCompleteElements: progress inside an element")
        let lastBreak = progress.lines > 0 ? buffer[first..<end].lastIndex(of: 0x0A) : nil
        assert(
            progress.lines == 0 || lastBreak != nil, "readCompleteElements: line breaks that are not there")
        let lastLineStart = lastBreak.map { $0 + 1 } ?? first
        scanner.skipElement(
            terminatorAt: bufferBase + end - 1, terminator: UInt8(ascii: ","), newlines: progress.lines,
            lastLineStart: bufferBase + lastLineStart)
        keepFrom = scanner.offset
        nextIndex += progress.elements
        lastElementRange = nil
        return result
    }

    /// The index of each `,` that ends an element of an array in `bytes`, which start between
    /// two elements: outside strings, and outside every bracket opened after the start. The scan
    /// ends at a `]` or `}` that closes nothing opened after the start: the array's end.
    ///
    /// In valid elements the commas are exactly where the parser ends them. In malformed text they
    /// may not be, but every element before the first malformed one still ends where they say,
    /// since the scan agrees with the parser up to it; a reader of the elements stops there.
    package static func elementEnds(in bytes: ArraySlice<UInt8>) -> [Int] {
        scanElementEnds(in: bytes).ends
    }

    /// What ``scanElementEnds(in:)`` found in some bytes.
    package struct ElementEndScan: Sendable {
        /// The index of each `,` that ends an element.
        package var ends: [Int] = []
        /// Whether the scan met the array's end, and stopped there.
        package var reachedArrayEnd = false
        /// Whether the bytes end between two elements, as they started: outside strings, and
        /// outside every bracket opened in them. A scan of the bytes after them then goes on
        /// exactly as a scan of both together would.
        package var endsBetweenElements = false

        /// Nothing found yet.
        package init() {}
    }

    /// ``elementEnds(in:)``, with where the scan ended: so that a long run can be scanned in
    /// pieces at once, each piece's scan kept only when the one before ends between elements.
    package static func scanElementEnds(in bytes: ArraySlice<UInt8>) -> ElementEndScan {
        var scan = ElementEndScan()
        var depth = 0
        let text = bytes.span
        let base = bytes.startIndex
        var index = 0
        // The scan runs on the thread that hands the lanes their work, over every byte: bytes that
        // mean nothing to it are passed after a few comparisons, with no `switch`.
        while index < text.count {
            let byte = text[index]
            index += 1
            guard byte == UInt8(ascii: "\"") || byte & 0xDF == 0x5B || byte & 0xDF == 0x5D || byte == 0x2C
            else {
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                // To the closing quote, passing escaped characters.
                var closed = false
                while index < text.count {
                    let inString = text[index]
                    index += 1
                    if inString == UInt8(ascii: "\"") {
                        closed = true
                        break
                    }
                    if inString == UInt8(ascii: "\\") { index += 1 }
                }
                // The bytes end inside a string.
                if !closed { return scan }
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard depth > 0 else {
                    scan.reachedArrayEnd = true
                    return scan
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { scan.ends.append(base + index - 1) }
            default: break
            }
        }
        scan.endsBetweenElements = depth == 0
        return scan
    }

    // MARK: - Start

    /// Skips a byte order mark and detects the format; returns a result when it cannot go on yet.
    private mutating func start() -> JSONReadResult? {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let prefixLength = min(3, buffer.count)
        let startsLikeBOM = buffer[..<prefixLength].elementsEqual(bom[..<prefixLength])
        if startsLikeBOM && prefixLength < 3 && !inputFinished && buffer.count < 3 { return .needsInput }
        let contentStart = startsLikeBOM && prefixLength == 3 ? 3 : 0
        if format == nil {
            // Blank space already looked at is not looked at again when more bytes arrive.
            var firstContent = max(contentStart, blankPrefixLength)
            while firstContent < buffer.count && isWhitespace(buffer[firstContent]) { firstContent += 1 }
            blankPrefixLength = firstContent
            guard firstContent < buffer.count else {
                if inputFinished {
                    ended = true
                    return .end
                }
                return .needsInput
            }
            format = buffer[firstContent] == UInt8(ascii: "[") ? .array : .lines
        }
        started = true
        self.contentStart = contentStart
        scanner = JSONBoundaryScanner(offset: contentStart)
        keepFrom = contentStart
        return nil
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Blank space that does not end a line of JSON Lines.
    private func isBlankInLine(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0D || byte == 0x09
    }

    // MARK: - Array format

    private mutating func nextInArray() -> JSONReadResult {
        var event = scanner.scanArray(buffer, base: bufferBase)
        if event == .elementStarted {
            // Most elements are already whole in the buffer: parsing them straight away spares the
            // scan for their end. One cut by a chunk, or malformed, is scanned as before.
            if let element = readWholeElement() { return element }
            event = scanner.scanArray(buffer, base: bufferBase)
        }
        keepFrom = scanner.phase == .inElement ? scanner.elementStart : scanner.offset
        switch event {
        case .needsInput, .elementStarted:
            return inputFinished ? endOfInputInArray() : .needsInput
        case .element(let end):
            return readElement(
                from: scanner.elementStart, to: end, rangeEnd: .terminator, context: .arrayElement,
                line: scanner.elementLine, lineStart: scanner.elementLineStart)
        case .emptyElement(let offset, let afterComma):
            let expected = afterComma ? "a value after ','" : "a value"
            let found = JSONByteDescription.describe(buffer, at: offset - bufferBase, limit: buffer.count)
            return malformed("expected \(expected), found \(found)", at: scannerPosition(of: offset))
        case .contentAfterArray(let offset):
            guard let found = describeOutsideElement(at: offset) else { return .needsInput }
            ended = true
            return malformed(
                "unexpected \(found) after the end of the array", at: scannerPosition(of: offset))
        case .notAnArray(let offset):
            guard let found = describeOutsideElement(at: offset) else { return .needsInput }
            ended = true
            return malformed(
                "expected '[' to start the array, found \(found)", at: scannerPosition(of: offset))
        }
    }

    /// The next element of the array, read by `recognize` (see ``nextRecognized(by:)``), when the
    /// reader stands between elements and the element and the `,` or `]` after it are buffered;
    /// `nil` otherwise, having changed nothing, so that ``next()`` reads on as it would have.
    private mutating func nextRecognizedInArray(
        by recognize: (_ bytes: [UInt8], _ start: Int) -> (item: any Sendable, end: Int)?
    ) -> JSONRecognizedElement? {
        guard scanner.phase == .beforeElement || scanner.phase == .beforeFirstElement else { return nil }
        // Looked at without moving: the scanner moves only once the element is taken.
        var first = scanner.offset - bufferBase
        while first < buffer.count && isWhitespace(buffer[first]) { first += 1 }
        guard first < buffer.count, buffer[first] != UInt8(ascii: ","), buffer[first] != UInt8(ascii: "]"),
            let (item, end) = recognize(buffer, first)
        else { return nil }
        var after = end
        while after < buffer.count && isWhitespace(buffer[after]) { after += 1 }
        guard after < buffer.count, buffer[after] == UInt8(ascii: ",") || buffer[after] == UInt8(ascii: "]")
        else { return nil }
        // The scanner passes the blank space before the element and stops at its first byte.
        // It skips the same blank bytes as the loop above, so it always stops there.
        guard scanner.scanArray(buffer, base: bufferBase) == .elementStarted,
            scanner.elementStart == bufferBase + first
        else {
            assertionFailure("the scanner disagrees about where an element starts")
            return nil
        }
        // `recognize` reads no line break: only the blank space after the text may hold one.
        let (index, position) = passWholeElement(endingBefore: after, countingLinesFrom: end)
        return JSONRecognizedElement(item: item, index: index, position: position)
    }

    /// Moves past the element that starts at the scanner's `elementStart`, read whole up to the
    /// `,` or `]` at buffer index `after`: the scanner skips it, and it becomes the last element.
    /// Line breaks are looked for from buffer index `lineSearchStart` (the element's start unless
    /// the caller knows there are none before it).
    private mutating func passWholeElement(
        endingBefore after: Int, countingLinesFrom lineSearchStart: Int? = nil
    )
        -> (index: Int, position: JSONPosition)
    {
        let start = scanner.elementStart - bufferBase
        var newlines = 0
        var lastLineStart = 0
        for index in (lineSearchStart ?? start)..<after where buffer[index] == 0x0A {
            newlines += 1
            lastLineStart = index + 1
        }
        scanner.skipElement(
            terminatorAt: bufferBase + after, terminator: buffer[after], newlines: newlines,
            lastLineStart: bufferBase + lastLineStart)
        keepFrom = scanner.offset
        let index = nextIndex
        nextIndex += 1
        let position = JSONPosition(
            line: scanner.elementLine, column: scanner.elementStart - scanner.elementLineStart + 1,
            offset: scanner.elementStart)
        lastElementRange = start..<after
        return (index, position)
    }

    /// Reads the element that starts at the scanner's `elementStart` if it and the `,` or `]` after
    /// it are in the buffer and it is valid; `nil` otherwise, having changed nothing.
    private mutating func readWholeElement() -> JSONReadResult? {
        let start = scanner.elementStart - bufferBase
        guard let (value, after) = parser.parseLeadingValue(buffer, from: start, to: buffer.count),
            after < buffer.count,
            buffer[after] == UInt8(ascii: ",") || buffer[after] == UInt8(ascii: "]")
        else { return nil }
        if firstInvalidUTF8Offset == nil, let invalid = parser.firstInvalidUTF8Index {
            firstInvalidUTF8Offset = bufferBase + invalid
        }
        let (index, position) = passWholeElement(endingBefore: after)
        return .element(value, index: index, position: position)
    }

    /// Reports what is missing when the input ends inside the array.
    private mutating func endOfInputInArray() -> JSONReadResult {
        ended = true
        let endOffset = bufferBase + buffer.count
        let expected: String
        switch scanner.phase {
        case .afterArray:
            return .end
        case .beforeArray:
            expected = "'[' to start the array"
        case .beforeFirstElement:
            expected = "a value or ']'"
        case .beforeElement:
            expected = "a value after ','"
        case .inElement:
            let result = readElement(
                from: scanner.elementStart, to: endOffset, rangeEnd: .endOfInput, context: .arrayElement,
                line: scanner.elementLine, lineStart: scanner.elementLineStart)
            guard case .element(_, let index, _) = result else { return result }
            lastElementRange = nil
            // The last element may have been cut short, as in `[1, 23` for `[1, 234]`, so it is not trusted.
            let message = "unexpected end of input, expected ',' or ']' after an array element"
            return .malformed(
                JSONSyntaxError(message: message, position: scannerPosition(of: endOffset)), index: index)
        }
        return malformed("unexpected end of input, expected \(expected)", at: scannerPosition(of: endOffset))
    }

    /// Describes the character at `offset` between elements, or returns `nil` when the rest of a
    /// multi-byte character has yet to arrive, so that the message does not depend on chunk sizes.
    private func describeOutsideElement(at offset: Int) -> String? {
        let index = offset - bufferBase
        let length = JSONByteDescription.sequenceLength(leadByte: buffer[index])
        if index + length > buffer.count && !inputFinished { return nil }
        return JSONByteDescription.describe(buffer, at: index, limit: buffer.count)
    }

    /// The position of `offset` on the line the scanner is on.
    private func scannerPosition(of offset: Int) -> JSONPosition {
        JSONPosition(line: scanner.line, column: offset - scanner.lineStart + 1, offset: offset)
    }

    // MARK: - Document format

    /// Reads the whole input as one value, once it has all arrived.
    private mutating func nextDocument() -> JSONReadResult {
        guard inputFinished else { return .needsInput }
        ended = true
        let inputEnd = bufferBase + buffer.count
        var first = max(contentStart, bufferBase)
        while first < inputEnd && isWhitespace(buffer[first - bufferBase]) { first += 1 }
        let start = position(of: first, from: max(contentStart, bufferBase), line: 1, lineStart: contentStart)
        guard first < inputEnd else {
            return malformed("the input is empty; expected a JSON value", at: start)
        }
        return readElement(
            from: first, to: inputEnd, rangeEnd: .endOfInput, context: .line, line: start.line,
            lineStart: first - start.column + 1)
    }

    // MARK: - Lines format

    /// Reads the next line that is not blank.
    private mutating func nextLine() -> JSONReadResult {
        while true {
            let lineEnd: Int
            let rangeEnd: JSONElementParser.RangeEnd
            let lineStart: Int
            let line: Int
            if let newline = scanner.scanLine(buffer, base: bufferBase) {
                lineEnd = newline
                rangeEnd = .endOfLine
                lineStart = scanner.elementLineStart
                line = scanner.elementLine
            } else {
                keepFrom = scanner.lineStart
                let inputEnd = bufferBase + buffer.count
                guard inputFinished else { return .needsInput }
                guard scanner.lineStart < inputEnd else {
                    ended = true
                    return .end
                }
                lineEnd = inputEnd
                rangeEnd = .endOfInput
                lineStart = scanner.lineStart
                line = scanner.line
                ended = true
            }
            keepFrom = ended ? lineStart : scanner.lineStart
            var end = lineEnd
            if end > lineStart && buffer[end - 1 - bufferBase] == 0x0D { end -= 1 }
            // The first line may start with a byte order mark, which counts in columns but is not content.
            var first = max(lineStart, contentStart)
            while first < end && isWhitespace(buffer[first - bufferBase]) { first += 1 }
            if first == end {
                if ended { return .end }
                continue
            }
            return readElement(
                from: first, to: end, rangeEnd: rangeEnd, context: .line, line: line, lineStart: lineStart)
        }
    }

    // MARK: - Elements

    /// Parses the complete element in `start..<end` (absolute offsets) whose first line is `line`.
    private mutating func readElement(
        from start: Int, to end: Int, rangeEnd: JSONElementParser.RangeEnd,
        context: JSONElementParser.Context, line: Int, lineStart: Int
    ) -> JSONReadResult {
        let index = nextIndex
        nextIndex += 1
        let result: JSONReadResult
        do {
            let value = try parser.parse(
                buffer, from: start - bufferBase, to: end - bufferBase, rangeEnd: rangeEnd, context: context)
            let position = JSONPosition(line: line, column: start - lineStart + 1, offset: start)
            result = .element(value, index: index, position: position)
            lastElementRange = (start - bufferBase)..<(end - bufferBase)
        } catch {
            let position = self.position(
                of: bufferBase + error.index, from: start, line: line, lineStart: lineStart)
            result = .malformed(JSONSyntaxError(message: error.message, position: position), index: index)
        }
        if firstInvalidUTF8Offset == nil, let invalid = parser.firstInvalidUTF8Index {
            firstInvalidUTF8Offset = bufferBase + invalid
        }
        return result
    }

    /// A range of `buffer` without the whitespace at its ends.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var (lower, upper) = (range.lowerBound, range.upperBound)
        while lower < upper && isWhitespace(buffer[lower]) { lower += 1 }
        while upper > lower && isWhitespace(buffer[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private mutating func malformed(_ message: String, at position: JSONPosition) -> JSONReadResult {
        let index = nextIndex
        nextIndex += 1
        return .malformed(JSONSyntaxError(message: message, position: position), index: index)
    }

    /// The position of `offset`, counting the lines from `anchor`, which is on `line` starting at
    /// `lineStart`.
    private func position(of offset: Int, from anchor: Int, line: Int, lineStart: Int) -> JSONPosition {
        var line = line
        var lineStart = lineStart
        var index = anchor - bufferBase
        while index < offset - bufferBase {
            if buffer[index] == 0x0A {
                line += 1
                lineStart = bufferBase + index + 1
            }
            index += 1
        }
        return JSONPosition(line: line, column: offset - lineStart + 1, offset: offset)
    }
}
