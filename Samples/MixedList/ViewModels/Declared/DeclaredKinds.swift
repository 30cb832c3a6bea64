public import CellFactory

/// How a views file tells records apart: its rules, tried in the file's order; the first that
/// takes a record names its kind.
///
/// Rules on one field's value (`"type": "pod"`) are found by that value in a table, so a record
/// costs one lookup per field the rules name, however many kinds share the field (a field of a
/// few values compares them one by one, which costs less than hashing); other rules
/// (keys present, a JSON type) are tried in order only while they come before the best found.
public struct DeclaredKinds: ItemKinds {
    /// One rule: the kind it names and the records it takes.
    public struct Rule: Sendable {
        /// The kind it names.
        public let kind: String
        /// For a rule on one field's value: the field, as written, and the value it wants.
        public let equality: (field: String, value: String)?
        /// Reads the field's value as text, for a rule on a field's value.
        public let read: (any RecordTextSource)?
        /// Whether the rule takes a record.
        public let matches: @Sendable (RecordValue) -> Bool

        /// A rule on one field's value: `read` gives the field's value as text, or `nil`.
        public init(kind: String, field: String, equals value: String, read: some RecordTextSource) {
            self.kind = kind
            equality = (field, value)
            self.read = read
            matches = { read.text(of: $0) == value }
        }

        /// Any other rule.
        public init(kind: String, matches: @escaping @Sendable (RecordValue) -> Bool) {
            self.kind = kind
            equality = nil
            read = nil
            self.matches = matches
        }
    }

    /// A field the rules look at, with the first rule for each of its values.
    private struct Field: Sendable {
        let read: any RecordTextSource
        var firstRule: [String: Int]
        /// The same, as pairs to compare one by one while there are few: a field has a handful
        /// of values as a rule, and comparing them costs less than hashing the record's.
        var fewValues: [(value: String, rule: Int)]?
    }

    private let rules: [Rule]
    private let fields: [Field]
    /// The rules that are not on a field's value, in order.
    private let others: [Int]

    /// Creates the kinds from rules in the order they are tried.
    public init(_ rules: [Rule]) {
        self.rules = rules
        var fields: [Field] = []
        var fieldIndex: [String: Int] = [:]
        var others: [Int] = []
        for (index, rule) in rules.enumerated() {
            guard let (field, value) = rule.equality, let read = rule.read else {
                others.append(index)
                continue
            }
            let at = fieldIndex[field] ?? fields.count
            if at == fields.count {
                fieldIndex[field] = at
                fields.append(Field(read: read, firstRule: [:], fewValues: nil))
            }
            if fields[at].firstRule[value] == nil { fields[at].firstRule[value] = index }
        }
        for at in fields.indices where fields[at].firstRule.count <= 8 {
            fields[at].fewValues = fields[at].firstRule.map { ($0.key, $0.value) }
        }
        self.fields = fields
        self.others = others
    }

    /// The kind of the first rule that takes the record.
    public func kind(of record: RecordValue) -> String? {
        var best = Self.firstRule(in: fields, for: record)
        for index in others {
            guard index < best else { break }
            if rules[index].matches(record) {
                best = index
                break
            }
        }
        return best == Int.max ? nil : rules[best].kind
    }

    /// The first rule on a field's value that takes the record, or `Int.max`. The fields are a
    /// parameter so that each is read where it is: through a copy of the array, each field would
    /// be copied, its source and tables retained, on every call.
    private static func firstRule(in fields: [Field], for record: RecordValue) -> Int {
        var best = Int.max
        for index in fields.indices {
            guard let value = fields[index].read.text(of: record) else { continue }
            // `==`, as the hashed table compares: canonically equivalent values are the same.
            let rule =
                fields[index].fewValues != nil
                ? fields[index].fewValues?.first { $0.value == value }?.rule
                : fields[index].firstRule[value]
            if let rule, rule < best { best = rule }
        }
        return best
    }

    /// Every kind whose rule takes the record, in the file's order.
    public func kinds(claiming record: RecordValue) -> [String] {
        var kinds: [String] = []
        for rule in rules where rule.matches(record) && !kinds.contains(rule.kind) {
            kinds.append(rule.kind)
        }
        return kinds
    }
}
