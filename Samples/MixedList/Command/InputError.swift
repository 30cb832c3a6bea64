import MixedListJSON

/// Bad input: what is wrong and where, printed on standard error with exit status 1.
package struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input's name: a path, or `<stdin>`.
    package let source: String
    /// The element's index in the input, when one element is at fault.
    package let elementIndex: Int?
    /// Where in the input: the byte at fault, or the start of an element whose field is at fault.
    package let position: JSONPosition?
    /// The field at fault, when there is one.
    package let field: String?
    /// What is wrong.
    package let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - source: The input's name.
    ///   - elementIndex: The element at fault, if any.
    ///   - position: Where in the input, if known.
    ///   - field: The field at fault, if any.
    ///   - message: What is wrong.
    package init(
        source: String, elementIndex: Int? = nil, position: JSONPosition? = nil, field: String? = nil,
        message: String
    ) {
        self.source = source
        self.elementIndex = elementIndex
        self.position = position
        self.field = field
        self.message = message
    }

    /// What is wrong with the element, without where: `field "name": expected a string, found a number`.
    package var problem: String {
        guard let field else { return message }
        return "field \"\(field)\": \(message)"
    }

    /// For example `list.json:3:1: element 2: field "name": expected a string, found a number`:
    /// the input, its line and column (as compilers write them), the element, and what is wrong.
    package var description: String {
        var parts = [source]
        if let position { parts[0] += ":\(position.line):\(position.column)" }
        if let elementIndex { parts.append("element \(elementIndex)") }
        parts.append(problem)
        return parts.joined(separator: ": ")
    }
}
