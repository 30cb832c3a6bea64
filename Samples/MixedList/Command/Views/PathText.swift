import MixedListViewModels

/// The text of the value at a path in a record, in a format: what a views file's `"path"` shows.
struct PathText: RecordTextSource {
    /// Where the value is.
    let path: RecordPath
    /// How it is written.
    let format: ValueFormat

    /// The value's text, or `nil` when the record has no value at the path (or it is `null`).
    func text(of record: RecordValue) -> String? {
        guard let value = path.value(in: record) else { return nil }
        return format.text(of: value)
    }
}
