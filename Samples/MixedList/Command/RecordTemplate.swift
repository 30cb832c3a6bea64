/// The shape of an account's or an album's text, learned from one record: its bytes but for its
/// values. A long input's records are mostly written by one program, so most have the shape of
/// the one before, and are read by matching their bytes, with no key to read.
struct RecordTemplate {
    /// A value's field.
    enum Field {
        case name, title, artist, year, tracks
    }

    /// The kind of record.
    let kind: RecordCursor.KnownRecord.Kind
    /// The fields, in the order their values come.
    let fields: [Field]
    /// The bytes before each value, then those after the last: one more than the fields. A
    /// string's quotes are in them.
    let literals: [[UInt8]]

    /// The shape of a record read by `RecordCursor.knownRecord()` from `start` to `end` in `bytes`.
    init(_ record: RecordCursor.KnownRecord, in bytes: [UInt8], from start: Int, to end: Int) {
        kind = record.kind
        fields = record.values.map(\.field)
        var literals: [[UInt8]] = []
        var next = start
        for value in record.values {
            literals.append(Array(bytes[next..<value.range.lowerBound]))
            next = value.range.upperBound
        }
        literals.append(Array(bytes[next..<end]))
        self.literals = literals
    }
}
