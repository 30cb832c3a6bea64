public import CellFactory

/// The default view of a record no view shows, in a table: a column per top-level key, with a
/// new header whenever the set of keys changes; a value that is not an object is a row of one
/// column, `Value`.
public final class RecordRowViewModel: TableRowViewModel {
    private var value = RecordValue.null
    /// The keys of the record shown, in order; empty for a value that is not an object.
    private var keys: [String] = []
    /// The kind of the record: its keys, in order.
    public private(set) var identifier = RecordRowViewModel.valueKind
    /// A column per key, each as wide as its widest value up to 40 columns; numbers, as the
    /// first record of its kind has them, aligned right.
    public private(set) var columns = RecordRowViewModel.valueColumns

    /// The kind of a value that is not an object.
    public static let valueKind = "recordValue"
    private static let valueColumns = [TableColumn("Value", width: .fit(min: 5, max: 80))]

    /// Creates a view model showing `null`.
    public init() {}

    /// Selecting a record chooses it.
    public var supportedActions: [CellAction] { [.select] }

    /// Shows another record; its kind and columns change with its keys.
    public func update(with model: RecordValue) {
        value = model
        guard case .object(let fields) = model else {
            if !keys.isEmpty || identifier != Self.valueKind {
                keys = []
                identifier = Self.valueKind
                columns = Self.valueColumns
            }
            return
        }
        // Most records have the keys of the one before them: the kind is named only when they change.
        if identifier != Self.valueKind, fields.count == keys.count,
            zip(fields, keys).allSatisfy({ $0.key == $1 })
        {
            return
        }
        keys = fields.map(\.key)
        identifier = Self.kind(of: model)
        // Numbers line up on the right, as the first record of the kind has them.
        columns = fields.map { field in
            let isNumber: Bool
            switch field.value {
            case .integer, .number: isNumber = true
            default: isNumber = false
            }
            return TableColumn(
                field.key, width: .fit(min: 1, max: 40), alignment: isNumber ? .trailing : .leading)
        }
    }

    /// The value of each key: numbers and booleans in cyan, objects and arrays dimmed by their
    /// size, `null` as a missing value.
    public var values: [TableValue] {
        guard case .object(let fields) = value else { return [Self.tableValue(value)] }
        return fields.map { Self.tableValue($0.value) }
    }

    private static func tableValue(_ value: RecordValue) -> TableValue {
        switch value {
        case .null: .missing
        case .string(let text): TableValue(text)
        case .integer, .number, .bool: TableValue(value.compactText, style: TextStyle(foreground: .cyan))
        case .array, .object: TableValue(value.compactText, style: .dim)
        }
    }

    /// The keys of an object, in order, as one name; ``valueKind`` for any other value.
    static func kind(of value: RecordValue) -> String {
        guard case .object(let fields) = value else { return valueKind }
        // Keys may hold any character: each is counted, so that no two sets of keys share a kind.
        var kind = "record"
        for field in fields { kind += ":\(field.key.utf8.count):\(field.key)" }
        return kind
    }

    /// Emits `selectedRecord` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .select {
            events.receive(CellEvent("selectedRecord", detail: RecordCellViewModel.searchText(of: value)))
        }
    }
}
