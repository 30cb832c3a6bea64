import MixedListJSON

/// The streaming JSON reader on any bytes, read whole and in chunks split where the input's first
/// bytes say, and in the same chunks with lines of whole numbers read straight from their text
/// (`nextRecognized(by:)`).
///
/// Holds when: the readings give the same results (elements, their text as read, malformed
/// elements with the same message and position) and end; no stored value nests deeper than
/// `JSONStreamReader.maximumStoredDepth`; and the reader never holds more than twice the bytes
/// after the last element it returned, plus the chunk just appended (docs/Reliability.md).
package enum JSONReaderOracle: FuzzOracle {
    package static let name = "json"

    /// What one reading produced.
    struct Reading: Equatable {
        var results: [JSONReadResult] = []
        var texts: [[UInt8]?] = []
        var format: JSONInputFormat?
        var firstInvalidUTF8Offset: Int?
    }

    package static func check(_ input: [UInt8]) -> String? {
        let formats: [JSONInputFormat?] = [nil, nil, .array, .lines]
        let format = formats[input.count % formats.count]
        let whole: Reading
        switch read([input[...]], format: format) {
        case .success(let reading): whole = reading
        case .failure(let failure): return "read whole: \(failure.description)"
        }
        let pieces = FuzzParameters.split(input, sizes: FuzzParameters.chunkSizes(input, largest: 64))
        for recognising in [false, true] {
            let how = recognising ? "read in chunks, recognising numbers," : "read in chunks"
            switch read(pieces, format: format, recognising: recognising) {
            case .success(let chunked):
                guard chunked == whole else {
                    return "\(how) of \(pieces.prefix(8).map(\.count)): \(difference(whole, chunked))"
                }
            case .failure(let failure): return "\(how): \(failure.description)"
            }
        }
        return nil
    }

    /// Reads a line's whole number of up to 18 digits, the way the parser would, as its
    /// `JSONValue`; `nil` for anything else, which the parser then reads.
    static func recognizeNumber(_ bytes: [UInt8], from start: Int) -> (item: Any, end: Int)? {
        var end = start
        var value = 0
        while end < bytes.count, end - start < 18, let digit = digitValue(bytes[end]) {
            value = value * 10 + digit
            end += 1
        }
        guard end > start, bytes[start] != UInt8(ascii: "0") || end == start + 1 else { return nil }
        if end < bytes.count {
            let next = bytes[end]
            guard digitValue(next) == nil, next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else {
                return nil
            }
        }
        return (JSONValue.integer(value), end)
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `pieces` to the end, checking the depth and memory bounds on the way.
    static func read(_ pieces: [ArraySlice<UInt8>], format: JSONInputFormat?, recognising: Bool = false)
        -> Result<Reading, Failure>
    {
        var reader = JSONStreamReader(format: format)
        var reading = Reading()
        var next = pieces.makeIterator()
        var appended = 0
        // Where the last element returned ends: the reader needs nothing before it.
        var endOfLastElement = 0
        let inputSize = pieces.reduce(0) { $0 + $1.count }
        // Each call either returns a result that consumed input or asks for more: far fewer than this.
        let stepLimit = 4 * (inputSize + pieces.count) + 16
        for _ in 0..<stepLimit {
            let result: JSONReadResult
            if recognising, let element = reader.nextRecognized(by: recognizeNumber) {
                guard let value = element.item as? JSONValue else {
                    return .failure(Failure(description: "a recognised line is not a JSONValue"))
                }
                result = .element(value, index: element.index, position: element.position)
            } else {
                result = reader.next()
            }
            switch result {
            case .needsInput:
                guard let piece = next.next() else {
                    reader.finishInput()
                    continue
                }
                reader.append(piece)
                let bound = 2 * (appended - endOfLastElement) + piece.count
                appended += piece.count
                if reader.bufferedByteCount > bound {
                    return .failure(
                        Failure(
                            description:
                                "holds \(reader.bufferedByteCount) bytes, more than \(bound), after \(appended)"
                        ))
                }
                continue
            case .end:
                reading.format = reader.format
                reading.firstInvalidUTF8Offset = reader.firstInvalidUTF8Offset
                return .success(reading)
            case .element(let value, _, let position):
                let depth = nestingDepth(value)
                if depth > JSONStreamReader.maximumStoredDepth {
                    return .failure(Failure(description: "a value stored \(depth) levels deep"))
                }
                let text = reader.lastElementText.map(Array.init)
                endOfLastElement = position.offset + (text?.count ?? 0)
                reading.texts.append(text)
            case .malformed:
                reading.texts.append(reader.lastElementText.map(Array.init))
            }
            reading.results.append(result)
        }
        return .failure(Failure(description: "no end after \(stepLimit) calls to next()"))
    }

    /// How many containers deep a value goes, without recursing.
    static func nestingDepth(_ value: JSONValue) -> Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(value, 0)]
        while let (value, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            switch value {
            case .array(let elements): pending += elements.map { ($0, depth + 1) }
            case .object(let members): pending += members.map { ($0.value, depth + 1) }
            default: break
            }
        }
        return deepest
    }

    private static func difference(_ whole: Reading, _ chunked: Reading) -> String {
        if whole.format != chunked.format {
            return "format \(String(describing: whole.format)) then \(String(describing: chunked.format))"
        }
        if whole.firstInvalidUTF8Offset != chunked.firstInvalidUTF8Offset {
            return
                "first invalid UTF-8 at \(String(describing: whole.firstInvalidUTF8Offset)) then \(String(describing: chunked.firstInvalidUTF8Offset))"
        }
        for index in 0..<max(whole.results.count, chunked.results.count) {
            let a =
                index < whole.results.count
                ? "\(whole.results[index]) \(String(describing: whole.texts[index]))" : "none"
            let b =
                index < chunked.results.count
                ? "\(chunked.results[index]) \(String(describing: chunked.texts[index]))" : "none"
            if a != b { return "result \(index): whole \(a.prefix(300)), chunked \(b.prefix(300))" }
        }
        return "the same results, in \(whole.results.count) and \(chunked.results.count)"
    }
}
