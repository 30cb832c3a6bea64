import CellFactoryTesting
import TestSupport
import Testing

@testable import CellFactory

/// An identifiable item whose title can change while it stays the same row.
private struct Song: Identifiable, Equatable {
    var id: Int
    var title: String
}

private final class SongViewModel: RecordingViewModel<Song> {
    init() { super.init(identifier: "song") }
}

extension CellSection {
    /// What a screen view model does: diffs the list it shows against the new one, and applies it.
    @discardableResult
    fileprivate func apply<Item, Identity: Hashable>(
        _ items: [Item], after old: [Item], identity: (Item) -> Identity, isUnchanged: (Item, Item) -> Bool
    ) throws(CellFactoryError) -> ListDiff {
        let diff = ListDiff(from: old, to: items, identity: identity, isUnchanged: isUnchanged)
        try apply(diff, items: items)
        return diff
    }

    @discardableResult
    fileprivate func apply(_ songs: [Song], after old: [Song]) throws(CellFactoryError) -> ListDiff {
        try apply(songs, after: old, identity: \.id, isUnchanged: ==)
    }
}

@MainActor
@Suite("Applying a new list to a section: only what changed moves, updates or goes")
struct CellSectionApplyTests {
    let factory: CollectionFactory

    init() throws {
        factory = try makePeopleFactory()
        try factory.register(LoadingViewModel.init)
        try factory.register(SongViewModel.init)
    }

    private func songs(_ section: CellSection) -> [String] {
        section.rows.indices.map {
            (section.content(ofRow: $0)?.viewModel as? SongViewModel)?.shown?.title ?? "?"
        }
    }

    private func song(_ section: CellSection, _ index: Int) throws -> SongViewModel {
        try #require(section.content(ofRow: index)?.viewModel as? SongViewModel)
    }

    @Test("kept rows keep their RowID and view model through moves; changed ones are updated in place")
    func keepsRowsAndViewModels() throws {
        let section = CellSection(factory: factory)
        let old = [Song(id: 1, title: "a"), Song(id: 2, title: "b"), Song(id: 3, title: "c")]
        try section.setItems(old)
        let ids = section.rows.map(\.id)
        let viewModels = try (0..<3).map { try song(section, $0) }

        let diff = try section.apply(
            [Song(id: 3, title: "c"), Song(id: 1, title: "a, remastered"), Song(id: 4, title: "d")],
            after: old)
        #expect(songs(section) == ["c", "a, remastered", "d"])
        #expect(section.rows[0].id == ids[2] && section.rows[1].id == ids[0])
        #expect(try song(section, 0) === viewModels[2])
        #expect(try song(section, 1) === viewModels[0])
        #expect(try song(section, 2) !== viewModels[1])
        // The unchanged row was not touched; the changed one got one update on its view model.
        #expect(viewModels[2].updateCount == 1)
        #expect(viewModels[0].updateCount == 2)
        #expect(section.rows.map(\.revision) == [0, 1, 0])
        #expect(diff.deletions == [1])
        #expect(diff.insertions == [2])
        #expect(diff.updates == [ListDiff.Pair(old: 0, new: 1)])
        #expect(diff.moves.count == 1)
    }

