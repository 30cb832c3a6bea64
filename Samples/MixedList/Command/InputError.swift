/// Bad input: what is wrong and where, printed on standard error with exit status 1.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input's name: a path, or `<stdin>`.
    public let source: String
    /// The element's index in the top-level array, when one element is at fault.
    public let elementIndex: Int?
    /// The field at fault, when there is one.
    public let field: String?
    /// What is wrong.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - source: The input's name.
    ///   - elementIndex: The element at fault, if any.
    ///   - field: The field at fault, if any.
    ///   - message: What is wrong.
    public init(source: String, elementIndex: Int? = nil, field: String? = nil, message: String) {
        self.source = source
        self.elementIndex = elementIndex
        self.field = field
        self.message = message
    }

    /// For example `list.json: element 3: field "name": expected a string, found a number`.
    public var description: String {
        var parts = [source]
        if let elementIndex { parts.append("element \(elementIndex)") }
        if let field { parts.append("field \"\(field)\"") }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}
