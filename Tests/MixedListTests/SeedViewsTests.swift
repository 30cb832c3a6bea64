import CellFactory
import Foundation
import MixedListCells
import MixedListCommand
import MixedListViewModels
import MixedListViews
import TestSupport
import Testing
import TextCells

/// The shipped `seed.json`: the built-in list's views, declared in a file, against the compiled
/// view models they replace.
@Suite("seed.json: the built-in list's views, declared")
struct SeedViewsTests {
    private static let layouts: [(String, CollectionLayout)] = [
        ("list", .list), ("flow", .flow), ("table", .table),
    ]

    /// The built-in list as the compiled view models show it: Swift values of their own types.
    private func compiledBuiltIn(layout: CollectionLayout, width: Int, styling: Bool) throws -> String {
        let seedList: [Any] = [
            Account(name: "One"), 1, Account(name: "Two"), 2, Account(name: "Three"), 3,
            Account(name: "Four"), 4, Account(name: "Five"), 5,
        ]
        let albums: [Any] = [
            Album(title: "Hybrid Theory", artist: "Linkin Park", year: 2000, trackCount: 12),
            Album(title: "Meteora", artist: "Linkin Park", year: 2003, trackCount: 13),
            Album(title: "Minutes to Midnight", artist: "Linkin Park", year: 2007, trackCount: 12),
        ]
        let data = SectionedData(sections: [
            .init(header: Heading("The seed's list"), items: seedList),
            .init(header: Heading("Albums"), items: albums),
        ])
        let isTable = if case .table = layout { true } else { false }
        let view = MixedListCells.makeView(
            factory: try MixedListCells.makeFactory(tables: isTable), layout: layout)
        var sink = MemorySink()
        try view.render(data, width: width, styling: styling, to: &sink)
        return sink.text
    }

    @Test(
        "the built-in list through seed.json is drawn as the compiled views drew it", arguments: [20, 40, 80])
    func builtInList(width: Int) throws {
        for (name, layout) in Self.layouts {
            for styling in [false, true] {
                let run = runCommand(
                    ["--layout", name, "--width", String(width), "--color", styling ? "always" : "never"])
                #expect(run.status == .success)
                #expect(
                    run.output == (try compiledBuiltIn(layout: layout, width: width, styling: styling)),
                    "\(name), styled: \(styling)")
            }
        }
    }

    @Test(
        "a file of records through --views seed.json is drawn as the compiled views draw it, styles too",
        arguments: ["never", "always"])
    func fileOfRecords(color: String) {
        for (name, _) in Self.layouts {
            let common = [fixturePath("mixed.json"), "--layout", name, "--width", "50", "--color", color]
            let compiled = runCommand(common)
            let declared = runCommand(common + ["--views", viewsFile("seed.json")])
            #expect(declared.status == compiled.status)
            #expect(declared.output == compiled.output, "\(name)")
            #expect(!declared.output.isEmpty)
        }
    }

    @Test("the built-in list's rows are declared view models; their actions send the compiled events")
    func actions() throws {
        let seed = try ViewsFile.parse(ShippedViews.seed, file: ShippedViews.seedName)
        #expect(seed.views.map(\.kind) == ["account", "integer", "album"])
        let factory = try MixedListCells.makeFactory(views: seed.views, kinds: DeclaredKinds(seed.rules))
        let data = MixedListCommand.defaultData()
        let recorder = CellEventRecorder()
        // One (an account), 1, and the first album.
        try factory.send(.select, at: CellIndexPath(item: 0), in: data, events: recorder)
        try factory.send(.select, at: CellIndexPath(item: 1), in: data, events: recorder)
        try factory.send(.vibrate, at: CellIndexPath(item: 1), in: data, events: recorder)
        try factory.send(.select, at: CellIndexPath(item: 0, section: 1), in: data, events: recorder)
        #expect(
            recorder.events.map { "\($0.name)(\($0.detail))" } == [
                "openAccount(One)", "selectedNumber(1)", "vibrated(1)", "openAlbum(Hybrid Theory)",
            ])
        let error = #expect(throws: CellFactoryError.self) {
            try factory.send(.vibrate, at: CellIndexPath(item: 0), in: data, events: recorder)
        }
        #expect(error?.code == .actionNotSupported)
        #expect(try factory.viewModel(for: data.sections[0].items[1]).viewModel is DeclaredCellViewModel)
    }

    @Test("--filter on the built-in list writes its records as JSON")
    func filterBuiltIn() {
        let run = runCommand(["--filter", "meteora"])
        #expect(run.status == .success)
        #expect(
            run.output
                == #"{"type":"album","title":"Meteora","artist":"Linkin Park","year":2003,"tracks":13}"#
                + "\n")
    }

    @Test("--views on the built-in list adds to seed.json; a kind it declares again replaces seed's")
    func builtInWithViews() throws {
        let views = #"""
            {"kinds": [{"kind": "integer", "match": {"json": "integer"}, "row": [[{"text": "#"}, {"path": "."}]]}]}
            """#
        let file = try temporaryFile("integer-views.json", Data(views.utf8)).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = runCommand(["--views", file, "--layout", "list", "--width", "30"])
        #expect(run.status == .success)
        let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.prefix(4) == ["== The seed's list ===========", "One", "#1", "Two"])
        #expect(lines.contains("Meteora"))
    }
}
