import CellFactory

/// What the host's one cell draws.
protocol LineDataSource {
    var line: String { get }
}

final class AccountViewModel: CellViewModel, LineDataSource {
    private var account = Account(name: "")
    var identifier: String { "account" }
    var size: CellSize { .fixed(columns: 12) }
    var supportedActions: [CellAction] { [.select] }
    func update(with model: Account) { account = model }
    var line: String { "@" + account.name }

    func handle(_ action: CellAction, events: any CellEventSink) {
        events.receive(CellEvent("selectedAccount", detail: account.name))
    }
}

final class AnimalViewModel: CellViewModel, LineDataSource {
    private var animal: Animal?
    var identifier: String { "animal" }
    var size: CellSize { .fullWidth() }
    func update(with model: Animal) { animal = model }
    var line: String { "\(animal.map { String(describing: type(of: $0)) } ?? "?"): \(animal?.name ?? "")" }
}

final class LabelledViewModel: CellViewModel, LineDataSource {
    private var label = ""
    var identifier: String { "labelled" }
    var size: CellSize { .fixed(columns: 8) }
    func update(with model: any Labelled) { label = model.label }
    var line: String { "#" + label }
}
