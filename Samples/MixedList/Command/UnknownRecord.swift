/// A JSON object that is not a known record; no view model is registered for it, so it shows as
/// a placeholder row.
package struct UnknownRecord: Hashable, Sendable {
    /// Its `"type"` field, if it had a string one.
    package var type: String?

    /// Creates an unknown record.
    ///
    /// - Parameter type: Its `"type"` field, if any.
    package init(type: String?) {
        self.type = type
    }
}
