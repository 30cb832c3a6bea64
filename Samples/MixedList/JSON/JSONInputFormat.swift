/// The document layouts ``JSONStreamReader`` reads.
///
/// The raw values are the usual file extensions, so a format can be chosen from a file name or an option
/// with `JSONInputFormat(rawValue:)`.
package enum JSONInputFormat: String, Sendable, CaseIterable {
    /// One JSON array whose elements are read one by one: `[1, {"a": 2}, "x"]`.
    case array = "json"
    /// JSON Lines: one JSON value per line; blank lines are ignored.
    case lines = "jsonl"
    /// One JSON value, the whole input, over as many lines as it takes: a tool's report such as
    /// `lsblk -J`'s. It is read once the input ends.
    case document
}
