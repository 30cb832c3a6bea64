import MixedListViewModels

/// The value at a path in a record as a rule on a field compares it: a string as itself, a
/// number or a boolean as JSON writes it, anything else as no value.
struct FieldText: RecordTextSource {
    /// Where the field is.
    let path: RecordPath

    /// The field's value as text, or `nil`.
    func text(of record: RecordValue) -> String? {
        guard let value = path.value(in: record) else { return nil }
        switch value {
        case .string(let text): return text
        case .integer, .number, .bool: return value.compactText
        default: return nil
        }
    }
}
