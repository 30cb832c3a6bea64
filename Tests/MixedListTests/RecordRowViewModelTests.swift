import CellFactory
import CellFactoryTesting
import MixedListViewModels
import Testing

@Suite("RecordRowViewModel: the default view in a table")
struct RecordRowViewModelTests {
    private func object(_ fields: (String, RecordValue)...) -> RecordValue {
        .object(fields.map { RecordField(key: $0.0, value: $0.1) })
    }

    @Test("a column per key; scalars as themselves, nested values by their size, null as missing")
    func values() {
        let viewModel = RecordRowViewModel()
        viewModel.update(
            with: object(
                ("name", .string("eth0")), ("mtu", .integer(1500)), ("up", .bool(true)),
                ("rate", .number(2.5)),
                ("flags", .array([.string("UP"), .string("LOWER_UP")])), ("info", object(("a", .null))),
                ("gone", .null)))
        #expect(viewModel.columns.map(\.title) == ["name", "mtu", "up", "rate", "flags", "info", "gone"])
        #expect(viewModel.values.map(\.text) == ["eth0", "1500", "true", "2.5", "[2 items]", "{1 key}", nil])
        #expect(
            viewModel.columns.map(\.alignment) == [
                .leading, .trailing, .leading, .trailing, .leading, .leading, .leading,
            ])
    }

    @Test("the kind changes with the set of keys, and only then; hostile keys never share a kind")
    func kinds() {
        let viewModel = RecordRowViewModel()
        viewModel.update(with: object(("a", .integer(1)), ("b", .integer(2))))
        let ab = viewModel.identifier
        viewModel.update(with: object(("a", .string("x")), ("b", .null)))
        #expect(viewModel.identifier == ab)
        viewModel.update(with: object(("b", .integer(1)), ("a", .integer(2))))
        #expect(viewModel.identifier != ab)
        // Keys that would join into the same text: "a:1:b" and "a", "1:b".
        viewModel.update(with: object(("a:1:b", .null)))
        let joined = viewModel.identifier
        viewModel.update(with: object(("a", .null), ("1:b", .null)))
        #expect(viewModel.identifier != joined)
        viewModel.update(with: .string("x"))
        #expect(viewModel.identifier == RecordRowViewModel.valueKind)
        #expect(viewModel.columns.map(\.title) == ["Value"])
        viewModel.update(with: object())
        #expect(viewModel.identifier != RecordRowViewModel.valueKind)
        #expect(viewModel.values.isEmpty)
    }

    @Test("keeps the view-model contract")
    func contract() {
        expectViewModelContract(
            RecordRowViewModel.init,
            samples: [
                object(("name", .string("lo"))), .integer(3), .null, object(("name", .string("eth0"))),
            ],
            shown: { $0.values })
    }

    @Test("the row under its header; hostile keys and values come out without control bytes")
    func row() throws {
        let viewModel = RecordRowViewModel()
        viewModel.update(with: object(("name", .string("eth0")), ("mtu", .integer(1500))))
        let drawnRow = try renderRow(of: viewModel, width: 16)
        #expect(
            drawnRow == "name   mtu      \n----  ----      \neth0  1500      \n",
            "\(drawnRow.debugDescription)")
        viewModel.update(with: object(("\u{1B}[31mkey\u{7}", .string("\u{1B}]52;c;x\u{7}"))))
        let drawn = try renderRow(of: viewModel, width: 30)
        #expect(!drawn.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("select sends the record's keys and values")
    func select() {
        let viewModel = RecordRowViewModel()
        viewModel.update(with: object(("name", .string("lo")), ("mtu", .integer(65536))))
        let events = CellEventRecorder()
        viewModel.handle(.select, events: events)
        #expect(events.events == [CellEvent("selectedRecord", detail: "name lo mtu 65536")])
    }
}
