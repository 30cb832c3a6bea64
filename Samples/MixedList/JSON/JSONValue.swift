/// A JSON value, as produced by ``JSONStreamReader``.
///
/// Integers that fit in `Int` and have no fraction or exponent are ``integer(_:)``; every other number is
/// ``number(_:)``. Objects keep their members in document order, duplicates included; use the subscript
/// to look a member up by key:
///
/// ```swift
/// if case .string(let name)? = value["name"] { print(name) }
/// ```
package enum JSONValue: Equatable, Sendable {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits in `Int`, such as `42` or `-0`.
    case integer(Int)
    /// Any other number, such as `1.5`, `2e10` or `99999999999999999999`.
    case number(Double)
    /// A string, with escapes decoded.
    case string(String)
    /// An array, elements in document order.
    case array([JSONValue])
    /// An object, members in document order with duplicate keys kept.
    case object([JSONMember])

    /// The value of the last member named `key` when this is an object; `nil` when there is no such
    /// member or this is not an object.
    ///
    /// The last member wins, as in most JSON readers, when a key appears more than once.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// A short description of the kind of value, for messages such as "expected an object, found a string":
    /// "null", "a boolean", "a number" (for both integers and other numbers), "a string", "an array" or
    /// "an object".
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
