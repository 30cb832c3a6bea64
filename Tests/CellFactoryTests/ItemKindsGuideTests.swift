// The "Many kinds of one type" example of Sources/CellFactory/CellFactory.docc/FromModelToList.md
// and of `ItemKinds`'s documentation, compiled and run so that it cannot rot.
// Keep them in step when either changes.

import CellFactory
import Testing

private struct Event {
    var type: String?
    var user: String
}

private struct EventKinds: ItemKinds {
    func kind(of event: Event) -> String? { event.type }
}

private class EventShowing: CellViewModel {
    private(set) var event = Event(type: nil, user: "")
    let identifier: String
    init(identifier: String) { self.identifier = identifier }
    var size: CellSize { .fullWidth(lines: 1) }
    func update(with model: Event) { event = model }
}

private final class LoginRowViewModel: EventShowing {
    init() { super.init(identifier: "login") }
}

private final class PaymentRowViewModel: EventShowing {
    init() { super.init(identifier: "payment") }
}

private final class EventRowViewModel: EventShowing {
    init() { super.init(identifier: "event") }
}

@Suite("The guide's kinds of one type")
struct ItemKindsGuideTests {
    @Test("logins, payments and every other event each find their view model")
    func guide() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: EventKinds())
        try factory.register(LoginRowViewModel.init, kind: "login")
        try factory.register(PaymentRowViewModel.init, kind: "payment")
        try factory.register(EventRowViewModel.init)  // every other event, and events of no kind

        let events = [
            Event(type: "login", user: "ada"), Event(type: "payment", user: "bob"),
            Event(type: "refund", user: "cy"), Event(type: nil, user: "di"),
        ]
        let shown = try events.map { try factory.viewModel(for: $0).viewModel?.identifier }
        #expect(shown == ["login", "payment", "event", "event"])
    }
}
