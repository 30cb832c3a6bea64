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
        section.rows.map { ($0.viewModel as? SongViewModel)?.shown?.title ?? "?" }
    }

    private func song(_ section: CellSection, _ index: Int) throws -> SongViewModel {
        try #require(section.rows[index].viewModel as? SongViewModel)
    }

    @Test("kept rows keep their RowID and view model through moves; changed ones are updated in place")
    func keepsRowsAndViewModels() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Song(id: 1, title: "a"), Song(id: 2, title: "b"), Song(id: 3, title: "c")])
        let ids = section.rows.map(\.id)
        let viewModels = try (0..<3).map { try song(section, $0) }

        let diff = try section.apply([
            Song(id: 3, title: "c"), Song(id: 1, title: "a, remastered"), Song(id: 4, title: "d"),
        ])
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
        let a = try #require(section.rows[0].viewModel as? LoadingViewModel)
        let b = try #require(section.rows[1].viewModel as? LoadingViewModel)
        var bEnds = b.loadEnds.makeAsyncIterator()
        #expect(section.loadingRowCount == 3)

        try section.apply(["c", "a", "d"], identity: { $0 }, isUnchanged: ==)
        #expect(await bEnds.next() == true)
        #expect(section.loadingRowCount == 3)
        #expect(a.loadCount == 1)
        #expect(section.rows[1].viewModel === a)

        a.deliver(.success("art a"))
        for index in [0, 2] {
            try #require(section.rows[index].viewModel as? LoadingViewModel).deliver(.success("art"))
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
        let viewModel = try #require(section.rows[0].viewModel as? LoadingViewModel)
        var ends = viewModel.loadEnds.makeAsyncIterator()

        let diff = try section.apply(["a2"], identity: { $0.first }, isUnchanged: ==)
        #expect(diff.updates == [ListDiff.Pair(old: 0, new: 0)])
        #expect(section.rows[0].viewModel === viewModel)
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
        try section.setItems([Person(name: "a")])
        let id = section.rows[0].id
        let items: [Any] = [7]
        try section.apply(items, identity: { _ in "the one row" }, isUnchanged: { _, _ in false })
        #expect(section.rows[0].id == id)
        #expect((section.rows[0].viewModel as? IntViewModel)?.shown == 7)
        #expect(section.rows[0].revision == 1)
    }

    @Test("rows holding another type of item match nothing and are removed")
    func foreignRows() throws {
        let section = CellSection(factory: factory)
        try section.setItems([Person(name: "a"), 1, Person(name: "b")])
        let kept = section.rows[2].id
        let diff = try section.apply(
            [Person(name: "b"), Person(name: "c")], identity: \.name, isUnchanged: ==)
        #expect(diff.deletions == [0, 1])
        #expect(diff.oldIndices == [2, nil])
        #expect(section.rows.map(\.id).first == kept)
        #expect(section.rows.compactMap { ($0.viewModel as? PersonViewModel)?.shown?.name } == ["b", "c"])
    }

    @Test("duplicate identities are matched in order and reported as events, never a crash")
    func duplicates() throws {
        let recorder = CellEventRecorder()
        let section = CellSection(factory: factory, events: recorder)
        try section.setItems([Song(id: 1, title: "x"), Song(id: 1, title: "y")])
        let ids = section.rows.map(\.id)
        try section.apply([Song(id: 1, title: "y"), Song(id: 1, title: "y"), Song(id: 1, title: "z")])
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
        try section.apply(list)
        let rows = section.rows.map(\.id)
        let diff = try section.apply(list)
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
        let rows = section.rows.map(\.id)
        factory.unregisteredItemPolicy = .error
        let items: [Any] = ["a", 2.5]
        let error = #expect(throws: CellFactoryError.self) {
            try section.apply(items, identity: { "\($0)" }, isUnchanged: { _, _ in true })
        }
        #expect(error?.code == .unregisteredItem)
        #expect(error?.location == .item(CellIndexPath(item: 1)))
        #expect(section.rows.map(\.id) == rows)
        #expect(section.loadingRowCount == 2)
    }

    @Test("a diff computed in the background is applied in one step, and again if the rows changed")
    func diffingInBackground() async throws {
        let section = CellSection(factory: factory)
        try section.apply([Song(id: 1, title: "a"), Song(id: 2, title: "b")])
        let kept = section.rows[1].id
        let diff = try #require(
            try await section.apply(diffingInBackground: [Song(id: 2, title: "b"), Song(id: 3, title: "c")]))
        #expect(songs(section) == ["b", "c"])
        #expect(section.rows[0].id == kept)
        #expect(diff.deletions == [0] && diff.insertions == [1])

        // The rows change while the diff is computed: it is computed again from the rows as they are.
        let kept2 = section.rows[1].id
        var inserted: RowID?
        // Weak: the section holds the closure.
        section.afterBackgroundDiff = { [weak section] in
            inserted = try? section?.insert(Song(id: 9, title: "z"), at: 0)
        }
        let second = try #require(
            try await section.apply(diffingInBackground: [Song(id: 3, title: "c"), Song(id: 9, title: "z")]))
        #expect(second.oldCount == 3)
        #expect(second.deletions == [1])
        #expect(songs(section) == ["c", "z"])
        #expect(section.rows.map(\.id) == [kept2, inserted])
    }

    @Test("an event handler that changes the rows does not leave the next apply a stale list")
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
        try section.apply([Song(id: 1, title: "a"), Song(id: 2, title: "b")])
        #expect(songs(section) == ["from the handler", "a", "b"])
        try section.apply([Song(id: 2, title: "b"), Song(id: 3, title: "c")])
        #expect(songs(section) == ["b", "c"])
        #expect(section.loadingRowCount == 0)
    }

    @Test("the latest apply wins: a background apply overtaken by a later one changes nothing")
    func overtakenBackgroundApply() async throws {
        let section = CellSection(factory: factory)
        try section.apply([Song(id: 1, title: "a")])
        section.afterBackgroundDiff = { [weak section] in
            _ = try? section?.apply([Song(id: 2, title: "newer")])
        }
        let result = try await section.apply(diffingInBackground: [Song(id: 3, title: "older")])
        #expect(result == nil)
        #expect(songs(section) == ["newer"])
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
        try section.apply([Tag(id: 1, name: "a")])
        let viewModel = try #require(section.rows[0].viewModel as? LabelViewModel)
        try section.apply([Tag(id: 1, name: "b")])
        #expect(section.rows[0].viewModel === viewModel)
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
        try section.apply(before, identity: identity, isUnchanged: { _, _ in false })
        #expect(section.rows[0].viewModel is FancyViewModel)
        let after: [Any] = [Plain(id: 1)]
        try section.apply(after, identity: identity, isUnchanged: { _, _ in false })
        let viewModel = try #require(section.rows[0].viewModel)
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
        try section.apply([Reading(id: 1, value: 5)])
        let id = section.rows[0].id
        try section.apply([Reading(id: 1, value: -1)])
        #expect(section.rows[0].id == id)
        let placeholder = try #require(section.rows[0].viewModel as? PlaceholderViewModel)
        #expect(placeholder.placeholderText.hasPrefix("[no view model for"))
    }

    @Test("a background apply after other changes reads the rows; a cancelled one changes nothing")
    func backgroundApplyFromRows() async throws {
        let section = CellSection(factory: factory)
        try section.setItems([Song(id: 1, title: "a"), Person(name: "not a song")])
        let kept = section.rows[0].id
        let diff = try #require(
            try await section.apply(diffingInBackground: [Song(id: 1, title: "a"), Song(id: 2, title: "b")]))
        #expect(diff.deletions == [1])
        #expect(section.rows[0].id == kept)
        #expect(songs(section) == ["a", "b"])

        // Cancelled before it starts: this test holds the main actor until the await below.
        let cancelled = Task { @MainActor in
            try await section.apply(diffingInBackground: [Song(id: 3, title: "c")])
        }
        cancelled.cancel()
        #expect(try await cancelled.value == nil)
        #expect(songs(section) == ["a", "b"])
    }

    @Test(
        "2,000 random applies, some after a removal: the rows show the new list, kept rows keep their RowID")
    func randomApplies() throws {
        var generator = SeededGenerator(seed: 2_023)
        let section = CellSection(factory: factory)
        var shown: [Song] = []
        var shownIDs: [RowID] = []
        for round in 0..<2_000 {
            // Now and then the rows change by another call, so the next apply reads them back
            // from the rows instead of from the list it applied last.
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
            let diff = try section.apply(new)
            #expect(songs(section) == new.map(\.title))
            #expect(section.rows.compactMap { ($0.viewModel as? SongViewModel)?.shown } == new)
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
