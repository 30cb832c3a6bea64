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

    /// Creates a view model for a table view; a view of another layout shows no columns.
    public init(view: DeclaredView) {
        self.view = view
        identifier = view.identifier
        if case .table(let columns) = view.layout {
            declaredColumns = columns
        } else {
            declaredColumns = []
        }
        columns = declaredColumns.map(\.column)
    }

    /// Selecting a record sends the view's action, if it has one.
    public var supportedActions: [CellAction] { view.action == nil ? [] : [.select] }

    /// Shows another record.
    public func update(with model: RecordValue) {
        record = model
    }

    /// Each column's value for the record.
    public var values: [TableValue] { declaredColumns.map { $0.value(record) } }

    /// Sends the view's action on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        guard action == .select, let declared = view.action else { return }
        events.receive(CellEvent(declared.event, detail: declared.detail(record)))
    }
}
