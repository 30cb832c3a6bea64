import CellFactory
import TestSupport
import Testing

@testable import TextCells

/// A render pass keeps the cell that drew the last row of each identifier for the next row of
/// that identifier; these tests hold it to what a pool promises.
@Suite("Cell reuse within a render pass")
struct CellReuseTests {
    @Test("every row is prepared, configured and drawn in order, and the cell goes back to its pool")
    func lifecycle() throws {
        let log = CallLog()
        let view = try makeTracedView()
        let items = ["a", "b", "c"].map { Traced(name: $0, log: log) }
        _ = try view.render(SectionedData(items: items), width: 10)
        #expect(
            log.calls == [
                "configure a", "draw a", "prepare", "configure b", "draw b", "prepare", "configure c",
                "draw c",
            ])
        log.calls.removeAll()
        _ = try view.render(SectionedData(items: [Traced(name: "d", log: log)]), width: 10)
        #expect(log.calls == ["prepare", "configure d", "draw d"])
        #expect(view.createdCellCount == 1)
    }

    @Test("a render stopped by an error still gives its cells back to their pools")
    func cellsComeBackAfterAnError() throws {
        let log = CallLog()
        let view = try makeTracedView(policy: .error)
        let items: [Any] = [Traced(name: "a", log: log), 2.5, Traced(name: "b", log: log)]
        #expect(throws: RenderError.self) { try view.render(SectionedData(items: items), width: 10) }
        let text = try view.render(SectionedData(items: [Traced(name: "c", log: log)]), width: 10)
        #expect(text == "c         \n")
        #expect(log.calls == ["configure a", "draw a", "prepare", "configure c", "draw c"])
        #expect(view.createdCellCount == 1)
    }

    @Test("a view model that changes its identifier with its item is drawn by the matching cell every row")
    func identifierFollowsTheItem() throws {
        let view = try makeSignalView()
        view.register(ShoutingCell.self, forCellWithReuseIdentifier: "loud")
        let items = [("a", false), ("b", true), ("c", false), ("d", true), ("e", false)].map {
            Signal(text: $0.0, loud: $0.1)
        }
        let text = try view.render(SectionedData(items: items), width: 10)
        #expect(text == listRows(["a", "B!", "c", "D!", "e"], width: 10))
        #expect(view.createdCellCount == 2)
    }

    @Test("rows whose cell cannot draw them get placeholders between rows drawn as usual")
    func cellThatCannotDrawSomeRows() throws {
        let view = try makeSignalView()
        view.register(ScoreCell.self, forCellWithReuseIdentifier: "loud")
        let items = [
            Signal(text: "a", loud: false), Signal(text: "b", loud: true), Signal(text: "c", loud: false),
        ]
        var sink = MemorySink()
        let summary = try view.render(SectionedData(items: items + items), width: 41, to: &sink)
        let placeholder = "[cell \"loud\" cannot draw SignalViewModel]"
        let rows = ["a", placeholder, "c", "a", placeholder, "c"]
        #expect(sink.text == listRows(rows, width: 41))
        #expect(summary.cellCount == 6)
        #expect(summary.placeholderCount == 2)
        // One cell per identifier and one placeholder cell: the refused cell is reused, not remade.
        #expect(view.createdCellCount == 3)
    }

    @Test("a cell held for an identifier refuses another kind of view model on it: placeholder, then on")
    func heldCellRefusesAnotherViewModel() throws {
        let factory = try makeFactory()
        try factory.register(RecordingTitleViewModel.init)
        let view = CollectionView(factory: factory)
        view.register(MemberCell.self, forCellWithReuseIdentifier: "member")
        let items: [Any] = [Member(name: "a"), Caption(text: "x"), Member(name: "b")]
        let text = try view.render(SectionedData(items: items), width: 60)
        let rows = ["a", "[cell \"member\" cannot draw RecordingTitleViewModel]", "b"]
        #expect(text == listRows(rows, width: 60))
        #expect(view.createdCellCount == 2)
    }

    @Test("a cell reads back only its own text", arguments: [CollectionLayout.list, .flow])
    func cellReadsItsOwnLine(layout: CollectionLayout) throws {
        let view = try makeSignalView(layout: layout)
        view.register(EchoCell.self, forCellWithReuseIdentifier: "quiet")
        let items = ["ab", "cd"].map { Signal(text: $0, loud: false) }
        let text = try view.render(SectionedData(items: items), width: 10)
        // Cells as wide as the output: a flow puts them on lines of their own, as a list does.
        #expect(text == "ab[ab]    \ncd[cd]    \n")
    }

    @Test("a cell that replaces the canvas it is given loses nothing drawn before it")
    func cellReplacesItsCanvas() throws {
        let view = try makeSignalView()
        view.register(FreshCanvasCell.self, forCellWithReuseIdentifier: "loud")
        let items = [("a", false), ("b", true), ("c", false), ("d", true)].map {
            Signal(text: $0.0, loud: $0.1)
        }
        let text = try view.render(SectionedData(items: items), width: 10)
        #expect(text == listRows(["a", "b", "c", "d"], width: 10))
    }
}

