/// A list of records and an edit of it: 5 % of the items deleted, 5 % moved elsewhere and 5 %
/// new ones inserted, scattered over the list by a multiplicative hash so that the same edit
/// is made on every run without a random generator.
public struct EditedList: Sendable {
    /// The list before the edit: ids `0..<count` in order.
    public let old: [DiffRecord]
    /// The list after it.
    public let new: [DiffRecord]

    /// Makes a list of `count` records and its edit.
    public init(count: Int) {
        old = (0..<count).map { DiffRecord(id: $0, title: "record \($0)") }
        // Each record of the new list gets a sort key: its old place, another place for a moved
        // record, a place between two old ones for a new record.
        var keyed: [(key: Double, record: DiffRecord)] = []
        keyed.reserveCapacity(count + count / 20)
        for record in old {
            switch record.id % 20 {
            case 3: continue
            case 11: keyed.append((Double(Self.scatter(record.id, count)) + 0.5, record))
            default: keyed.append((Double(record.id), record))
            }
        }
        for index in 0..<count / 20 {
            let id = count + index
            keyed.append((Double(Self.scatter(id, count)) + 0.25, DiffRecord(id: id, title: "record \(id)")))
        }
        keyed.sort { $0.key < $1.key }
        new = keyed.map(\.record)
    }

    /// A place in `0..<count` for a number, far from its neighbours'.
    private static func scatter(_ number: Int, _ count: Int) -> Int {
        Int(UInt64(truncatingIfNeeded: number) &* 2_654_435_761 % UInt64(max(count, 1)))
    }
}
