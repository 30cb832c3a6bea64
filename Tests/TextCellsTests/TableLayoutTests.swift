import CellFactory
import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

/// The data of the table golden files: two kinds of table row with a header each time the kind
/// changes, a banner and a note between them, missing values, wide, combining and hostile text.
var tableGoldenData: SectionedData {
    SectionedData(sections: [
        .init(
            header: Banner(title: "Members"),
            items: [
                Member(name: "Ada Lovelace", tag: "NEW"), Member(name: "王小明"),
                Member(name: "Grace Brewster Murray Hopper", tag: "admiral"), Score(points: 42),
                Score(points: 1_000_000), Member(name: "Zoë (e\u{301}), 👩‍👩‍👧 family", tag: "emoji"),
                Member(name: "evil\u{1B}]0;pwned\u{07}name\ttab", tag: "\u{202E}rtl"),
                Note(lines: ["a note breaks the run"]), Member(name: "Bo"),
            ]),
        .init(header: Banner(title: "Scores"), items: [Score(points: 7), 2.5, Score(points: -3)]),
    ])
}

@Suite("Table layout")
struct TableLayoutTests {
    @Test(
        "golden tables, plain and styled, at widths 1 to 80",
        arguments: [false, true], [1, 12, 40, 80])
    func golden(styling: Bool, width: Int) throws {
        let view = try makeTableView()
        let text = try view.render(tableGoldenData, width: width, styling: styling)
        expectSnapshot(text, named: "table-\(styling ? "styled" : "plain")-\(width)")
        if !styling { #expect(lineWidths(text).allSatisfy { $0 == width }) }
    }

    @Test(
        "every line is exactly the width, from 1 column to 10,000",
        arguments: [1, 2, 3, 5, 9, 33, 200, 10_000])
    func everyLineIsTheWidth(width: Int) throws {
        let view = try makeTableView()
        let text = try view.render(tableGoldenData, width: width)
        #expect(lineWidths(text).allSatisfy { $0 == width })
        let ambiguous = try makeTableView()
        ambiguous.ambiguousWidth = .wide
        let wide = try ambiguous.render(tableGoldenData, width: width)
        let lines = wide.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { DisplayWidth.of($0, ambiguous: .wide) == width })
    }

    @Test("a header when the kind changes, and again after a row that is not a table row")
    func headers() throws {
        let view = try makeTableView()
        let items: [Any] = [
            Member(name: "Ada"), Member(name: "Bo", tag: "x"), Score(points: 3), Member(name: "Cy"),
            Note(lines: ["note"]), Member(name: "Di"),
        ]
        let text = try view.render(SectionedData(items: items), width: 20)
        let expected = [
            "Name  Tag", "----  ---", "Ada   —", "Bo    x",
            "Points", "------", "     3",
            "Name  Tag", "----  ---", "Cy    —",
            "note", "", "",
            "Name  Tag", "----  ---", "Di    —",
        ]
        #expect(text == listRows(expected, width: 20))
    }

