public import CellFactory

/// Shows an ``Account`` in the account cell, the seed's `StringCellVM`.
public final class AccountCellViewModel: CellViewModel, StringCellDataSource {
    /// The reuse identifier of the account cell.
    public static let reuseIdentifier = "stringCell"

    private var account = Account(name: "")

    /// Creates a view model showing an empty account.
    public init() {}

    /// `stringCell`.
    public var identifier: String { Self.reuseIdentifier }

    /// 30 columns, one line.
    public var size: CellSize { .fixed(columns: 30, lines: 1) }

    /// Selecting an account opens it.
    public var supportedActions: [CellAction] { [.select] }

    /// Shows another account.
    public func update(with model: Account) {
        account = model
    }

    /// The account's name.
    public var title: String { account.name }

    /// Emits `openAccount(NAME)` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .select { events.receive(CellEvent("openAccount", detail: account.name)) }
    }
}
