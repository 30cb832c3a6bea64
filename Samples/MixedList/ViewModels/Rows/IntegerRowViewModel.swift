public import CellFactory

/// Shows an `Int` as a table row, for `--layout table`: the number right-aligned, then the
/// `vibrate` button.
public final class IntegerRowViewModel: TableRowViewModel {
    private var value = 0

    /// Creates a view model showing 0.
    public init() {}

    /// `integerRow`: every number is one kind of row.
    public let identifier = "integerRow"

    /// The number, aligned right, and the button.
    public let columns = [
        TableColumn("Number", width: .fit(min: 6, max: 20), alignment: .trailing),
        TableColumn("Action", width: .fixed(9)),
    ]

    /// The button, and selection.
    public var supportedActions: [CellAction] { [.vibrate, .select] }

    /// Shows another number.
    public func update(with model: Int) {
        value = model
    }

    /// The number in decimal, and `[vibrate]`.
    public var values: [TableValue] {
        [TableValue(String(value)), TableValue("[vibrate]", style: TextStyle(foreground: .cyan))]
    }

    /// Emits `vibrated(N)` for the button and `selectedNumber(N)` on select, as the integer cell's
    /// view model does.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        switch action {
        case .vibrate: events.receive(CellEvent("vibrated", detail: String(value)))
        case .select: events.receive(CellEvent("selectedNumber", detail: String(value)))
        default: break
        }
    }
}
