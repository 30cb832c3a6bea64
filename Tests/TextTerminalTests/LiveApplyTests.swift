import CellFactory
import TestSupport
import Testing

@testable import TextCells
@testable import TextTerminal

/// A section shown live on a virtual terminal, changed by applying new lists to it.
@MainActor
private struct ShownSection {
    let section: CellSection
    let live: LiveCollectionView
    var writer = FrameWriter(mode: .inPlace(height: 24))
    var terminal = VirtualTerminal(height: 24)

    init(view: CollectionView, members: [Member], layout: CollectionLayout = .list) throws {
        section = CellSection(factory: view.factory, layout: layout)
        try section.apply(showing: members, identity: \.name, isUnchanged: ==)
        live = LiveCollectionView(view: view, screen: TestScreen(sections: [section]), width: 40)
    }

    /// Applies a list and shows the new frame; returns the bytes written and the frame.
    mutating func apply(_ members: [Member]) throws -> (bytes: [UInt8], frame: LiveFrame) {
        try section.apply(showing: members, identity: \.name, isUnchanged: ==)
        return try show()
    }

    mutating func show() throws -> (bytes: [UInt8], frame: LiveFrame) {
        let frame = try live.frame(lineLimit: writer.liveLineLimit)
        var output = MemorySink()
        try writer.show(frame, to: &output)
        terminal.apply(output.text)
        return (output.bytes, frame)
    }
}

@MainActor
@Suite("Applying a new list to a live section: only what changed is drawn and written")
struct LiveApplyTests {
    let view: CollectionView

    init() throws {
        view = try makeView()
    }

    private func members(_ count: Int) -> [Member] {
        (0..<count).map { Member(name: "m\($0)") }
    }

    @Test("a one-row update of a 10,000-row section draws one cell and writes about one line")
    func oneRowUpdate() throws {
        var members = members(10_000)
        var shown = try ShownSection(view: view, members: members)
        let first = try shown.show()
        #expect(first.frame.lines.count == 23)
        #expect(shown.live.cellDrawCount == 23)

        members[5].tag = "new"
        let (bytes, frame) = try shown.apply(members)
        let line = frame.lines[5]
        #expect(line.contains("new"))
        #expect(shown.live.cellDrawCount == 24)
        // The line itself, and the cursor's way up to it and back: a few escape sequences.
        #expect(bytes.count >= line.utf8.count)
        #expect(bytes.count <= line.utf8.count + 20)
        #expect(shown.terminal.problems.isEmpty)
        #expect(shown.terminal.screenText == frame.lines)
    }

    @Test("an update below the screen draws nothing and writes nothing")
    func offScreenUpdate() throws {
        var members = members(10_000)
        var shown = try ShownSection(view: view, members: members)
        _ = try shown.show()
        members[9_000].tag = "far below"
        let (bytes, _) = try shown.apply(members)
        #expect(bytes.isEmpty)
        #expect(shown.live.cellDrawCount == 23)
    }

    @Test("a move on screen draws no cell and rewrites only the lines between its two places")
    func moveOnScreen() throws {
        var members = members(10_000)
        var shown = try ShownSection(view: view, members: members)
        _ = try shown.show()
        members.insert(members.remove(at: 2), at: 6)
        let (bytes, frame) = try shown.apply(members)
        #expect(shown.live.cellDrawCount == 23)
        let changed = frame.lines[2...6].reduce(0) { $0 + $1.utf8.count }
        #expect(bytes.count >= changed)
        #expect(bytes.count <= changed + 5 * 12)
        #expect(shown.terminal.screenText == frame.lines)
    }

    @Test("insertions, deletions and a reorder keep the terminal equal to the frame")
    func mixedChanges() throws {
        var members = members(200)
        var shown = try ShownSection(view: view, members: members)
        _ = try shown.show()
        members.removeFirst(3)
        members.insert(Member(name: "new one"), at: 1)
        members.swapAt(4, 10)
        let (_, frame) = try shown.apply(members)
        #expect(shown.terminal.problems.isEmpty)
        #expect(shown.terminal.screenText == frame.lines)
        #expect(frame.lines[1].hasPrefix("new one"))
        // One cell drawn for the new member, one for each row scrolled into the last lines.
        #expect(shown.live.cellDrawCount == 23 + 1 + 2)
    }

    @Test(
        "a limited frame is the start of the whole frame: status line, headers, sections, tall rows",
        arguments: [CollectionLayout.list, .flow(FlowLayout(itemSpacing: 1, lineSpacing: 1))])
    func limitedFrameIsAPrefix(layout: CollectionLayout) throws {
        func section(_ title: String, _ items: [Any]) throws -> CellSection {
            let section = CellSection(factory: view.factory, layout: layout)
            try section.setHeader(Banner(title: title))
            try section.setItems(items)
            return section
        }
        let sections = [
            try section("one", [Member(name: "a"), Note(lines: ["n1", "n2", "n3"]), Score(points: 3)]),
            try section("two", [Score(points: 1), Member(name: "b"), Note(lines: ["x"]), Member(name: "c")]),
        ]
        let screen = TestScreen(sections: sections)
        screen.isLoading = true
        let whole = try LiveCollectionView(view: view, screen: screen, width: 30).frame().lines
        #expect(whole.count > 8)
        for limit in 0...(whole.count + 2) {
            // A fresh view each time, so no cell drawn for a longer frame is reused.
            let live = LiveCollectionView(view: view, screen: screen, width: 30)
            #expect(try live.frame(lineLimit: limit).lines == Array(whole.prefix(limit)), "limit \(limit)")
        }
    }

    @Test("a line limit lays out only what fits, in a list and in a flow")
    func lineLimit() throws {
        let listed = try ShownSection(view: view, members: members(10_000))
        #expect(try listed.live.frame(lineLimit: 3).lines.count == 3)
        #expect(listed.live.cellDrawCount == 3)
        #expect(try listed.live.frame(lineLimit: 0).lines.isEmpty)
        #expect(try listed.live.frame().lines.count == 10_000)

        // 16-column members side by side on 40 columns: two a line.
        let flowing = try ShownSection(view: view, members: members(10_000), layout: .flow)
        let frame = try flowing.live.frame(lineLimit: 3)
        #expect(frame.lines.count == 3)
        #expect(flowing.live.cellDrawCount <= 8)
        #expect(frame.lines[2].contains("m4") && frame.lines[2].contains("m5"))
    }
}
