import MixedListViewModels
import Testing

/// `DeclaredKinds` tells records apart by a views file's rules: the first rule that takes a record
/// names its kind.
@Suite("Declared kinds")
struct DeclaredKindsTests {
    /// Rules on `type`'s value, with a rule on `flag`'s presence and one on whole numbers among
    /// them, and two on `mode`.
    static func rules(values: Int) -> [DeclaredKinds.Rule] {
        var rules: [DeclaredKinds.Rule] = []
        for value in 0..<values {
            let wanted = value == 1 ? "caf\u{E9}" : "t\(value)"
            rules.append(
                DeclaredKinds.Rule(kind: "kind\(value)", field: "type", equals: wanted, read: Member("type")))
            if value == values / 2 {
                rules.append(
                    DeclaredKinds.Rule(kind: "flagged") { record in
                        guard case .object(let fields) = record else { return false }
                        return fields.contains { $0.key == "flag" }
                    })
                rules.append(
                    DeclaredKinds.Rule(kind: "number") { if case .integer = $0 { true } else { false } })
            }
        }
        rules.append(
            DeclaredKinds.Rule(kind: "modeA", field: "mode", equals: "a", read: Member("mode")))
        // A value given again: its first rule wins.
        rules.append(
            DeclaredKinds.Rule(kind: "again", field: "type", equals: "t0", read: Member("type")))
        return rules
    }

    /// A string member's value, the last of its key.
    struct Member: RecordTextSource {
        let key: String
        init(_ key: String) { self.key = key }

        func text(of record: RecordValue) -> String? {
            guard case .object(let fields) = record else { return nil }
            guard case .string(let text)? = fields.last(where: { $0.key == key })?.value else { return nil }
            return text
        }
    }

    @Test(
        "the kind is the first rule's that takes the record, for few values and many",
        arguments: [3, 8, 9, 20])
    func firstRuleWins(values: Int) {
        let kinds = DeclaredKinds(Self.rules(values: values))
        var records: [RecordValue] = [.integer(4), .string("t1"), .null, .object([])]
        for type in ["t0", "t1", "t2", "t\(values - 1)", "t\(values)", "cafe\u{301}", "caf\u{E9}", "", "T0"] {
            for flag in [false, true] {
                for mode in [nil, "a", "b"] {
                    var fields = [RecordField(key: "type", value: .string(type))]
                    if flag { fields.append(RecordField(key: "flag", value: .bool(true))) }
                    if let mode { fields.append(RecordField(key: "mode", value: .string(mode))) }
                    records.append(.object(fields))
                }
            }
        }
        for record in records {
            // Against trying every rule in order.
            #expect(kinds.kind(of: record) == kinds.kinds(claiming: record).first, "\(record)")
        }
        // A rule on a key's presence wins over a later rule on a field's value, and loses to an
        // earlier one.
        let flagged = { (type: String) in
            RecordValue.object([
                RecordField(key: "type", value: .string(type)), RecordField(key: "flag", value: .bool(true)),
            ])
        }
        #expect(kinds.kind(of: flagged("t\(values - 1)")) == "flagged")
        #expect(kinds.kind(of: flagged("t0")) == "kind0")
        // Canonically equivalent text is the same value.
        #expect(kinds.kind(of: .object([RecordField(key: "type", value: .string("cafe\u{301}"))])) == "kind1")
    }
}
