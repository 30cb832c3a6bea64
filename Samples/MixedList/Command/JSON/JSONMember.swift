/// One `"key": value` member of a JSON object, as stored in ``JSONValue/object(_:)``.
public struct JSONMember: Equatable, Sendable {
    /// The member's key, with escapes decoded.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member with the given key and value.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
