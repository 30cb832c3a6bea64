public import CellFactory

/// Shows an ``Account`` as a table row, for `--layout table`: its name, in bold.
public final class AccountRowViewModel: TableRowViewModel {
    private var account = Account(name: "")

    /// Creates a view model showing an empty account.
    public init() {}

    /// `accountRow`: every account is one kind of row.
    public let identifier = "accountRow"

    /// One column, as wide as the longest name up to 40 columns.
    public let columns = [TableColumn("Account", width: .fit(min: 7, max: 40))]

    /// Selecting an account opens it.
    public var supportedActions: [CellAction] { [.select] }

    /// Shows another account.
    public func update(with model: Account) {
        account = model
    }

    /// The name.
    public var values: [TableValue] { [TableValue(account.name, style: .bold)] }

    /// Emits `openAccount(NAME)` on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .select { events.receive(CellEvent("openAccount", detail: account.name)) }
    }
}