    @Test("a load in flight for a kept row goes on; a removed row's load is cancelled")
    func loads() async throws {
        let section = CellSection(factory: factory)
        try section.setItems(["a", "b", "c"])
        _ = section.shownViewModels()
        let a = try #require(section.content(ofRow: 0)?.viewModel as? LoadingViewModel)
        let b = try #require(section.content(ofRow: 1)?.viewModel as? LoadingViewModel)
        var bEnds = b.loadEnds.makeAsyncIterator()
        #expect(section.loadingRowCount == 3)

        try section.apply(["c", "a", "d"], after: ["a", "b", "c"], identity: { $0 }, isUnchanged: ==)
        #expect(await bEnds.next() == true)
        // The new row loads once it is shown.
        #expect(section.loadingRowCount == 2)
        _ = section.shownViewModels()
        #expect(section.loadingRowCount == 3)
        #expect(a.loadCount == 1)
        #expect(section.content(ofRow: 1)?.viewModel === a)

        a.deliver(.success("art a"))
        for index in [0, 2] {
            try #require(section.content(ofRow: index)?.viewModel as? LoadingViewModel).deliver(
                .success("art"))
        }
        await section.waitForContent()
        #expect(a.content == .loaded("art a"))
        #expect(a.loadCount == 1)
        #expect(section.loadingRowCount == 0)
    }

    @Test("an updated row keeps its view model; its content, loaded for the old item, loads again")
    func updateReloads() async throws {
        let section = CellSection(factory: factory)
        try section.setItems(["a1"])
        let viewModel = try #require(section.content(ofRow: 0)?.viewModel as? LoadingViewModel)
        var ends = viewModel.loadEnds.makeAsyncIterator()

        let diff = try section.apply(["a2"], after: ["a1"], identity: { $0.first }, isUnchanged: ==)
        #expect(diff.updates == [ListDiff.Pair(old: 0, new: 0)])
        #expect(section.content(ofRow: 0)?.viewModel === viewModel)
        #expect(viewModel.title == "a2")
        #expect(await ends.next() == true)
        // (This test double's deliveries end with its first load, so the second ends at once.)
        await section.waitForContent()
        #expect(viewModel.loadCount == 2)
        #expect(section.loadingRowCount == 0)
    }

    @Test("an item that changed type gets a fresh view model in the same row")
    func changedType() throws {
        let section = CellSection(factory: factory)
        let old: [Any] = [Person(name: "a")]
        try section.setItems(old)
        let id = section.rows[0].id
        let items: [Any] = [7]
        try section.apply(items, after: old, identity: { _ in "the one row" }, isUnchanged: { _, _ in false })
        #expect(section.rows[0].id == id)
        #expect((section.content(ofRow: 0)?.viewModel as? IntViewModel)?.shown == 7)
        #expect(section.rows[0].revision == 1)
    }

    @Test("a stale diff, not made from the rows shown, is refused and changes nothing")
    func staleDiff() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "a"), 1, Person(name: "b")])
        let ids = section.rows.map(\.id)
        let fromTwo = ListDiff(values: ["a", "b"], to: ["b"])
        let error = #expect(throws: CellFactoryError.self) { try section.apply(fromTwo, items: ["b"]) }
        #expect(error?.code == .countMismatch)
        let fromThree = ListDiff(values: ["a", "1", "b"], to: ["b"])
        let wrongItems = #expect(throws: CellFactoryError.self) {
            try section.apply(fromThree, items: ["b", "c"])
        }
        #expect(wrongItems?.code == .countMismatch)
        #expect(section.rows.map(\.id) == ids)
    }

    @Test("a row skipped for its old item is dispatched again when an apply gives it a shown one")
    func skippedRowUpdated() throws {
        let skipping = try makePeopleFactory()
        skipping.unregisteredItemPolicy = .skip
        let section = CellSection(factory: skipping)
        let old: [Any] = [2.5]
        try section.setItems(old)
        guard case .skipped = section.content(ofRow: 0) else {
            Issue.record("a Double should be skipped")
            return
        }
        let new: [Any] = [Person(name: "shown now")]
        try section.apply(new, after: old, identity: { _ in "the one row" }, isUnchanged: { _, _ in false })
        #expect((section.content(ofRow: 0)?.viewModel as? PersonViewModel)?.shown?.name == "shown now")
    }

    @Test("duplicate identities are matched in order and reported as events, never a crash")
    func duplicates() throws {
        let recorder = CellEventRecorder()
        let section = CellSection(factory: factory, events: recorder)
        let old = [Song(id: 1, title: "x"), Song(id: 1, title: "y")]
        try section.setItems(old)
        let ids = section.rows.map(\.id)
        try section.apply(
            [Song(id: 1, title: "y"), Song(id: 1, title: "y"), Song(id: 1, title: "z")], after: old)
        #expect(songs(section) == ["y", "y", "z"])
        #expect(Array(section.rows.map(\.id).prefix(2)) == ids)
        #expect(
            recorder.events == [
                CellEvent(
                    CellEvent.duplicateIdentity,
                    detail: "matched in order with the rows of the same identity",
                    location: .item(CellIndexPath(item: 1))),
                CellEvent(
                    CellEvent.duplicateIdentity,
                    detail: "matched in order with the rows of the same identity",
                    location: .item(CellIndexPath(item: 2))),
                CellEvent(CellEvent.rowsChanged, detail: "0 deleted, 1 inserted, 0 moved, 1 updated"),
            ])
    }

    @Test("an unchanged list changes nothing and sends no event")
    func nothingChanged() throws {
        let recorder = CellEventRecorder()
        let section = CellSection(factory: factory, events: recorder)
        let list = [Song(id: 1, title: "a"), Song(id: 2, title: "b")]
        try section.apply(list, after: [])
        let rows = section.rows.map(\.id)
        let diff = try section.apply(list, after: list)
        #expect(diff.isEmpty)
        #expect(section.rows.map(\.id) == rows)
        #expect(
            recorder.events == [
                CellEvent(CellEvent.rowsChanged, detail: "0 deleted, 2 inserted, 0 moved, 0 updated")
            ])
    }

    @Test("under the error policy an unregistered new item throws and leaves the section as it was")
    func errorPolicy() throws {
        let section = CellSection(factory: factory)
        try section.setItems(["a", "b"])
        _ = section.shownViewModels()
        let rows = section.rows.map(\.id)
        factory.unregisteredItemPolicy = .error
        let items: [Any] = ["a", 2.5]
        let error = #expect(throws: CellFactoryError.self) {
            try section.apply(items, after: ["a", "b"], identity: { "\($0)" }, isUnchanged: { _, _ in true })
        }
        #expect(error?.code == .unregisteredItem)
        #expect(error?.location == .item(CellIndexPath(item: 1)))
        #expect(section.rows.map(\.id) == rows)
        #expect(section.loadingRowCount == 2)
    }

    @Test("a diff computed off the main actor is applied in one step")
    func diffOffTheMainActor() async throws {
        let section = CellSection(factory: factory)
        let old = [Song(id: 1, title: "a"), Song(id: 2, title: "b")]
        try section.apply(old, after: [])
        let kept = section.rows[1].id
        let new = [Song(id: 2, title: "b"), Song(id: 3, title: "c")]
        let diff = await Task.detached { ListDiff(from: old, to: new) }.value
        try section.apply(diff, items: new)
        #expect(songs(section) == ["b", "c"])
        #expect(section.rows[0].id == kept)
        #expect(diff.deletions == [0] && diff.insertions == [1])
    }

    @Test("an event handler that changes the rows makes the host's next diff stale: it is refused")
    func reentrantEvents() throws {
        let section = CellSection(factory: factory)
        var inserting = true
        section.events = CellEventHandler { [weak section] event in
            guard event.name == CellEvent.rowsChanged, inserting else { return }
            inserting = false
            MainActor.assumeIsolated {
                _ = try? section?.insert(Song(id: 99, title: "from the handler"), at: 0)
            }
        }
        let first = [Song(id: 1, title: "a"), Song(id: 2, title: "b")]
        try section.apply(first, after: [])
        #expect(songs(section) == ["from the handler", "a", "b"])
        let error = #expect(throws: CellFactoryError.self) {
            try section.apply([Song(id: 2, title: "b"), Song(id: 3, title: "c")], after: first)
        }
        #expect(error?.code == .countMismatch)
        #expect(songs(section) == ["from the handler", "a", "b"])
        #expect(section.loadingRowCount == 0)
    }

    @Test("a row shown through a registration with a conversion keeps its view model when updated")
    func conversionRegistration() throws {
        struct Tag: Identifiable, Equatable {
            var id: Int
            var name: String
        }
        final class LabelViewModel: RecordingViewModel<String> {
            init() { super.init(identifier: "label") }
        }
        let converting = CollectionFactory()
        try converting.register(LabelViewModel.init, for: Tag.self) { $0.name.uppercased() }
        let section = CellSection(factory: converting)
        try section.apply([Tag(id: 1, name: "a")], after: [], identity: \.id, isUnchanged: ==)
        let viewModel = try #require(section.content(ofRow: 0)?.viewModel as? LabelViewModel)
        try section.apply(
            [Tag(id: 1, name: "b")], after: [Tag(id: 1, name: "a")], identity: \.id, isUnchanged: ==)
        #expect(section.content(ofRow: 0)?.viewModel === viewModel)
        #expect(viewModel.shown == "B")
        #expect(viewModel.updateCount == 2)
    }

    @Test("an item now shown by a base view model's registration gets that, not the subclass it had")
    func subclassViewModel() throws {
        struct Plain { var id: Int }
        struct Fancy { var id: Int }
        class PlainViewModel: RecordingViewModel<Plain> {
            init() { super.init(identifier: "plain") }
        }
        final class FancyViewModel: PlainViewModel {}
        let registry = CollectionFactory()
        try registry.register(PlainViewModel.init)
        try registry.register(FancyViewModel.init, for: Fancy.self) { Plain(id: $0.id) }
        let section = CellSection(factory: registry)
        let identity: (Any) -> Int = { ($0 as? Plain)?.id ?? ($0 as? Fancy)?.id ?? -1 }
        let before: [Any] = [Fancy(id: 1)]
        try section.apply(before, after: [], identity: identity, isUnchanged: { _, _ in false })
        #expect(section.content(ofRow: 0)?.viewModel is FancyViewModel)
        let after: [Any] = [Plain(id: 1)]
        try section.apply(after, after: before, identity: identity, isUnchanged: { _, _ in false })
        let viewModel = try #require(section.content(ofRow: 0)?.viewModel)
        #expect(type(of: viewModel) == PlainViewModel.self)
    }

    @Test("a view model that refuses its new item leaves a placeholder in the same row")
    func refusedUpdate() throws {
        struct Reading: Identifiable, Equatable {
            var id: Int
            var value: Int
        }
        final class ReadingViewModel: CellViewModel {
            private(set) var shown: Reading?
            let identifier = "reading"
            let size = CellSize.fixed(columns: 8)
            func update(with model: Reading) { shown = model }
            func updateData(_ data: Any) throws(CellFactoryError) {
                guard let reading = data as? Reading, reading.value >= 0 else {
                    throw CellFactoryError(.wrongModelType, "a reading below zero")
                }
                update(with: reading)
            }
        }
        let refusing = CollectionFactory()
        try refusing.register(ReadingViewModel.init)
        let section = CellSection(factory: refusing)
        let first = [Reading(id: 1, value: 5)]
        try section.apply(ListDiff(from: [], to: first), items: first)
        let id = section.rows[0].id
        let second = [Reading(id: 1, value: -1)]
        try section.apply(ListDiff(from: first, to: second), items: second)
        #expect(section.rows[0].id == id)
        let placeholder = try #require(section.content(ofRow: 0)?.viewModel as? PlaceholderViewModel)
        #expect(placeholder.placeholderText.hasPrefix("[no view model for"))
    }

    @Test(
        "2,000 random applies, some after a removal: the rows show the new list, kept rows keep their RowID")
    func randomApplies() throws {
        var generator = SeededGenerator(seed: 2_023)
        let section = CellSection(factory: factory)
        var shown: [Song] = []
        var shownIDs: [RowID] = []
        for round in 0..<2_000 {
            // Now and then the rows change by another call, and the host's list with them.
            if round % 7 == 3, !shown.isEmpty {
                try section.remove(at: 0)
                shown.removeFirst()
                shownIDs.removeFirst()
            }
            let new = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                Song(
                    id: Int.random(in: 0..<8, using: &generator),
                    title: ["a", "b"].randomElement(using: &generator)!)
            }
            let diff = try section.apply(new, after: shown)
            #expect(songs(section) == new.map(\.title))
            #expect(
                section.rows.indices.compactMap {
                    (section.content(ofRow: $0)?.viewModel as? SongViewModel)?.shown
                } == new)
            for (newIndex, oldIndex) in diff.oldIndices.enumerated() {
                if let oldIndex {
                    #expect(section.rows[newIndex].id == shownIDs[oldIndex])
                } else {
                    #expect(!shownIDs.contains(section.rows[newIndex].id))
                }
            }
            // The obvious check: no identity present in both lists is deleted while one of the
            // same identity is inserted, unless a duplicate forces it.
            let deletedIDs = Set(diff.deletions.map { shown[$0].id })
            let insertedIDs = Set(diff.insertions.map { new[$0].id })
            #expect(deletedIDs.isDisjoint(with: insertedIDs))
            shown = new
            shownIDs = section.rows.map(\.id)
        }
    }
}
