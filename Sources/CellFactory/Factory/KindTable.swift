/// The registration of each kind of one type's items, found by the kind's name.
///
/// A type has a handful of kinds as a rule: up to ``linearLimit`` names are compared one by one,
/// which costs less than hashing the name; more are hashed. Either way a lookup takes a bounded
/// time, however many kinds there are.
struct KindTable: Sendable {
    /// The most names compared one by one.
    static let linearLimit = 8

    private let names: [String]
    private let indexes: [Int]
    private let hashed: [String: Int]

    init(_ table: [String: Int]) {
        if table.count <= Self.linearLimit {
            let entries = Array(table)
            (names, indexes) = (entries.map(\.key), entries.map(\.value))
            hashed = [:]
        } else {
            (names, indexes) = ([], [])
            hashed = table
        }
    }

    /// The registration of the kind with this name, if there is one.
    subscript(name: String) -> Int? {
        guard hashed.isEmpty else { return hashed[name] }
        // `==`, as the hashed table compares: canonically equivalent names are the same name.
        guard let position = names.firstIndex(of: name) else { return nil }
        return indexes[position]
    }
}
