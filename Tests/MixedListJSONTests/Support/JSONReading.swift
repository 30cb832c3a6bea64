import MixedListJSON
import Testing

// Reading whole documents with JSONStreamReader, for the reader's tests.

/// Everything a reader returned for one input, `.needsInput` left out.
struct ReadOutcome: Equatable {
    var results: [JSONReadResult]
    var firstInvalidUTF8Offset: Int?
    var format: JSONInputFormat?

    var elements: [JSONValue] {
        results.compactMap { result in
            if case .element(let value, _, _) = result { return value }
            return nil
        }
    }

    var errors: [JSONSyntaxError] {
        results.compactMap { result in
            if case .malformed(let error, _) = result { return error }
            return nil
        }
    }
}

/// Feeds `bytes` in chunks whose sizes `nextChunkSize` picks, pulling results after every chunk, then
/// finishes the input and pulls until `.end`.
func read(
    _ bytes: [UInt8], format: JSONInputFormat? = nil, nextChunkSize: () -> Int = { Int.max }
) -> ReadOutcome {
    var reader = JSONStreamReader(format: format)
    var results: [JSONReadResult] = []
    var offset = 0
    while offset < bytes.count && results.last != .end {
        let size = max(1, min(nextChunkSize(), bytes.count - offset))
        reader.append(bytes[offset..<offset + size])
        offset += size
        while case let result = reader.next(), result != .needsInput {
            results.append(result)
            if result == .end { break }
        }
    }
    reader.finishInput()
    while results.last != .end {
        let result = reader.next()
        #expect(result != .needsInput, "needsInput after finishInput")
        results.append(result)
        if result == .needsInput { break }
    }
    return ReadOutcome(
        results: results, firstInvalidUTF8Offset: reader.firstInvalidUTF8Offset, format: reader.format)
}

func read(_ text: String, format: JSONInputFormat? = nil) -> ReadOutcome {
    read(Array(text.utf8), format: format)
}

func position(_ line: Int, _ column: Int, _ offset: Int) -> JSONPosition {
    JSONPosition(line: line, column: column, offset: offset)
}

func error(_ message: String, _ line: Int, _ column: Int, _ offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(message: message, position: position(line, column, offset))
}

/// How deeply containers are stored in `value`, without recursion.
func storedDepth(_ value: JSONValue) -> Int {
    var depth = 0
    var current = value
    while true {
        switch current {
        case .array(let elements):
            depth += 1
            guard let first = elements.first else { return depth }
            current = first
        case .object(let members):
            depth += 1
            guard let first = members.first else { return depth }
            current = first.value
        default:
            return depth
        }
    }
}

// MARK: - Tests
