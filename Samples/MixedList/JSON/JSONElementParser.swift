/// A strict RFC 8259 parser for one complete element whose byte range is already known.
///
/// It never recurses, so nesting depth is limited only by memory; containers deeper than
/// `maximumStoredDepth` are validated but stored empty. Its stacks are kept between elements so that
/// reading many small elements does not allocate them again.
struct JSONElementParser {
    /// What follows the last byte of the range, for error messages.
    enum RangeEnd {
        /// The byte at the end index is a ',' or ']' that ended an array element.
        case terminator
        /// The range is a line that ended with `\n`.
        case endOfLine
        /// The range reaches the end of the whole input.
        case endOfInput
    }

    /// Where the element comes from, which decides how content after the value is reported.
    enum Context {
        case arrayElement
        case line
    }

    /// A syntax error at a byte index of the buffer being parsed.
    struct Failure: Error {
        var index: Int
        var message: String
    }

    private enum ContainerKind: UInt8 {
        case array
        case object
    }

    let maximumStoredDepth: Int

    /// The index of the first invalid UTF-8 sequence found inside a string by the last `parse` call.
    private(set) var firstInvalidUTF8Index: Int?

    private var bytes: [UInt8] = []
    private var index = 0
    private var end = 0
    private var rangeEnd = RangeEnd.endOfInput
    // Open containers from the outside in; elements and members of stored containers live in the flat
    // stacks below, each container's share starting at its entry in `storedStarts`.
    private var kinds: [ContainerKind] = []
    private var storedStarts: [Int] = []
    private var elementStack: [JSONValue] = []
    private var memberStack: [JSONMember] = []
    private var keyStack: [String] = []
    private var scratch: [UInt8] = []
    // Recently seen object keys, so that the same keys in many elements are not decoded again.
    private var keyCache = JSONKeyCache()

    init(maximumStoredDepth: Int) {
        self.maximumStoredDepth = maximumStoredDepth
    }

    /// Parses the single value in `start..<end` of `bytes`, allowing whitespace around it.
    mutating func parse(
        _ bytes: [UInt8], from start: Int, to end: Int, rangeEnd: RangeEnd, context: Context
    ) throws(Failure) -> JSONValue {
        // Drop the reference afterwards so the reader's buffer stays uniquely owned and can grow in place.
        defer { self.bytes = [] }
        let value = try parseSurroundedValue(bytes, from: start, to: end, rangeEnd: rangeEnd)
        if index < end {
            switch context {
            case .arrayElement:
                throw failure(expected: "',' or ']' after an array element", at: index)
            case .line:
                throw Failure(index: index, message: "unexpected \(describe(index)) after the value")
            }
        }
        return value
    }

    /// Parses the value that starts at `start`, when it ends, with the blank space after it, before
    /// `end`: returns it and the index after that space; `nil` when the bytes run out first or are
    /// not valid, for the caller to find the element's end another way.
    mutating func parseLeadingValue(_ bytes: [UInt8], from start: Int, to end: Int) -> (JSONValue, Int)? {
        defer { self.bytes = [] }
        guard let value = try? parseSurroundedValue(bytes, from: start, to: end, rangeEnd: .endOfInput) else {
            return nil
        }
        return (value, index)
    }

    /// Parses the value at `start` and the blank space around it, leaving `index` after that space
    /// and `bytes` set for messages about what follows.
    private mutating func parseSurroundedValue(
        _ bytes: [UInt8], from start: Int, to end: Int, rangeEnd: RangeEnd
    ) throws(Failure) -> JSONValue {
        self.bytes = bytes
        self.index = start
        self.end = end
        self.rangeEnd = rangeEnd
        firstInvalidUTF8Index = nil
        do throws(Failure) {
            skipWhitespace()
            let value = try parseValue()
            skipWhitespace()
            return value
        } catch {
            // A failure leaves containers open; a success has closed them all.
            kinds.removeAll(keepingCapacity: true)
            storedStarts.removeAll(keepingCapacity: true)
            elementStack.removeAll(keepingCapacity: true)
            memberStack.removeAll(keepingCapacity: true)
            keyStack.removeAll(keepingCapacity: true)
            throw error
        }
    }

    // MARK: - Structure

