import CellFactoryTesting
import TestSupport
import Testing

@testable import CellFactory
@testable import TextCells
@testable import TextTerminal

@MainActor
@Suite("Interactive list: table rows under pinned headers, widths that do not move", .serialized)
struct InteractiveTableTests {
    /// A list of the items. The look-ahead window's time is not what these tests look at: it is
    /// long, so that a slow machine (the thread sanitizer's, say) does not close it early.
    private func list(
        _ items: [Any], height: Int = 8, settings: TableLayout = TableLayout(lookAheadTime: .seconds(3600))
    )
        throws -> InteractiveList
    {
        let list = InteractiveList(view: try makeTableView(.table(settings)), width: 24, height: height)
        list.append(contentsOf: items)
        list.finishInput()
        return list
    }

    @Test("a header where the kind changes; filtering keeps every column's width")
    func headersAndFiltering() async throws {
        let list = try list([
            Member(name: "Ada", tag: "x"), Member(name: "Grace Hopper"), Score(points: 7), Member(name: "Bo"),
        ])
        #expect(
            list.frame().lines == [
                "  Name          Tag     ", "  ------------  ---     ", "> Ada           x       ",
                "  Grace Hopper  —       ", "  Points                ", "  ------                ",
                "       7                ", "↑↓ move  Enter sele… 4/4",
            ])
        #expect(list.handle(.character("/")) == .keepGoing)
        for character in "bo" { _ = list.handle(.character(character)) }
        await list.waitForSearch()
        // The one match left is drawn in the widths of all the rows read, under its header.
        #expect(
            list.frame().lines.prefix(3) == [
                "  Name          Tag     ", "  ------------  ---     ", "> Bo            —       ",
            ])
    }

    @Test("scrolled down, the header of the table at the top stays pinned above its rows")
    func pinnedHeader() throws {
        let list = try list((0..<20).map { Member(name: "member \($0)") }, height: 6)
        for _ in 0..<10 { _ = list.handle(.down) }
        let lines = list.frame().lines
        #expect(lines[0] == "  Name       Tag        ")
        #expect(lines[1] == "  ---------  ---        ")
        #expect(lines[4] == "> member 10  —          ")
    }

    @Test("widths come from each kind's look-ahead window, then stay")
    func widthsFreeze() throws {
        let list = try list(
            [Member(name: "Al"), Member(name: "Bo"), Member(name: "A far longer name")],
            settings: TableLayout(lookAheadRows: 2, lookAheadTime: .seconds(3600)))
        let lines = list.frame().lines
        #expect(lines[0] == "  Name  Tag             ")
        #expect(lines[4] == "  A f…  —               ")
        // Removing everything forgets the widths: new rows measure again.
        list.removeAll()
        list.append(contentsOf: [Member(name: "A far longer name")])
        #expect(list.frame().lines[2] == "> A far longer name  —  ")
    }

    @Test("deferred rows are made and measured within the window, and drawn in its widths")
    func deferredRows() throws {
        let names = ["Al", "Bo", "A far longer name"] + (0..<5_000).map { "member \($0)" }
        let list = InteractiveList(
            view: try makeTableView(.table(TableLayout(lookAheadRows: 2, lookAheadTime: .seconds(3600)))),
            width: 24, height: 8)
        let made = Counter()
        list.append(deferred: DeferredValues(texts: names, made: made) { Member(name: names[$0]) })
        list.finishInput()
        let lines = list.frame().lines
        // Only the window's two rows were measured.
        #expect(lines[0] == "  Name  Tag             ")
        #expect(lines[4] == "  A f…  —               ")
        // Then the rows drawn, and those measured to fill the screen: not the other thousands.
        #expect(made.count < 100)
    }
}