    @Test("widths come from every row of data in memory, the last included")
    func widthsFromAllRows() throws {
        let view = try makeTableView()
        let items: [Any] = [
            Member(name: "A"), Member(name: "B"), Member(name: "A much longer name", tag: "t"),
        ]
        let text = try view.render(SectionedData(items: items), width: 30)
        #expect(
            text
                == listRows(
                    [
                        "Name                Tag", "------------------  ---", "A                   —",
                        "B                   —", "A much longer name  t",
                    ], width: 30))
    }

    @Test("each overflow: ellipsis, cut and wrap; a fixed, a fitted and a shared column")
    func overflows() throws {
        let columns = [
            TableColumn("E", width: .fixed(5)), TableColumn("C", width: .fixed(5), overflow: .cut),
            TableColumn("W", width: .share(1), alignment: .trailing, overflow: .wrap),
        ]
        let view = try makeTableView()
        let line = TableLine(columns: columns, values: ["abcdefgh", "abcdefgh", "one two three four"])
        let text = try view.render(SectionedData(items: [line]), width: 24)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "abcd…  abcde     one two")
        #expect(lines[3] == "              three four")
        #expect(lines.count == 4)
    }

    @Test("a cut never splits a wide character or a grapheme cluster")
    func wideCut() throws {
        let view = try makeTableView()
        let columns = [
            TableColumn("A", width: .fixed(3), overflow: .cut), TableColumn("B", width: .fixed(4)),
        ]
        let line = TableLine(columns: columns, values: ["王小明", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"])
        let text = try view.render(SectionedData(items: [line]), width: 9)
        let rows = text.split(separator: "\n").map(String.init)
        #expect(rows[2] == "王   ééé…")
        #expect(lineWidths(text).allSatisfy { $0 == 9 })
    }

    @Test("a missing value and a row with too few or too many values")
    func missingValues() throws {
        let view = try makeTableView()
        let columns = [TableColumn("A"), TableColumn("B", missingMark: "n/a"), TableColumn("C")]
        let items: [Any] = [
            TableLine(columns: columns, values: ["1"]),
            TableLine(columns: columns, values: ["1", .missing, "3", "4 is not shown"]),
        ]
        let text = try view.render(SectionedData(items: items), width: 12)
        #expect(text == listRows(["A  B    C", "-  ---  -", "1  n/a  -", "1  n/a  3"], width: 12))
    }

    @Test("hostile text in every column writes no control byte but newlines")
    func hostileText() throws {
        let view = try makeTableView()
        let hostile = HostileText.hostile + HostileText.international
        let columns = hostile.indices.map { TableColumn("c\($0)", overflow: $0 % 3 == 0 ? .wrap : .ellipsis) }
        let items: [Any] = hostile.indices.map { row in
            TableLine(
                columns: columns,
                values: hostile.indices.map { TableValue(hostile[($0 + row) % hostile.count]) })
        }
        for width in [1, 30, 200] {
            let text = try view.render(SectionedData(items: items), width: width)
            #expect(!HostileText.containsRawControl(text.replacing("\n", with: "")))
            #expect(lineWidths(text).allSatisfy { $0 == width })
        }
    }

    @Test("in a list a table row takes the full width, fitted to its own values, with no header")
    func tableRowInAList() throws {
        let view = try makeTableView(.list)
        let text = try view.render(
            SectionedData(items: [Member(name: "Ada", tag: "x"), Score(points: 5)]), width: 12)
        #expect(text == listRows(["Ada   x", "     5"], width: 12))
        // The view draws table rows itself: no cell is needed.
        let bare = CollectionView(factory: CollectionFactory())
        try bare.factory.register(MemberRowViewModel.init)
        #expect(bare.check(MemberRowViewModel()) == .drawable)
        #expect(bare.validate(SectionedData(items: [Member(name: "Ada")])).problems.isEmpty)
    }

    @Test("in a list, a table row that wraps grows; in a flow it takes a line of its own")
    func wrappingRowInAList() throws {
        let columns = [TableColumn("A", width: .fixed(4), overflow: .wrap), TableColumn("B")]
        let line = TableLine(columns: columns, values: ["one two three", "b"])
        let list = try makeTableView(.list).render(SectionedData(items: [line, Score(points: 1)]), width: 10)
        // A word longer than its column breaks between characters.
        #expect(list == listRows(["one   b", "two", "thre", "e", "     1"], width: 10))
        let flow = try makeTableView(.flow).render(SectionedData(items: [Score(points: 1), line]), width: 10)
        #expect(flow == listRows(["     1", "one   b", "two", "thre", "e"], width: 10))
    }

    @Test("N items in, N rows out: placeholders and skipped items keep their place")
    func everyItemHasARow() throws {
        let view = try makeTableView()
        let items: [Any] = [Member(name: "A"), "not registered", Member(name: "B")]
        var sink = BlockRecorder()
        let summary = try view.render(SectionedData(items: items), width: 40, to: &sink)
        #expect(summary.cellCount == 3)
        #expect(summary.placeholderCount == 1)
    }
}
