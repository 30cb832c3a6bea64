import CellFactoryTesting
import Testing

@testable import CellFactory

@MainActor
@Suite("Sending an action to a live row, and applying items of any types by key")
struct CellSectionActionsTests {
    let factory: CollectionFactory

    init() throws {
        factory = try makePeopleFactory()
    }

    @Test("the row's own view model handles the action; its events carry the row's location")
    func sendsToTheRowsViewModel() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "Ann"), 7])
        try section.setHeader(Heading(text: "People"))
        let recorder = CellEventRecorder()
        try section.send(.select, toRow: section.rows[1].id, events: recorder)
        try section.send(CellAction("double"), toRow: section.rows[1].id, events: recorder)
        try section.send(.select, toRow: section.rows[0].id, events: recorder)
        #expect(
            recorder.events.map(\.description) == [
                "int.select(7) at 0.1", "int.double(7) at 0.1", "person.select(Person(name: \"Ann\")) at 0.0",
            ])
        // The view model that handled it is the row's, which keeps its state.
        let viewModel = try #require(section.content(ofRow: 1)?.viewModel as? IntViewModel)
        #expect(viewModel.updateCount == 1)
    }

    @Test("a missing row, an action not offered, and a skipped item are clear errors")
    func errors() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "Ann")])
        let header = CellSection(factory: factory)
        try header.setHeader(Heading(text: "People"))
        let recorder = CellEventRecorder()
        let elsewhere = header.header!.id
        #expect(throws: CellFactoryError.self) {
            try section.send(.select, toRow: elsewhere, events: recorder)
        }
        do {
            try section.send(CellAction("double"), toRow: section.rows[0].id, events: recorder)
            Issue.record("an action the view model does not offer was handled")
        } catch {
            #expect(error.code == .actionNotSupported)
            #expect(error.message.contains("it handles: \"select\""))
        }
        do {
            try header.send(.select, toRow: elsewhere, events: recorder)
            Issue.record("the header handled an action it does not offer")
        } catch {
            #expect(error.code == .actionNotSupported)
            #expect(error.location == .header(section: 0))
        }
        let skipping = try makeFactory(.skip) { try $0.register(PersonViewModel.init) }
        let skipped = CellSection(factory: skipping)
        try skipped.setItems(["not a person"])
        do {
            try skipped.send(.select, toRow: skipped.rows[0].id, events: recorder)
            Issue.record("a skipped row handled an action")
        } catch {
            #expect(error.code == .unregisteredItem)
        }
        #expect(recorder.events.isEmpty)
    }

    @Test("items of any types keep their rows by key, as mixed-list's filter applies them")
    func applyByKeys() throws {
        let section = CellSection(factory: factory)
        let feed: [Any] = [Person(name: "Ann"), 1, Person(name: "Bo"), 2, 3]
        let allKeys = Array(feed.indices)
        try section.apply(ListDiff(values: [], to: allKeys), items: feed)
        let ids = section.rows.map(\.id)
        let viewModels = section.rows.indices.map { section.content(ofRow: $0)?.viewModel as AnyObject? }

        let matching = [0, 3, 4]
        let diff = ListDiff(values: allKeys, to: matching)
        try section.apply(diff, items: matching.map { feed[$0] })
        #expect(diff.deletions == [1, 2])
        #expect(diff.insertions.isEmpty && diff.updates.isEmpty)
        #expect(section.rows.map(\.id) == [ids[0], ids[3], ids[4]])
        #expect(
            section.rows.indices.map { section.content(ofRow: $0)?.viewModel as AnyObject? }.elementsEqual([
                viewModels[0], viewModels[3], viewModels[4],
            ]) { $0 === $1 })

        let all = ListDiff(values: matching, to: allKeys)
        try section.apply(all, items: feed)
        #expect(all.insertions == [1, 2])
        #expect(section.rows.map(\.id)[0] == ids[0] && section.rows.map(\.id)[4] == ids[4])
        #expect(section.rows.map { "\($0.item)" } == feed.map { "\($0)" })
    }
}
