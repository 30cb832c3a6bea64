import CellFactory
import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

/// The data of the golden files: sections with headers and footers, wide and hostile text, a
/// multi-line cell, and an item with no view model.
var goldenData: SectionedData {
    SectionedData(sections: [
        .init(
            header: Banner(title: "Members"),
            items: [
                Member(name: "Ada Lovelace", tag: "NEW"), Score(points: 42), Member(name: "王小明"),
                Score(points: 7), Member(name: "Grace Brewster Murray Hopper"), 2.5,
                Member(name: "evil\u{1B}]0;pwned\u{07}name"),
            ],
            footer: Banner(title: "end")),
        .init(
            header: Banner(title: "Notes"),
            items: [
                Note(lines: ["first", "second line", "third"]), Score(points: 1_000_000),
                Note(lines: ["one"]),
            ]),
    ])
}

@Suite("Collection view")
struct CollectionViewTests {
    @Test(
        "golden output of list and flow layouts at widths 20, 40 and 80",
        arguments: [("list", CollectionLayout.list), ("flow", .flow)], [20, 40, 80])
    func golden(layout: (name: String, value: CollectionLayout), width: Int) throws {
        let view = try makeView(layout.value)
        let text = try view.render(goldenData, width: width)
        expectSnapshot(text, named: "\(layout.name)-\(width)")
        if layout.name == "list" {
            #expect(lineWidths(text).allSatisfy { $0 == width })
        } else {
            #expect(lineWidths(text).allSatisfy { $0 <= width })
        }
    }

    @Test("flow spacing: item and line spacing, tallest cell sets the line height")
    func flowSpacing() throws {
        let view = try makeView(.flow(FlowLayout(itemSpacing: 3, lineSpacing: 1)))
        let data = SectionedData(items: [
            Score(points: 1), Note(lines: ["a", "b", "c"]), Score(points: 2), Score(points: 3),
        ])
        let text = try view.render(data, width: 30)
        let lines = [
            "   1 pts   a           ",
            "           b           ",
            "           c           ",
            "",
            "   2 pts      3 pts",
        ]
        #expect(text == lines.joined(separator: "\n") + "\n")
    }

    @Test("flow spacing set below zero after the layout is made counts as none")
    func negativeFlowSpacing() throws {
        var negative = FlowLayout(itemSpacing: 3, lineSpacing: 1)
        negative.itemSpacing = -4
        negative.lineSpacing = -2
        let data = SectionedData(items: [
            Score(points: 1), Note(lines: ["a", "b"]), Score(points: 2), Score(points: 3), Score(points: 4),
        ])
        let text = try makeView(.flow(negative)).render(data, width: 20)
        let expected = try makeView(.flow(FlowLayout(itemSpacing: 0, lineSpacing: 0))).render(data, width: 20)
        #expect(text == expected)
        #expect(lineWidths(text).allSatisfy { $0 <= 20 })
    }

    @Test("every item yields one cell: N items in, N cells out")
    func oneCellPerItem() throws {
        let view = try makeView()
        var sink = MemorySink()
        let summary = try view.render(goldenData, width: 40, to: &sink)
        #expect(summary.cellCount == 10 + 3)
        #expect(summary.placeholderCount == 1)
        #expect(summary.skippedCount == 0)
        #expect(summary.lineCount == lineWidths(sink.text).count)
    }

    @Test("rendering 10,000 rows creates only a handful of cells, and streams in blocks")
    func reuse() throws {
        let view = try makeView()
        let items: [Any] = (0..<10_000).map {
            $0.isMultiple(of: 2) ? Member(name: "m\($0)") as Any : Score(points: $0)
        }
        var sink = BlockRecorder()
        let summary = try view.render(SectionedData(items: items), width: 40, to: &sink)
        #expect(summary.cellCount == 10_000)
        #expect(view.createdCellCount == 2)
        #expect(sink.blocks.count > 1)
        #expect(sink.bytes.count == 10_000 * 41)
        try view.render(SectionedData(items: items), width: 40, to: &sink)
        #expect(view.createdCellCount == 2)
    }

    @Test("a reused cell shows nothing of the previous item (prepareForReuse is called)")
    func noStaleContent() throws {
        let view = try makeView()
        let data = SectionedData(items: [Member(name: "first", tag: "NEW"), Member(name: "second")])
        let text = try view.render(data, width: 16)
        #expect(text == "first        NEW\nsecond          \n")
    }