    private mutating func parseValue() throws(Failure) -> JSONValue {
        var value: JSONValue
        parsing: while true {
            guard index < end else { throw failure(expected: "a value", at: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object([])
                } else {
                    let stored = open(.object)
                    let key = try parseKey(expected: "a string key or '}'")
                    if stored { keyStack.append(key) }
                    continue parsing
                }
            case UInt8(ascii: "["):
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    _ = open(.array)
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try parseNumber()
            case UInt8(ascii: "t"):
                try parseLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try parseLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try parseLiteral("null")
                value = .null
            default:
                throw failure(expected: "a value", at: index)
            }

            // Hand the finished value to the enclosing containers, closing those that end here.
            while let kind = kinds.last {
                let stored = kinds.count <= maximumStoredDepth
                skipWhitespace()
                let next: UInt8 = index < end ? bytes[index] : 0
                switch kind {
                case .array:
                    if stored { elementStack.append(value) }
                    if next == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        continue parsing
                    }
                    guard next == UInt8(ascii: "]") else {
                        throw failure(expected: "',' or ']' after an array element", at: index)
                    }
                    index += 1
                    value = .array(stored ? closeArray() : [])
                case .object:
                    if stored { memberStack.append(JSONMember(key: keyStack.removeLast(), value: value)) }
                    if next == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        let key = try parseKey(expected: "a string key after ','")
                        if stored { keyStack.append(key) }
                        continue parsing
                    }
                    guard next == UInt8(ascii: "}") else {
                        throw failure(expected: "',' or '}' after an object member", at: index)
                    }
                    index += 1
                    value = .object(stored ? closeObject() : [])
                }
                kinds.removeLast()
            }
            return value
        }
    }

    /// Pushes a container; returns whether its contents are stored.
    private mutating func open(_ kind: ContainerKind) -> Bool {
        kinds.append(kind)
        guard kinds.count <= maximumStoredDepth else { return false }
        storedStarts.append(kind == .array ? elementStack.count : memberStack.count)
        return true
    }

    // Moves the elements out into an exactly sized array: moving (then reversing) needs no reference
    // counting, unlike copying a slice and then removing it from the stack.
    private mutating func closeArray() -> [JSONValue] {
        let start = storedStarts.removeLast()
        var elements: [JSONValue] = []
        elements.reserveCapacity(elementStack.count - start)
        while elementStack.count > start { elements.append(elementStack.removeLast()) }
        elements.reverse()
        return elements
    }

    private mutating func closeObject() -> [JSONMember] {
        let start = storedStarts.removeLast()
        var members: [JSONMember] = []
        members.reserveCapacity(memberStack.count - start)
        while memberStack.count > start { members.append(memberStack.removeLast()) }
        members.reverse()
        return members
    }

    /// Reads `"key"` and the `:` after it, leaving the index at the member's value.
    private mutating func parseKey(expected: String) throws(Failure) -> String {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else {
            throw failure(expected: expected, at: index)
        }
        let key = try parseString(isKey: true)
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ":") else {
            throw failure(expected: "':' after an object key", at: index)
        }
        index += 1
        skipWhitespace()
        return key
    }

    private mutating func skipWhitespace() {
        while index < end {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private mutating func parseLiteral(_ literal: String) throws(Failure) {
        var i = index
        for expected in literal.utf8 {
            guard i < end, bytes[i] == expected else {
                // Quote the whole word so that "tru" or "nul" reads naturally in the message.
                var wordEnd = index
                while wordEnd < end && wordEnd - index < 16 && isLetter(bytes[wordEnd]) { wordEnd += 1 }
                let word = String(decoding: bytes[index..<wordEnd], as: UTF8.self)
                throw Failure(index: index, message: "expected '\(literal)', found '\(word)'")
            }
            i += 1
        }
        index = i
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = index
        var i = index
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < end, isDigit(bytes[i]) else { throw failure(expected: "a digit after '-'", at: i) }
        // Accumulate negatively so that Int.min is representable.
        var accumulated = 0
        var overflowed = false
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < end && isDigit(bytes[i]) {
                throw Failure(index: i, message: "unexpected \(describe(i)) after a leading zero in a number")
            }
        } else {
            while i < end {
                let digit = bytes[i] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                let (product, productOverflow) = accumulated.multipliedReportingOverflow(by: 10)
                let (sum, sumOverflow) = product.subtractingReportingOverflow(Int(digit))
                overflowed = overflowed || productOverflow || sumOverflow
                accumulated = sum
                i += 1
            }
        }
        var isInteger = true
        if i < end && bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard i < end, isDigit(bytes[i]) else { throw failure(expected: "a digit after '.'", at: i) }
            while i < end && isDigit(bytes[i]) { i += 1 }
        }
        if i < end && (bytes[i] | 0x20) == UInt8(ascii: "e") {
            isInteger = false
            i += 1
            if i < end && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
            guard i < end, isDigit(bytes[i]) else {
                throw failure(expected: "a digit in the exponent", at: i)
            }
            while i < end && isDigit(bytes[i]) { i += 1 }
        }
        index = i
        if isInteger && !overflowed {
            if negative { return .integer(accumulated) }
            if accumulated != Int.min { return .integer(-accumulated) }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw Failure(index: start, message: "number \(text) is out of range")
        }
        return .number(number)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote and leaves the index after the closing quote.
    private mutating func parseString(isKey: Bool = false) throws(Failure) -> String {
        let start = index + 1
        var i = start
        while i < end {
            let byte = bytes[i]
            // Letters and most other bytes are above every byte that needs attention.
            if byte > UInt8(ascii: "\\") {
                i += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                return isKey ? cachedKey(from: start, to: i) : makeString(from: start, to: i)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(contentStart: start, firstEscape: i)
            }
            if byte < 0x20 { throw controlCharacterFailure(at: i) }
            i += 1
        }
        throw failure(expected: "'\"' to end the string", at: i)
    }

    /// Returns the key whose raw content is `start..<end` from the cache, or decodes and caches it.
    private mutating func cachedKey(from start: Int, to end: Int) -> String {
        if let key = keyCache.key(in: bytes, from: start, to: end) { return key }
        let (key, isValid) = makeCheckedString(from: start, to: end)
        // Keys with invalid UTF-8 are not cached, so that every occurrence is noticed, in this
        // parse or a later one (the cache outlives a parse that runs out of input).
        if isValid { keyCache.keep(key, from: bytes, start, end) }
        return key
    }

    /// Makes a string from raw string content, replacing invalid UTF-8 with U+FFFD.
    private mutating func makeString(from start: Int, to end: Int) -> String {
        makeCheckedString(from: start, to: end).string
    }

    /// Makes a string from raw string content, replacing invalid UTF-8 with U+FFFD, and says
    /// whether the content was valid UTF-8.
    private mutating func makeCheckedString(from start: Int, to end: Int) -> (string: String, isValid: Bool) {
        do {
            // Faster than String(decoding:as:) and reports where invalid UTF-8 is.
            return (String(copying: try UTF8Span(validating: bytes.span.extracting(start..<end))), true)
        } catch {
            if firstInvalidUTF8Index == nil {
                firstInvalidUTF8Index = start + error.byteOffsets.lowerBound
            }
            return (String(decoding: bytes[start..<end], as: UTF8.self), false)
        }
    }

    /// The slow path for strings with escapes: decodes into a scratch buffer.
    private mutating func parseEscapedString(
        contentStart: Int, firstEscape: Int
    ) throws(Failure) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[contentStart..<firstEscape])
        var i = firstEscape
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                // Escapes are ASCII, so they break up invalid sequences exactly as the decoded text does.
                if firstInvalidUTF8Index == nil {
                    noteInvalidUTF8(from: contentStart, to: i)
                }
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte < 0x20 { throw controlCharacterFailure(at: i) }
            if byte != UInt8(ascii: "\\") {
                scratch.append(byte)
                i += 1
                continue
            }
            guard i + 1 < end else { throw failure(expected: "an escape sequence after '\\'", at: i + 1) }
            let escaped = bytes[i + 1]
            i += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escaped)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4(at: i)
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate only counts when a low surrogate escape follows right away.
                    if i + 6 <= end && bytes[i] == UInt8(ascii: "\\") && bytes[i + 1] == UInt8(ascii: "u"),
                        let low = hex4(at: i + 2), (0xDC00...0xDFFF).contains(low)
                    {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    } else {
                        scalar = 0xFFFD
                    }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    scalar = 0xFFFD
                }
                appendUTF8(scalar)
            default:
                throw failure(expected: "an escape sequence after '\\'", at: i - 1)
            }
        }
        throw failure(expected: "'\"' to end the string", at: i)
    }

    private func parseHex4(at start: Int) throws(Failure) -> UInt32 {
        if let value = hex4(at: start) { return value }
        var i = start
        while i < end && hexValue(bytes[i]) != nil { i += 1 }
        throw failure(expected: "4 hex digits after '\\u'", at: i)
    }

    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var value: UInt32 = 0
        for i in start..<start + 4 {
            guard let digit = hexValue(bytes[i]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private mutating func noteInvalidUTF8(from start: Int, to end: Int) {
        do {
            _ = try UTF8Span(validating: bytes.span.extracting(start..<end))
        } catch {
            firstInvalidUTF8Index = start + error.byteOffsets.lowerBound
        }
    }

    // MARK: - Messages

    private func controlCharacterFailure(at i: Int) -> Failure {
        let name = JSONByteDescription.scalarName(UInt32(bytes[i]))
        return Failure(index: i, message: "unescaped control character \(name) in a string")
    }

    /// An error saying what was expected at `i` and what was there instead.
    private func failure(expected: String, at i: Int) -> Failure {
        if i < end {
            return Failure(index: i, message: "expected \(expected), found \(describe(i))")
        }
        switch rangeEnd {
        case .terminator:
            let found = JSONByteDescription.describe(bytes, at: end, limit: end + 1)
            return Failure(index: end, message: "expected \(expected), found \(found)")
        case .endOfLine:
            return Failure(index: end, message: "unexpected end of line, expected \(expected)")
        case .endOfInput:
            return Failure(index: end, message: "unexpected end of input, expected \(expected)")
        }
    }

    private func describe(_ i: Int) -> String {
        JSONByteDescription.describe(bytes, at: i, limit: end)
    }
}
