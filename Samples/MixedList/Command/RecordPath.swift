import MixedListJSON
import MixedListViewModels

/// A path into a JSON value: keys of objects and indexes of arrays, such as `blockdevices`,
/// `metadata.name` or `addr_info[0].local`.
package struct RecordPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    package enum Step: Hashable, Sendable {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this index, from 0.
        case index(Int)
    }

    /// The steps, outermost first.
    package let steps: [Step]
    /// The path as written.
    package let description: String

    /// Why a path is malformed, and the column of the character at fault, from 1.
    package struct SyntaxError: Error, Hashable, Sendable {
        /// The column of the character at fault, from 1.
        package let column: Int
        /// What is wrong.
        package let message: String

        /// Creates an error.
        package init(column: Int, message: String) {
            self.column = column
            self.message = message
        }
    }

    /// The record itself: `.` in a views file.
    package static let record = RecordPath(steps: [], description: ".")

    private init(steps: [Step], description: String) {
        self.steps = steps
        self.description = description
    }

    /// Reads a path: keys separated by `.`, each followed by any number of `[N]`; a key is any
    /// text without `.`, `[` or `]`, and the path may start with `[N]`.
    ///
    /// - Throws: ``SyntaxError`` for an empty path or key, a bad index, or a stray `]`.
    package init(parsing text: String) throws(SyntaxError) {
        let characters = Array(text)
        var steps: [Step] = []
        var index = 0
        func fail(_ message: String) -> SyntaxError { SyntaxError(column: index + 1, message: message) }
        guard !characters.isEmpty else { throw fail("the path is empty") }
        var expectsKey = characters.first != "["
        while index < characters.count {
            if expectsKey {
                var key = ""
                while index < characters.count, !".[]".contains(characters[index]) {
                    key.append(characters[index])
                    index += 1
                }
                guard !key.isEmpty else { throw fail("expected a key") }
                steps.append(.key(key))
                expectsKey = false
            } else if characters[index] == "." {
                index += 1
                expectsKey = true
                guard index < characters.count else { throw fail("expected a key after '.'") }
            } else if characters[index] == "[" {
                index += 1
                let digitsStart = index
                var digits = ""
                while index < characters.count, let digit = characters[index].wholeNumberValue,
                    characters[index].isASCII
                {
                    digits.append(String(digit))
                    index += 1
                }
                guard !digits.isEmpty, let position = Int(digits) else {
                    throw SyntaxError(
                        column: digitsStart + 1, message: "expected an index, a whole number from 0")
                }
                guard index < characters.count, characters[index] == "]" else { throw fail("expected ']'") }
                index += 1
                steps.append(.index(position))
            } else {
                throw fail("expected '.' or '[' after a key or an index")
            }
        }
        self.steps = steps
        description = text
    }

    /// The value at the path in a JSON value or a record, or `nil` when a key or an index is
    /// not there.
    package func value<Value: PathSteppable>(in value: Value) -> Value? {
        // Most paths are one key: looked up with no copy of the value it starts from.
        guard let first = steps.first, var current = Self.step(first, in: value) else {
            return steps.isEmpty ? value : nil
        }
        for step in steps.dropFirst() {
            guard let next = Self.step(step, in: current) else { return nil }
            current = next
        }
        return current
    }

    private static func step<Value: PathSteppable>(_ step: Step, in value: Value) -> Value? {
        switch step {
        case .key(let key): value.member(key)
        case .index(let index): value.element(index)
        }
    }
}

/// A value a ``RecordPath`` steps into: a JSON value as read, or a record as shown.
package protocol PathSteppable {
    /// The value of the member named `key` (the last, when there are several), if this is an
    /// object that has one.
    func member(_ key: String) -> Self?
    /// The element at `index`, if this is an array that long.
    func element(_ index: Int) -> Self?
}

extension JSONValue: PathSteppable {
    package func member(_ key: String) -> JSONValue? { self[key] }

    package func element(_ index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}

extension RecordValue: PathSteppable {
    package func member(_ key: String) -> RecordValue? {
        guard case .object(let fields) = self else { return nil }
        var index = fields.endIndex
        while index > fields.startIndex {
            index -= 1
            if fields[index].key == key { return fields[index].value }
        }
        return nil
    }

    package func element(_ index: Int) -> RecordValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
