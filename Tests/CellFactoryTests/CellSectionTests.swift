import CellFactory
import TestSupport
import Testing

@MainActor
@Suite("A live section: rows that keep their view models, changed through the section")
struct CellSectionTests {
    let factory: CollectionFactory

    init() throws {
        factory = try makePeopleFactory()
        try factory.register(LoadingViewModel.init)
    }

    private func shown(_ section: CellSection) -> [String] {
        section.shownViewModels().map { viewModel in
            switch viewModel {
            case let person as PersonViewModel: return person.shown?.name ?? "?"
            case let number as IntViewModel: return "\(number.shown ?? -1)"
            case let placeholder as PlaceholderViewModel: return placeholder.placeholderText
            default: return "skipped"
            }
        }
    }

    @Test("each row gets its own view model, configured with its item")
    func ownViewModels() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "a"), 1, Person(name: "b")])
        #expect(shown(section) == ["a", "1", "b"])
        let first = try #require(section.content(ofRow: 0)?.viewModel)
        let third = try #require(section.content(ofRow: 2)?.viewModel)
        #expect(first !== third)
        #expect(Set(section.rows.map(\.id)).count == 3)
    }

    @Test("insert, remove and replace change the rows; identities stay with their rows")
    func rowChanges() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "a"), Person(name: "c")])
        let ids = section.rows.map(\.id)
        let inserted = try section.insert(Person(name: "b"), at: 1)
        #expect(shown(section) == ["a", "b", "c"])
        #expect(section.rows.map(\.id) == [ids[0], inserted, ids[1]])
        #expect(section.index(of: inserted) == 1)

        let removed = try section.remove(at: 0)
        #expect((removed as? Person)?.name == "a")
        #expect(shown(section) == ["b", "c"])
        #expect(section.index(of: ids[0]) == nil)

        try section.replace(at: 1, with: 7)
        #expect(shown(section) == ["b", "7"])
        #expect(section.rows[1].id == ids[1])
        #expect(section.rows[1].revision == 1)
        try section.append(Person(name: "d"))
        #expect(shown(section) == ["b", "7", "d"])
    }

    @Test("reload gives the row a fresh view model showing the item's current state")
    func reload() throws {
        final class Counter { var value = 1 }
        let counting = CollectionFactory()
        try counting.register { RecordingCounterViewModel() }
        let counter = Counter()
        let section = CellSection(factory: counting)
        try section.setItems([counter])
        let before = try #require(section.content(ofRow: 0)?.viewModel as? RecordingCounterViewModel)
        counter.value = 2
        try section.reload(at: 0)
        let after = try #require(section.content(ofRow: 0)?.viewModel as? RecordingCounterViewModel)
        #expect(before !== after)
        #expect(after.text == "2")
        #expect(section.rows[0].revision == 1)

        final class RecordingCounterViewModel: CellViewModel {
            private(set) var text = ""
            let identifier = "counter"
            let size = CellSize.fixed(columns: 4)
            func update(with model: Counter) { text = "\(model.value)" }
        }
    }

    @Test("a bad index is reported and changes nothing", arguments: [-1, 2, Int.max, Int.min])
    func badIndex(index: Int) throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "a"), Person(name: "b")])
        let before = section.rows.map(\.id)
        let changes: [() throws -> Void] = [
            { try section.remove(at: index) },
            { try section.replace(at: index, with: 1) },
            { try section.reload(at: index) },
        ]
        for change in changes {
            let error = #expect(throws: CellFactoryError.self) { try change() }
            #expect(error?.code == .locationOutOfRange)
            #expect(error?.location == .item(CellIndexPath(item: index)))
        }
        if index != 2 {
            let error = #expect(throws: CellFactoryError.self) { try section.insert(1, at: index) }
            #expect(error?.message.contains("valid: 0...2") == true)
        }
        #expect(section.rows.map(\.id) == before)
    }

    @Test("an empty section says there is no valid index")
    func emptySection() {
        let section = CellSection(factory: factory)
        let error = #expect(throws: CellFactoryError.self) { try section.remove(at: 0) }
        #expect(error?.message == "cannot remove row 0: the section has 0 rows (valid: none)")
    }

    @Test("unregistered items follow the factory's policy: placeholder, skip or error")
    func unregistered() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "a"), 2.5])
        #expect(shown(section) == ["a", "[no view model for Double]"])

        factory.unregisteredItemPolicy = .skip
        try section.setItems([2.5, 1])
        #expect(shown(section) == ["skipped", "1"])
        guard case .skipped(let placeholder) = section.content(ofRow: 0) else {
            Issue.record("the row should be skipped")
            return
        }
        #expect(placeholder.text == "[no view model for Double]")

        factory.unregisteredItemPolicy = .error
        let error = #expect(throws: CellFactoryError.self) { try section.setItems([1, 2.5]) }
        #expect(error?.code == .unregisteredItem)
        #expect(error?.location == .item(CellIndexPath(item: 1)))
        #expect(shown(section) == ["skipped", "1"])
        #expect(throws: CellFactoryError.self) { try section.insert(2.5, at: 0) }
        #expect(throws: CellFactoryError.self) { try section.setHeader(2.5) }
        #expect(section.count == 2)
    }

    @Test("a header row is dispatched like any item and can be removed")
    func header() throws {
        let section = CellSection(factory: factory)
        try section.setHeader(Heading(text: "People"))
        #expect((section.headerContent()?.viewModel as? HeadingViewModel)?.shown == Heading(text: "People"))
        try section.setHeader(nil)
        #expect(section.header == nil)
    }

    @Test("content loads when a row is first shown; the section counts the rows still loading")
    func contentLoads() async throws {
        let section = CellSection(factory: factory)
        try section.setItems(["a", "b", Person(name: "no content")])
        // No view model is made, and nothing loads, before a view shows the rows.
        #expect(section.loadingRowCount == 0)
        _ = section.shownViewModels()
        #expect(section.loadingRowCount == 2)
        let first = try #require(section.content(ofRow: 0)?.viewModel as? LoadingViewModel)
        let second = try #require(section.content(ofRow: 1)?.viewModel as? LoadingViewModel)
        first.deliver(.success("art a"))
        second.deliver(.success("art b"))
        await section.waitForContent()
        #expect(first.content == .loaded("art a"))
        #expect(second.content == .loaded("art b"))
        #expect(section.loadingRowCount == 0)
    }

    @Test("removing a row cancels its load at once; no failure is reported")
    func removalCancels() async throws {
        let recorder = CellEventRecorder()
        let section = CellSection(factory: factory, events: recorder)
        try section.setItems(["a", "b"])
        _ = section.shownViewModels()
        let removed = try #require(section.content(ofRow: 0)?.viewModel as? LoadingViewModel)
        var ends = removed.loadEnds.makeAsyncIterator()
        try section.remove(at: 0)
        #expect(section.loadingRowCount == 1)
        #expect(await ends.next() == true)
        removed.deliver(.success("too late"))
        #expect(removed.content == .loading)
        #expect(recorder.events.isEmpty)

        try section.setItems([])
        #expect(section.loadingRowCount == 0)
    }

    @Test("a failed load reaches the host's events with the row's current index")
    func failureEvent() async throws {
        let recorder = CellEventRecorder()
        let section = CellSection(factory: factory, events: recorder)
        try section.setItems([Person(name: "a"), "b"])
        let second = try #require(section.content(ofRow: 1)?.viewModel as? LoadingViewModel)
        try section.insert(Person(name: "first"), at: 0)
        second.deliver(.failure(TestLoadError("offline")))
        await section.waitForContent()
        #expect(second.content == .failed("offline"))
        #expect(
            recorder.events == [
                CellEvent(
                    CellEvent.contentLoadFailed, detail: "offline", location: .item(CellIndexPath(item: 2)))
            ])
    }

    @Test("a header's failed load is reported at the header")
    func headerFailure() async throws {
        let recorder = CellEventRecorder()
        let section = CellSection(factory: factory, events: recorder)
        try section.setHeader("title")
        let header = try #require(section.headerContent()?.viewModel as? LoadingViewModel)
        header.deliver(.failure(TestLoadError("no title art")))
        await section.waitForContent()
        #expect(recorder.events.map(\.location) == [.header(section: 0)])
    }

    @Test("reloading a loading row cancels its load; the fresh view model loads when shown")
    func reloadRestartsLoad() async throws {
        let section = CellSection(factory: factory)
        try section.setItems(["a"])
        let old = try #require(section.content(ofRow: 0)?.viewModel as? LoadingViewModel)
        var oldEnds = old.loadEnds.makeAsyncIterator()
        try section.reload(at: 0)
        #expect(await oldEnds.next() == true)
        #expect(section.loadingRowCount == 0)
        let fresh = try #require(section.content(ofRow: 0)?.viewModel as? LoadingViewModel)
        fresh.deliver(.success("new"))
        await section.waitForContent()
        #expect(fresh.content == .loaded("new"))
        #expect(fresh.loadCount == 1)
        #expect(old.loadCount == 1)
        #expect(section.loadingRowCount == 0)
    }

    @Test("a section that goes away cancels its loads")
    func deinitCancels() async throws {
        var section: CellSection? = CellSection(factory: factory)
        try section?.setItems(["a"])
        let viewModel = try #require(section?.content(ofRow: 0)?.viewModel as? LoadingViewModel)
        var ends = viewModel.loadEnds.makeAsyncIterator()
        section = nil
        #expect(await ends.next() == true)
    }

    @Test("load states and screen errors describe themselves")
    func descriptions() {
        #expect(LoadState<Int>.loaded(3).value == 3)
        #expect(LoadState<Int>.loading.value == nil)
        #expect(LoadState<Int>.failed("x").value == nil)
        #expect(ScreenError.network("offline").description == "Network error: offline")
        #expect(ScreenError.server(message: "busy").description == "Server error: busy")
    }
}
