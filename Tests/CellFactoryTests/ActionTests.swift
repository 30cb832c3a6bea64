import CellFactory
import Testing

@Suite("Actions and events")
struct ActionTests {
    let factory: CollectionFactory
    let data = SectionedData(sections: [
        .init(header: Heading(text: "h"), items: [Person(name: "Ada"), 7, 2.5])
    ])

    init() throws {
        factory = try makePeopleFactory()
    }

    @Test("select reaches the item's view model, whose event the host observes with the location")
    func select() throws {
        let recorder = CellEventRecorder()
        try factory.send(.select, at: CellIndexPath(item: 0), in: data, events: recorder)
        #expect(
            recorder.events == [
                CellEvent(
                    "person.select", detail: "Person(name: \"Ada\")", location: .item(CellIndexPath(item: 0)))
            ])
    }

    @Test("a named custom action reaches the view model configured with that item")
    func customAction() throws {
        var received: [String] = []
        try factory.send(
            CellAction("double"), at: CellIndexPath(item: 1), in: data,
            events: CellEventHandler { received.append($0.description) })
        #expect(received == ["int.double(7) at 0.1"])
    }

    @Test("an action the view model does not offer is refused, naming what it offers")
    func unsupported() {
        let recorder = CellEventRecorder()
        let error = #expect(throws: CellFactoryError.self) {
            try factory.send(CellAction("vibrate"), at: CellIndexPath(item: 0), in: data, events: recorder)
        }
        #expect(error?.code == .actionNotSupported)
        #expect(error?.message == "PersonViewModel does not handle \"vibrate\" (it handles: \"select\")")
        let headerError = #expect(throws: CellFactoryError.self) {
            try factory.send(.select, to: .header(section: 0), in: data, events: recorder)
        }
        #expect(headerError?.message == "HeadingViewModel does not handle \"select\" (it handles: nothing)")
        #expect(recorder.events.isEmpty)
    }

    @Test("an action for an unregistered item or a missing location is an error, never ignored")
    func nowhereToGo() {
        let recorder = CellEventRecorder()
        let unregistered = #expect(throws: CellFactoryError.self) {
            try factory.send(.select, at: CellIndexPath(item: 2), in: data, events: recorder)
        }
        #expect(unregistered?.code == .unregisteredItem)
        #expect(unregistered?.location == .item(CellIndexPath(item: 2)))
        let missing = #expect(throws: CellFactoryError.self) {
            try factory.send(.select, at: CellIndexPath(item: 3), in: data, events: recorder)
        }
        #expect(missing?.code == .locationOutOfRange)
        let noFooter = #expect(throws: CellFactoryError.self) {
            try factory.send(.select, to: .footer(section: 0), in: data, events: recorder)
        }
        #expect(noFooter?.code == .locationOutOfRange)
    }

    @Test("actions and events describe themselves")
    func descriptions() {
        #expect(CellAction.select.description == "select")
        #expect(CellEvent("saved").description == "saved")
        #expect(CellEvent("saved", detail: "3").description == "saved(3)")
    }
}