/// Where a traced cell writes down what the view asks of it.
private final class CallLog {
    var calls: [String] = []
}

private struct Traced {
    var name: String
    var log: CallLog
}

private protocol TracedCellDataSource {
    var traced: Traced? { get }
}

private final class TracedViewModel: CellViewModel, TracedCellDataSource {
    private(set) var traced: Traced?
    var identifier: String { "traced" }
    var size: CellSize { .fixed(columns: 10) }
    func update(with model: Traced) { traced = model }
}

private final class TracedCell: TextCell {
    private var traced: Traced?
    private var log: CallLog?
    func configure(with viewModel: any TracedCellDataSource) {
        traced = viewModel.traced
        log = traced?.log
        log?.calls.append("configure \(traced?.name ?? "?")")
    }
    func prepareForReuse() {
        log?.calls.append("prepare")
        traced = nil
    }
    func draw(in canvas: inout CellCanvas) {
        log?.calls.append("draw \(traced?.name ?? "?")")
        canvas.write(traced?.name ?? "?", line: 0)
    }
}

private func makeTracedView(policy: UnregisteredItemPolicy = .placeholder) throws -> CollectionView {
    let factory = CollectionFactory(unregisteredItemPolicy: policy)
    try factory.register(TracedViewModel.init)
    let view = CollectionView(factory: factory)
    view.register(TracedCell.self, forCellWithReuseIdentifier: "traced")
    return view
}

/// A model shown by one of two cells, chosen by its view model's identifier.
private struct Signal {
    var text: String
    var loud: Bool
}

private final class SignalViewModel: CellViewModel, TextLineCellDataSource {
    private var signal = Signal(text: "", loud: false)
    var identifier: String { signal.loud ? "loud" : "quiet" }
    var size: CellSize { .fixed(columns: 10) }
    func update(with model: Signal) { signal = model }
    var text: String { signal.text }
}

private final class ShoutingCell: TextCell {
    private var text = ""
    func configure(with viewModel: any TextLineCellDataSource) { text = viewModel.text.uppercased() + "!" }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) { canvas.write(text, line: 0) }
}

/// Writes its text, then what the canvas says its first line holds so far.
private final class EchoCell: TextCell {
    private var text = ""
    func configure(with viewModel: any TextLineCellDataSource) { text = viewModel.text }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) {
        canvas.write(text, line: 0, width: text.count)
        canvas.write("[\(canvas.text(ofLine: 0))]", line: 0, column: text.count)
    }
}

/// Draws on a canvas of its own making, assigned over the one it is given.
private final class FreshCanvasCell: TextCell {
    private var text = ""
    func configure(with viewModel: any TextLineCellDataSource) { text = viewModel.text }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) {
        canvas = CellCanvas(columns: canvas.columns, lines: canvas.lineCount)
        canvas.write(text, line: 0)
    }
}

private func makeSignalView(layout: CollectionLayout = .list) throws -> CollectionView {
    let factory = CollectionFactory()
    try factory.register(SignalViewModel.init)
    let view = CollectionView(factory: factory, layout: layout)
    view.register(TextLineCell.self, forCellWithReuseIdentifier: "quiet")
    return view
}
