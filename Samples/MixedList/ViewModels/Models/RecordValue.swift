/// A value read from the input that no view of its own shows: a JSON object, string, number,
/// boolean, array or `null`, shown by the default view, a row of its top-level keys.
public enum RecordValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, elements in order.
    case array([RecordValue])
    /// An object, members in the order they were read.
    case object([RecordField])

    /// The value as a row shows it: a scalar as itself, an object or an array by its size, such
    /// as `{3 keys}` or `[12 items]`.
    public var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .string(let value): value
        case .array(let values): values.count == 1 ? "[1 item]" : "[\(values.count) items]"
        case .object(let fields): fields.count == 1 ? "{1 key}" : "{\(fields.count) keys}"
        }
    }
}

/// One member of a ``RecordValue/object(_:)``.
public struct RecordField: Hashable, Sendable {
    /// The member's key.
    public var key: String
    /// Its value.
    public var value: RecordValue

    /// Creates a member.
    public init(key: String, value: RecordValue) {
        self.key = key
        self.value = value
    }
}
