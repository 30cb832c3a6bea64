/// A JSON value of a views file with where it starts, so that a check can say where a value is
/// wrong: a views file is small, and is read whole, with this reader of its own.
struct ViewsNode {
    /// The value.
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Double, isWhole: Bool)
        case string(String)
        case array([ViewsNode])
        case object([Member])
    }

    /// A member of an object, with where its key starts.
    struct Member {
        let key: String
        let keyLine: Int
        let keyColumn: Int
        let value: ViewsNode
    }

    let value: Value
    /// Where the value starts: its line and column, from 1 (a column counts characters).
    let line: Int
    let column: Int

    /// What kind of value it is, for messages: "a string", "an object" and so on.
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A syntax or schema error in a views file, at a line and column.
struct ViewsNodeError: Error {
    let line: Int
    let column: Int
    let message: String
}

/// Reads the text of a views file into nodes: strict JSON (RFC 8259), any depth up to 128.
struct ViewsNodeReader {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) {
        characters = Array(text)
    }

    /// The one value of the text.
    static func read(_ text: String) throws(ViewsNodeError) -> ViewsNode {
        var reader = ViewsNodeReader(text)
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.characters.count else {
            throw reader.error("unexpected text after the value")
        }
        return node
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> ViewsNodeError {
        ViewsNodeError(line: line, column: column, message: message)
    }

    private mutating func skipSpace() {
        while index < characters.count {
            switch characters[index] {
            case "\n", "\r\n":
                index += 1
                line += 1
                lineStart = index
            case " ", "\t", "\r":
                index += 1
            default:
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(ViewsNodeError) -> ViewsNode {
        guard depth < 128 else { throw error("nested too deeply") }
        guard index < characters.count else { throw error("expected a value, found the end of the file") }
        let (startLine, startColumn) = (line, column)
        let value: ViewsNode.Value
        switch characters[index] {
        case "{": value = .object(try members(depth: depth))
        case "[": value = .array(try elements(depth: depth))
        case "\"": value = .string(try string())
        case "t": value = try literal("true", .bool(true))
        case "f": value = try literal("false", .bool(false))
        case "n": value = try literal("null", .null)
        default: value = try number()
        }
        return ViewsNode(value: value, line: startLine, column: startColumn)
    }

    private mutating func literal(_ word: String, _ value: ViewsNode.Value) throws(ViewsNodeError)
        -> ViewsNode.Value
    {
        for expected in word {
            guard index < characters.count, characters[index] == expected else {
                throw error("expected \(word)")
            }
            index += 1
        }
        return value
    }

    private mutating func number() throws(ViewsNodeError) -> ViewsNode.Value {
        let start = index
        while index < characters.count, "+-0123456789.eE".contains(characters[index]) { index += 1 }
        let text = String(characters[start..<index])
        guard !text.isEmpty else {
            index = start
            throw error("expected a value, found '\(characters[index])'")
        }
        guard Self.isJSONNumber(characters[start..<index]), let number = Double(text) else {
            index = start
            throw error("malformed number '\(text)'")
        }
        return .number(number, isWhole: !text.contains(where: { ".eE".contains($0) }))
    }

    /// Whether text follows JSON's grammar of numbers: no leading +, no leading zeros, digits
    /// around the point and after the exponent.
    private static func isJSONNumber(_ text: ArraySlice<Character>) -> Bool {
        var rest = text[...]
        func digits() -> Int {
            let count = rest.prefix(while: { $0.isASCII && $0.isNumber }).count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == "-" { rest = rest.dropFirst() }
        if rest.first == "0" {
            rest = rest.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() > 0 else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }

    private mutating func string() throws(ViewsNodeError) -> String {
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\"":
                index += 1
                return text
            case "\\":
                index += 1
                guard index < characters.count else { break }
                switch characters[index] {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "/": text.append("/")
                case "b": text.append("\u{8}")
                case "f": text.append("\u{C}")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "u":
                    text.unicodeScalars.append(contentsOf: try unicodeEscape())
                    continue
                default: throw error("unknown escape '\\\(characters[index])'")
                }
                index += 1
            default:
                guard character.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else {
                    throw error("a control character in a string must be escaped")
                }
                text.append(character)
                index += 1
            }
        }
        throw error("a string is not closed")
    }

    /// Reads `uXXXX`, and a low surrogate's `\uXXXX` after a high one; a lone surrogate is
    /// U+FFFD, and an escape after it that is not a low surrogate is read on its own.
    private mutating func unicodeEscape() throws(ViewsNodeError) -> [Unicode.Scalar] {
        let first = try hexQuad()
        guard (0xD800..<0xDC00).contains(first) else { return [Unicode.Scalar(first) ?? "\u{FFFD}"] }
        guard index + 1 < characters.count, characters[index] == "\\", characters[index + 1] == "u" else {
            return ["\u{FFFD}"]
        }
        index += 1
        let second = try hexQuad()
        if (0xDC00..<0xE000).contains(second) {
            return [Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"]
        }
        return ["\u{FFFD}", Unicode.Scalar(second) ?? "\u{FFFD}"]
    }

    /// Reads `u` and exactly four hexadecimal digits.
    private mutating func hexQuad() throws(ViewsNodeError) -> UInt32 {
        index += 1
        guard index + 4 <= characters.count, characters[index..<index + 4].allSatisfy(\.isHexDigit),
            let value = UInt32(String(characters[index..<index + 4]), radix: 16)
        else { throw error("expected four hexadecimal digits after \\u") }
        index += 4
        return value
    }

    private mutating func members(depth: Int) throws(ViewsNodeError) -> [ViewsNode.Member] {
        index += 1
        var members: [ViewsNode.Member] = []
        skipSpace()
        if index < characters.count, characters[index] == "}" {
            index += 1
            return members
        }
        while true {
            skipSpace()
            guard index < characters.count, characters[index] == "\"" else {
                throw error("expected a key in quotes")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            skipSpace()
            guard index < characters.count, characters[index] == ":" else {
                throw error("expected ':' after a key")
            }
            index += 1
            skipSpace()
            members.append(
                ViewsNode.Member(
                    key: key, keyLine: keyLine, keyColumn: keyColumn, value: try value(depth: depth + 1)))
            skipSpace()
            guard index < characters.count else { throw error("an object is not closed") }
            if characters[index] == "}" {
                index += 1
                return members
            }
            guard characters[index] == "," else { throw error("expected ',' or '}'") }
            index += 1
        }
    }

    private mutating func elements(depth: Int) throws(ViewsNodeError) -> [ViewsNode] {
        index += 1
        var elements: [ViewsNode] = []
        skipSpace()
        if index < characters.count, characters[index] == "]" {
            index += 1
            return elements
        }
        while true {
            skipSpace()
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard index < characters.count else { throw error("an array is not closed") }
            if characters[index] == "]" {
                index += 1
                return elements
            }
            guard characters[index] == "," else { throw error("expected ',' or ']'") }
            index += 1
        }
    }
}
