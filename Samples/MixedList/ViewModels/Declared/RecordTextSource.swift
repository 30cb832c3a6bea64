/// Where a declared view takes a text from a record: the value at a path, written in a format, or
/// a fixed text. Parts, columns and the rules on a field's value read records through it.
///
/// A protocol rather than a function: a view reads its parts for every row, and calling a
/// function kept in an array retains what it captured each time, where a value kept there is
/// called in place.
public protocol RecordTextSource: Sendable {
    /// The text for a record, or `nil` when the record has none.
    func text(of record: RecordValue) -> String?
}
