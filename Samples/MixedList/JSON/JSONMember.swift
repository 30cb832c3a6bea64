/// One `"key": value` member of a JSON object, as stored in ``JSONValue/object(_:)``.
package struct JSONMember: Equatable, Sendable {
    /// The member's key, with escapes decoded.
    package var key: String
    /// The member's value.
    package var value: JSONValue

    /// Creates a member with the given key and value.
    package init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
