public import CellFactory

/// A record shown by a declared table view: a table row in the view's columns.
public final class DeclaredRowViewModel: TableRowViewModel {
    private let view: DeclaredView
    private let declaredColumns: [DeclaredColumn]
    private var record = RecordValue.null

    /// The view's identifier: every record of the kind is one kind of row.
    public let identifier: String
    /// The view's columns.
    public let columns: [TableColumn]

    /// Creates a view model for a view's table; a view with no table shows no columns.
    public init(view: DeclaredView) {
        self.view = view
        identifier = view.identifier
        declaredColumns = view.table ?? []
        columns = declaredColumns.map(\.column)
    }

    /// The actions the view declares.
    public var supportedActions: [CellAction] { view.supportedActions }

    /// Shows another record.
    public func update(with model: RecordValue) {
        record = model
    }

    /// Each column's value for the record.
    public var values: [TableValue] { declaredColumns.map { $0.value(for: record) } }

    /// Sends the event the view declares for the action.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if let event = view.event(for: action, record: record) { events.receive(event) }
    }
}
