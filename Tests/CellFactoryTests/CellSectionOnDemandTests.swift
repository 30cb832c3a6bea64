import CellFactoryTesting
import TestSupport
import Testing

@testable import CellFactory

@MainActor
@Suite("Rows made on demand: a huge section opens at once, each row is made when first read")
struct CellSectionOnDemandTests {
    let factory: CollectionFactory

    init() throws {
        factory = try makePeopleFactory()
        try factory.register(LoadingViewModel.init)
    }

    @Test("a million items: nothing is dispatched until a row is read, then once")
    func millionRows() throws {
        let section = CellSection(factory: factory)
        let items: [Any] = Array(0..<1_000_000)
        try section.setItems(items, onDemand: true)
        #expect(section.count == 1_000_000)
        #expect(section.rows.madeRows.isEmpty)

        let row = section.rows[999_999]
        #expect(row.item as? Int == 999_999)
        #expect((row.viewModel as? IntViewModel)?.shown == 999_999)
        #expect(section.rows[999_999].viewModel === row.viewModel)
        #expect(section.rows.madeRows.count == 1)
        // Identities are known without making the rows, and give their index back.
        #expect(section.index(of: row.id) == 999_999)
        #expect(section.rows.id(at: 0).rawValue == row.id.rawValue - 999_999)
        #expect(section.index(of: section.rows.id(at: 10)) == 10)
        #expect(section.rows.madeRows.count == 1)
        #expect(section.index(of: RowID.reserve(1)) == nil)
    }

    @Test("the same rows as setItems(_:) gives, read in any order")
    func sameAsAtOnce() throws {
        let items: [Any] = [Person(name: "Ann"), 1, Heading(text: "h"), "unregistered", 2]
        let atOnce = CellSection(factory: factory)
        try atOnce.setItems(items)
        let onDemand = CellSection(factory: factory)
        try onDemand.setItems(items, onDemand: true)
        for index in [4, 0, 3, 1, 2] {
            let expected = atOnce.rows[index]
            let row = onDemand.rows[index]
            #expect(row.revision == expected.revision)
            #expect("\(row.item)" == "\(expected.item)")
            #expect(row.viewModel.map { "\(type(of: $0))" } == expected.viewModel.map { "\(type(of: $0))" })
            #expect(
                (row.viewModel as? any DescribesShownModel)?.shownDescription
                    == (expected.viewModel as? any DescribesShownModel)?.shownDescription)
        }
    }

    @Test("content starts loading when a row is made; a new list cancels only the loads started")
    func loadsStartWhenMade() async throws {
        let section = CellSection(factory: factory)
        try section.setItems((0..<100).map { "t\($0)" }, onDemand: true)
        #expect(section.loadingRowCount == 0)
        let first = try #require(section.rows[0].viewModel as? LoadingViewModel)
        _ = section.rows[1]
        #expect(section.loadingRowCount == 2)
        try section.setItems([], onDemand: true)
        #expect(section.loadingRowCount == 0)
        await section.waitForContent()
        #expect(first.content == .loading)
    }

    @Test("under the error policy, an item with no view model shows a placeholder when made")
    func errorPolicyPlaceholder() throws {
        let strict = try makeFactory(.error) { try $0.register(IntViewModel.init) }
        let section = CellSection(factory: strict)
        try section.setItems([1, "no view model"], onDemand: true)
        #expect(section.rows[1].viewModel is PlaceholderViewModel)
        #expect(section.rows[0].viewModel is IntViewModel)
        #expect(throws: CellFactoryError.self) { try section.setItems([1, "no view model"]) }
    }

    @Test("a change makes every row and keeps the identities; apply diffs the items unmade")
    func changesAndApply() throws {
        let section = CellSection(factory: factory)
        try section.setItems(Array(0..<10), onDemand: true)
        let ids = (0..<10).map { section.rows.id(at: $0) }
        _ = section.rows[3]
        try section.remove(at: 0)
        #expect(section.count == 9)
        #expect(section.rows.map(\.id) == Array(ids.dropFirst()))
        #expect(section.rows.madeRows.count == 9)

        let lazy = CellSection(factory: factory)
        try lazy.setItems(Array(0..<10), onDemand: true)
        let lazyIDs = (0..<10).map { lazy.rows.id(at: $0) }
        let diff = try lazy.apply([9, 0, 5, 42], identity: { $0 }, isUnchanged: ==)
        #expect(diff.deletions == [1, 2, 3, 4, 6, 7, 8])
        #expect(lazy.rows.map(\.id).prefix(3) == [lazyIDs[9], lazyIDs[0], lazyIDs[5]])
        #expect(lazy.rows.map { $0.item as? Int } == [9, 0, 5, 42])
    }
}
