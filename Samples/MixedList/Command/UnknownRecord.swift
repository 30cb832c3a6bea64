/// A JSON object that is not a known record; no view model is registered for it, so it shows as
/// a placeholder row.
public struct UnknownRecord: Hashable, Sendable {
    /// Its `"type"` field, if it had a string one.
    public var type: String?

    /// Creates an unknown record.
    ///
    /// - Parameter type: Its `"type"` field, if any.
    public init(type: String?) {
        self.type = type
    }
}
