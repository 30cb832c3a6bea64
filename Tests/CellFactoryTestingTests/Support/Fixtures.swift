import CellFactory
import TextCells

// A small host: people shown by a view model and a cell, plus view models that each break one
// rule of the contract, so the checks are seen to catch what they claim to.

struct Person: Hashable {
    var name: String
    var nickname: String?
}

protocol PersonCellDataSource {
    var name: String { get }
    var nickname: String { get }
}

extension CellAction {
    static let greet = CellAction("greet")
    static let star = CellAction("star")
}

/// Keeps the contract.
final class PersonViewModel: CellViewModel, PersonCellDataSource {
    private var person = Person(name: "")
    var identifier: String { "person" }
    var size: CellSize { .fixed(columns: 24) }
    var supportedActions: [CellAction] { [.greet] }
    func update(with model: Person) { person = model }
    var name: String { person.name }
    var nickname: String { person.nickname ?? "" }
    func handle(_ action: CellAction, events: any CellEventSink) {
        events.receive(CellEvent("greeted", detail: person.name))
    }
}

final class PersonCell: TextCell {
    private var name = ""
    private var nickname = ""
    func configure(with viewModel: any PersonCellDataSource) {
        name = viewModel.name
        nickname = viewModel.nickname
    }
    func prepareForReuse() {
        name = ""
        nickname = ""
    }
    func draw(in canvas: inout CellCanvas) {
        canvas.write(nickname.isEmpty ? name : "\(name) (\(nickname))", line: 0)
    }
}

/// Keeps the nickname of an earlier person when the next one has none.
final class LeakyPersonViewModel: CellViewModel, PersonCellDataSource {
    private(set) var name = ""
    private(set) var nickname = ""
    var identifier: String { "person" }
    var size: CellSize { .fixed(columns: 24) }
    func update(with model: Person) {
        name = model.name
        if let nickname = model.nickname { self.nickname = nickname }
    }
}

/// An empty identifier and a height of zero lines.
final class ShapelessViewModel: CellViewModel {
    private(set) var name = ""
    var identifier: String { "" }
    var size: CellSize { .fixed(columns: 10, lines: 0) }
    func update(with model: Person) { name = model.name }
}

/// Accepts anything through `updateData` and shows it.
final class PermissiveViewModel: CellViewModel {
    private(set) var name = ""
    var identifier: String { "person" }
    var size: CellSize { .fixed(columns: 10) }
    func update(with model: Person) { name = model.name }
    func updateData(_ data: Any) throws(CellFactoryError) {
        name = (data as? Person)?.name ?? "\(data)"
    }
}

/// Refuses wrong data with the wrong code, after clearing what it shows; shows typed and erased
/// updates differently.
final class SloppyViewModel: CellViewModel {
    private(set) var name = ""
    var identifier: String { "person" }
    var size: CellSize { .fixed(columns: 10) }
    func update(with model: Person) { name = model.name }
    func updateData(_ data: Any) throws(CellFactoryError) {
        name = ""
        guard let person = data as? Person else { throw CellFactoryError(.unregisteredItem, "no") }
        name = person.name.uppercased()
    }
}

/// Declares actions twice and one it does not handle.
final class BoastfulViewModel: CellViewModel {
    private(set) var name = ""
    var identifier: String { "person" }
    var size: CellSize { .fixed(columns: 10) }
    var supportedActions: [CellAction] { [.greet, .star, .greet] }
    func update(with model: Person) { name = model.name }
    func handle(_ action: CellAction, events: any CellEventSink) {
        if action == .greet { events.receive(CellEvent("greeted")) }
    }
}

/// Handles an action by changing what it shows, without an event.
final class StarringViewModel: CellViewModel {
    private(set) var shown = ""
    var identifier: String { "person" }
    var size: CellSize { .fixed(columns: 10) }
    var supportedActions: [CellAction] { [.star] }
    func update(with model: Person) { shown = model.name }
    func handle(_ action: CellAction, events: any CellEventSink) { shown += " ★" }
}

/// Refuses every value through `updateData`, so the factory can never show it.
final class RefusingViewModel: CellViewModel {
    private(set) var name = ""
    var identifier: String { "person" }
    var size: CellSize { .fixed(columns: 10) }
    func update(with model: Person) { name = model.name }
    func updateData(_ data: Any) throws(CellFactoryError) {
        throw CellFactoryError(.wrongModelType, "refused")
    }
}

/// Shows any value at all, so no value is wrongly typed.
final class AnythingViewModel: CellViewModel {
    private(set) var text = ""
    var identifier: String { "anything" }
    var size: CellSize { .fullWidth() }
    func update(with model: Any) { text = "\(model)" }
}
