import CellFactory
import CellFactoryTesting
import TestSupport
import Testing
import TextCells

@Suite("Streamed tables")
struct TableStreamTests {
    static func view(_ settings: TableLayout) throws -> CollectionView {
        try makeTableView(.table(settings))
    }

    @Test("widths freeze after the look-ahead window: a longer value later is cut")
    func widthsFreeze() throws {
        let view = try Self.view(TableLayout(lookAheadRows: 3))
        let names = ["Al", "Bo", "Cy", "A much longer name"]
        let elements = names.map { ListElement.item(Member(name: $0, tag: "t")) }
        var sink = MemorySink()
        try view.render(elements, width: 20, to: &sink)
        #expect(
            sink.text
                == listRows(
                    ["Name  Tag", "----  ---", "Al    t", "Bo    t", "Cy    t", "A m…  t"], width: 20))
        // In memory, every row counts.
        let whole = try view.render(SectionedData(items: names.map { Member(name: $0, tag: "t") }), width: 30)
        #expect(whole.contains("A much longer name  t"))
    }

    @Test("the window closes after its time: widths then come from the rows so far")
    func windowTime() throws {
        let view = try Self.view(TableLayout(lookAheadTime: .zero))
        let elements = ["Al", "A longer name"].map { ListElement.item(Member(name: $0)) }
        var sink = MemorySink()
        try view.render(elements, width: 20, to: &sink)
        #expect(sink.text == listRows(["Name  Tag", "----  ---", "Al    —", "A l…  —"], width: 20))
    }

    @Test("a pause on a live sink closes the window, so that the reader sees the rows")
    func pauseClosesTheWindow() throws {
        let view = try Self.view(TableLayout())
        let log = SinkLog()
        var sink = LoggingSink(log: log, isLive: true)
        let elements: [ListElement] = [
            .item(Member(name: "Al")), .pause, .item(Member(name: "A longer name")),
        ]
        try view.render(elements, width: 20, to: &sink)
        #expect(log.text == listRows(["Name  Tag", "----  ---", "Al    —", "A l…  —"], width: 20))
        // A sink that is not live waits for the whole window.
        var file = MemorySink()
        try view.render(elements, width: 20, to: &file)
        #expect(file.text.contains("A longer name  —"))
    }

    @Test("a header and a footer in an open window are held with its rows and drawn in their place")
    func headersInTheWindow() throws {
        let view = try Self.view(TableLayout())
        let elements: [ListElement] = [
            .item(Member(name: "Al")), .header(Banner(title: "Second")), .item(Member(name: "A longer name")),
            .footer(Banner(title: "End")),
        ]
        var sink = MemorySink()
        try view.render(elements, width: 24, to: &sink)
        // The same sections in memory, whose widths come from every row: the window held them all.
        let sections = SectionedData(sections: [
            .init(items: [Member(name: "Al")]),
            .init(
                header: Banner(title: "Second"), items: [Member(name: "A longer name")],
                footer: Banner(title: "End")),
        ])
        let whole = try view.render(sections, width: 24)
        #expect(sink.text == whole)
        #expect(whole.contains("Second") && whole.contains("End") && whole.contains("A longer name"))
    }

    @Test("a kind first seen after the window opens a window of its own")
    func laterKind() throws {
        let view = try Self.view(TableLayout(lookAheadRows: 2))
        let items: [Any] = [
            Member(name: "Al"), Member(name: "Bo"), Score(points: 1), Score(points: 123_456_789),
        ]
        var sink = MemorySink()
        try view.render(items.map { ListElement.item($0) }, width: 16, to: &sink)
        #expect(
            sink.text
                == listRows(
                    [
                        "Name  Tag", "----  ---", "Al    —", "Bo    —", "   Points", "---------", "        1",
                        "123456789",
                    ],
                    width: 16))
    }

    @Test("an async stream writes a window's rows once it closes, never holding more")
    func asyncWindow() async throws {
        let view = try Self.view(TableLayout(lookAheadRows: 2))
        let log = SinkLog()
        var sink = LoggingSink(log: log, isLive: true)
        let seen = ProbingSequence.SeenOutput()
        let elements = ["Al", "Bo", "Cy", "Di", "Ed"].map { ListElement.item(Member(name: $0)) }
        try await view.render(ProbingSequence(elements: elements, log: log, seen: seen), width: 12, to: &sink)
        let rowsSeen = seen.textBeforeEachElement.map { $0.split(separator: "\n").count }
        // Asked for the third element, the window of two has been drawn under its header.
        #expect(rowsSeen == [0, 0, 4, 5, 6, 7])
    }

    @Test("streamed and in-memory tables are the same when the window holds every row", arguments: 0..<6)
    func streamMatchesMemory(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let data = StreamingRenderTests.randomData(&generator)
        let view = try Self.view(TableLayout(lookAheadRows: 10_000, lookAheadTime: .seconds(60)))
        var sink = MemorySink()
        try view.render(streamElements(of: data), width: 50, to: &sink)
        #expect(sink.text == (try view.render(data, width: 50)))
    }

    @Test("an item refused in the window stops the render there: the rows before it are drawn")
    func refusedItemInTheWindow() throws {
        let view = try Self.view(TableLayout())
        view.factory.unregisteredItemPolicy = .error
        let elements: [ListElement] = [
            .item(Member(name: "Al")), .item(Member(name: "Bo")), .item("no view model"),
            .item(Member(name: "Cy")),
        ]
        var sink = MemorySink()
        #expect(throws: RenderError.self) { try view.render(elements, width: 12, to: &sink) }
        #expect(sink.text == listRows(["Name  Tag", "----  ---", "Al    —", "Bo    —"], width: 12))
    }
}