    @Test("a view model whose identifier has no cell gets a placeholder row naming it")
    func missingCell() throws {
        let factory = try makeFactory()
        let view = CollectionView(factory: factory)
        view.register(ScoreCell.self, forCellWithReuseIdentifier: "score")
        let text = try view.render(SectionedData(items: [Member(name: "a"), Score(points: 1)]), width: 34)
        #expect(text == "[no cell registered for \"member\"] \n   1 pts                          \n")
        let report = view.validate(SectionedData(items: [Member(name: "a")]))
        #expect(
            report.problems.map(\.description) == [
                "0.0: no cell is registered for \"member\" (used by MemberViewModel)",
                "registrations: no cell is registered for \"banner\" (used by BannerViewModel)",
                "registrations: no cell is registered for \"note\" (used by NoteViewModel)",
            ])
    }

    @Test("a cell that cannot draw the view model gets a placeholder row, never a crash")
    func mismatchedCell() throws {
        let factory = try makeFactory()
        let view = CollectionView(factory: factory)
        view.register(ScoreCell.self, forCellWithReuseIdentifier: "member")
        let text = try view.render(SectionedData(items: [Member(name: "a")]), width: 45)
        #expect(text == "[cell \"member\" cannot draw MemberViewModel]  \n")
        #expect(
            view.check(MemberViewModel())
                == .cellCannotDraw(cellType: "ScoreCell", expects: "ScoreCellDataSource"))
        #expect(view.check(ScoreViewModel()) == .noCell)
        let problems = view.validate(SectionedData(items: [Member(name: "a")])).problems
        #expect(problems.first?.firstLocation == .item(CellIndexPath(item: 0)))
        #expect(
            problems.first?.description.contains("cell ScoreCell registered for \"member\" draws") == true)
    }

    @Test("validation checks registrations without items: two view models on one identifier, unused cells")
    func registrationProblems() throws {
        let factory = try makeFactory()
        // A second view model claims "member", but the "member" cell draws members only.
        try factory.register { RecordingTitleViewModel() }
        let view = try TestSupport.makeView()
        let lonely = CollectionView(factory: factory)
        lonely.register(MemberCell.self, forCellWithReuseIdentifier: "member")
        lonely.register(ScoreCell.self, forCellWithReuseIdentifier: "score")
        lonely.register(BannerCell.self, forCellWithReuseIdentifier: "banner")
        lonely.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        lonely.register(ScoreCell.self, forCellWithReuseIdentifier: "nobody uses this")
        let report = lonely.validate(SectionedData(items: []))
        #expect(
            report.problems.map(\.description) == [
                "registrations: cell MemberCell registered for \"member\" draws MemberCellDataSource, "
                    + "not RecordingTitleViewModel",
                "registrations: a cell is registered for \"nobody uses this\", which no registered view model uses",
            ])
        #expect(!report.isValid)
        #expect(report.problems.last?.isError == false)
        #expect(view.validate(SectionedData(items: [])).isValid)
    }

    @Test("a host's own placeholder cell replaces the built-in one")
    func customPlaceholder() throws {
        final class LoudPlaceholder: TextCell {
            private var text = ""
            func configure(with viewModel: PlaceholderViewModel) {
                text = viewModel.placeholderText.uppercased()
            }
            func prepareForReuse() { text = "" }
            func draw(in canvas: inout CellCanvas) { canvas.write(text, line: 0) }
        }
        let view = try makeView()
        view.register(LoudPlaceholder.self, forCellWithReuseIdentifier: PlaceholderViewModel.reuseIdentifier)
        #expect(try view.render(SectionedData(items: [true]), width: 24) == "[NO VIEW MODEL FOR BOOL]\n")
        view.register(ScoreCell.self, forCellWithReuseIdentifier: PlaceholderViewModel.reuseIdentifier)
        #expect(try view.render(SectionedData(items: [true]), width: 24) == "[no view model for Bool]\n")
    }

    @Test(
        "widths outside 1...10000 are refused before anything is written; width 1 renders",
        arguments: [0, -1, 10_001, Int.min])
    func invalidWidths(width: Int) throws {
        let view = try makeView()
        var sink = MemorySink()
        #expect(throws: RenderError.invalidWidth(width)) {
            try view.render(goldenData, width: width, to: &sink)
        }
        #expect(sink.bytes.isEmpty)
        #expect(
            RenderError.invalidWidth(0).description
                == "invalid width 0: it must be between 1 and 10000 columns")
    }

    @Test("width 1 and 2 render every row within the width")
    func tinyWidths() throws {
        for width in [1, 2] {
            for layout in [CollectionLayout.list, .flow] {
                let text = try makeView(layout).render(goldenData, width: width)
                #expect(lineWidths(text).allSatisfy { $0 <= width })
                #expect(lineWidths(text).count >= 13)
            }
        }
    }

    @Test("skip policy: skipped items are counted in the summary")
    func skipPolicy() throws {
        let view = try makeView(policy: .skip)
        var sink = MemorySink()
        let summary = try view.render(goldenData, width: 40, to: &sink)
        #expect(summary.skippedCount == 1)
        #expect(summary.cellCount == 12)
    }

    @Test("error policy: the render stops with the location and type")
    func errorPolicy() throws {
        let view = try makeView(policy: .error)
        let error = #expect(throws: RenderError.self) { try view.render(goldenData, width: 40) }
        #expect(error?.description == "unregisteredItem at 0.5: no view model is registered for Double")
    }

    @Test("no escape sequence in the output unless styling is on")
    func styling() throws {
        let view = try makeView()
        let plain = try view.render(goldenData, width: 40)
        #expect(!plain.utf8.contains(0x1B))
        let styled = try view.render(goldenData, width: 40, styling: true)
        #expect(
            styled.contains("Ada Lovelace\u{1B}[1m NEW\u{1B}[0m" + String(repeating: " ", count: 24) + "\n"))
        #expect(styled.contains("\u{1B}[2m[no view model for Double]\u{1B}[0m      "))
        // Escapes from data stay visible in styled output too: every ESC starts one of our SGR codes.
        let escapes = styled.components(separatedBy: "\u{1B}").dropFirst()
        #expect(escapes.allSatisfy { $0.hasPrefix("[0m") || $0.hasPrefix("[1m") || $0.hasPrefix("[2m") })
    }

    @Test("the layout may change between renders")
    func switchLayout() throws {
        let view = try makeView(.list)
        let data = SectionedData(items: [Score(points: 1), Score(points: 2)])
        #expect(try view.render(data, width: 20) == "   1 pts            \n   2 pts            \n")
        view.layout = .flow
        #expect(try view.render(data, width: 20) == "   1 pts    2 pts\n")
        #expect(
            view.registeredIdentifiers == ["CellFactory.placeholder", "banner", "member", "note", "score"])
    }
}
