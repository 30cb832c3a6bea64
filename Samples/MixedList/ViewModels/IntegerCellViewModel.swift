public import CellFactory

extension CellAction {
    /// The integer cell's button, as in the seed's sample repository.
    public static let vibrate = CellAction("vibrate")
}

/// Shows an `Int` in the integer cell, with a `vibrate` button the view model handles.
public final class IntegerCellViewModel: CellViewModel, IntegerCellDataSource {
    /// The reuse identifier of the integer cell.
    public static let reuseIdentifier = "IntCell"

    private var value = 0

    /// Creates a view model showing 0.
    public init() {}

    /// `IntCell`.
    public var identifier: String { Self.reuseIdentifier }

    /// 20 columns, one line.
    public var size: CellSize { .fixed(columns: 20, lines: 1) }

    /// The button, and selection.
    public var supportedActions: [CellAction] { [.vibrate, .select] }

    /// Shows another number.
    public func update(with model: Int) {
        value = model
    }

    /// The number in decimal.
    public var valueText: String { String(value) }

    /// `vibrate`.
    public var buttonTitle: String { "[vibrate]" }

    /// Emits `vibrated(N)` for the button and `selectedNumber(N)` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        switch action {
        case .vibrate: events.receive(CellEvent("vibrated", detail: valueText))
        case .select: events.receive(CellEvent("selectedNumber", detail: valueText))
        default: break
        }
    }
}
