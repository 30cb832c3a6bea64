import CellFactory
import MixedListCells
import MixedListViewModels
import Testing

@testable import MixedListCommand

@MainActor
@Suite("mixed-list's interactive screen: sections of the input, filtered by text")
struct MixedListScreenTests {
    private func screen() throws -> MixedListScreen {
        try MixedListScreen(
            data: MixedListCommand.defaultData(), factory: MixedListCells.makeFactory(), layout: .list)
    }

    @Test("one section per input section, with its header and all its items")
    func sections() throws {
        let screen = try screen()
        #expect(screen.sections.count == 2)
        #expect(screen.sections.map(\.count) == [10, 3])
        #expect(screen.sections.allSatisfy { $0.header != nil })
        #expect(!screen.isLoading && screen.error == nil)
    }

    @Test(
        "a filter matches names, titles, artists, years and numbers, ignoring case; rows kept keep their identity"
    )
    func filter() throws {
        let screen = try screen()
        let meteora = screen.sections[1].rows[1].id
        try screen.filter("METEORA")
        #expect(screen.sections.map(\.count) == [0, 1])
        #expect(screen.sections[1].rows[0].id == meteora)
        try screen.filter("t")
        #expect(screen.sections[0].rows.compactMap { ($0.item as? Account)?.name } == ["Two", "Three"])
        try screen.filter("2003")
        #expect(screen.sections[1].rows.map { ($0.item as? Album)?.title } == ["Meteora"])
        try screen.filter("3")
        #expect(screen.sections[0].rows.compactMap { $0.item as? Int } == [3])
        try screen.filter("")
        #expect(screen.sections.map(\.count) == [10, 3])
        #expect(screen.sections[1].rows[1].id == meteora)
    }

    @Test("what the filter looks in, for each kind of item")
    func searchText() {
        #expect(MixedListScreen.searchText(of: Account(name: "Ann B")) == "ann b")
        #expect(
            MixedListScreen.searchText(of: Album(title: "T", artist: "A", year: 1999, trackCount: 2))
                == "t a 1999")
        #expect(MixedListScreen.searchText(of: -42) == "-42")
        #expect(MixedListScreen.searchText(of: "Other") == "other")
    }
}
