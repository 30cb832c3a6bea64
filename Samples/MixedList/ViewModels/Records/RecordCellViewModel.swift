public import CellFactory

/// What the record cell draws: the record's fields, or its value when it has no keys.
public protocol RecordCellDataSource {
    /// Each top-level key with its value as a row shows it; a value that is not an object is
    /// one part with no key.
    var parts: [RecordPart] { get }
}

/// One part of a record's row: a key and its value, or a value alone.
public struct RecordPart: Hashable, Sendable {
    /// The key, or `nil` for a value that is not in an object.
    public var key: String?
    /// The value, as ``RecordValue/compactText`` gives it.
    public var text: String

    /// Creates a part.
    public init(key: String?, text: String) {
        self.key = key
        self.text = text
    }
}

/// The default view of a record no view shows, in a list: its top-level keys and values on one
/// line, such as `name: eth0  mtu: 1500  addr_info: [2 items]`.
public final class RecordCellViewModel: CellViewModel, RecordCellDataSource {
    /// The reuse identifier of the record cell.
    public static let reuseIdentifier = "recordCell"

    private var value = RecordValue.null

    /// Creates a view model showing `null`.
    public init() {}

    /// `recordCell`.
    public var identifier: String { Self.reuseIdentifier }

    /// The full width, one line.
    public var size: CellSize { .fullWidth(lines: 1) }

    /// Selecting a record chooses it.
    public var supportedActions: [CellAction] { [.select] }

    /// Shows another record.
    public func update(with model: RecordValue) {
        value = model
    }

    /// The record's keys and values, or its one value.
    public var parts: [RecordPart] {
        guard case .object(let fields) = value else { return [RecordPart(key: nil, text: value.compactText)] }
        return fields.map { RecordPart(key: $0.key, text: $0.value.compactText) }
    }

    /// What a list is searched by: the keys and values, as the row shows them.
    public static func searchText(of value: RecordValue) -> String {
        guard case .object(let fields) = value else { return value.compactText }
        return fields.map { "\($0.key) \($0.value.compactText)" }.joined(separator: " ")
    }

    /// Emits `selectedRecord` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .select {
            events.receive(CellEvent("selectedRecord", detail: Self.searchText(of: value)))
        }
    }
}
