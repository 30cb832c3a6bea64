import CellFactory
import Observation
import TestSupport
import Testing

@testable import TextCells
@testable import TextTerminal

/// Draws a ``LoadingViewModel``: its title, then its content or what stands for it.
final class LoadingCell: TextCell {
    private var text = ""

    func configure(with viewModel: any LoadingCellDataSource) {
        switch viewModel.content {
        case .loading: text = "\(viewModel.title): …"
        case .loaded(let value): text = "\(viewModel.title): \(value)"
        case .failed(let message): text = "\(viewModel.title): failed (\(message))"
        }
    }

    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) { canvas.write(text, line: 0) }
}

@MainActor
@Suite("Live view: bindings, async content, row changes and layout owned by the view model")
struct LiveCollectionViewTests {
    let view: CollectionView

    init() throws {
        view = try makeView()
        try view.factory.register(LoadingViewModel.init)
        view.register(LoadingCell.self, forCellWithReuseIdentifier: LoadingViewModel.reuseIdentifier)
    }

    private func live(_ items: [Any], width: Int = 24, layout: CollectionLayout = .list) throws
        -> (LiveCollectionView, CellSection, TestScreen)
    {
        let section = CellSection(factory: view.factory, layout: layout)
        try section.setItems(items)
        // Made before the view watches, so that the loads they start are not a change it hears.
        _ = section.shownViewModels()
        let screen = TestScreen(sections: [section])
        return (LiveCollectionView(view: view, screen: screen, width: width), section, screen)
    }

    private func loading(_ section: CellSection, _ index: Int) throws -> LoadingViewModel {
        try #require(section.content(ofRow: index)?.viewModel as? LoadingViewModel)
    }

    /// Waits for the next change the live view announces.
    private func nextChange(_ live: LiveCollectionView) async {
        var changes = live.changes.makeAsyncIterator()
        _ = await changes.next()
    }

    private func padded(_ text: String, _ width: Int = 24) -> String {
        paddedLine(text, width: width)
    }

    @Test("content that arrives redraws only its row")
    func onlyTheChangedRowIsDrawn() async throws {
        let (live, section, _) = try live(["a", "b", "c"])
        #expect(try live.frame().lines == [padded("a: …"), padded("b: …"), padded("c: …")])
        #expect(live.cellDrawCount == 3)

        try loading(section, 1).deliver(.success("art"))
        await nextChange(live)
        #expect(try live.frame().lines == [padded("a: …"), padded("b: art"), padded("c: …")])
        #expect(live.cellDrawCount == 4)

        // Nothing changed: nothing is drawn.
        _ = try live.frame()
        #expect(live.cellDrawCount == 4)
    }

    @Test("a failed load shows in its row and reaches the host's events")
    func failureShowsAndIsReported() async throws {
        let (live, section, _) = try live(["a"])
        let recorder = CellEventRecorder()
        section.events = recorder
        _ = try live.frame()
        try loading(section, 0).deliver(.failure(TestLoadError("offline")))
        await section.waitForContent()
        #expect(try live.frame().lines == [padded("a: failed (offline)")])
        #expect(recorder.events.map(\.name) == [CellEvent.contentLoadFailed])
    }

    @Test("a reused cell unbinds: it never hears of, or shows, the row it drew before")
    func reusedCellUnbinds() throws {
        let pool = CellReusePool(CellRegistration(LoadingCell.self))
        let old = LoadingViewModel()
        old.update(with: "old")
        let control = LoadingViewModel()
        control.update(with: "control")
        let cell = pool.dequeue()
        let oldBinding = bind(cell, to: old)
        let controlBinding = bind(pool.dequeue(), to: control)

        pool.enqueue(cell)
        let reused = pool.dequeue()
        #expect(reused === cell)
        #expect(!oldBinding.isBound)
        #expect(controlBinding.isBound)

        old.title = "late news for the old row"
        control.title = "news"
        #expect(!oldBinding.hasChanged)
        #expect(controlBinding.hasChanged)
    }

    private func bind(_ cell: CellBox, to viewModel: LoadingViewModel) -> CellBinding {
        let binding = CellBinding {}
        var canvas = CellCanvas(columns: 20, lines: 1)
        withObservationTracking {
            _ = cell.configure(with: viewModel)
            cell.draw(in: &canvas)
        } onChange: {
            binding.changed()
        }
        cell.bind(binding)
        return binding
    }

    @Test("a removed row's cell is reused for a new row, which shows only its own item")
    func removedRowCellIsReused() async throws {
        let (live, section, _) = try live(["a"])
        _ = try live.frame()
        let removed = try loading(section, 0)
        try section.remove(at: 0)
        try section.insert("b", at: 0)
        let inserted = try loading(section, 0)
        #expect(try live.frame().lines == [padded("b: …")])
        // The removed row's cell goes back to its pool once the frame is laid out: b got a new
        // cell, and the pool now holds a's for the next new row.
        #expect(view.createdCellCount == 2)

        let draws = live.cellDrawCount
        removed.title = "a, changed after removal"
        #expect(try live.frame().lines == [padded("b: …")])
        #expect(live.cellDrawCount == draws)

        inserted.title = "b2"
        await nextChange(live)
        #expect(try live.frame().lines == [padded("b2: …")])
        #expect(live.cellDrawCount == draws + 1)

        try section.insert("c", at: 1)
        #expect(try live.frame().lines == [padded("b2: …"), padded("c: …")])
        #expect(view.createdCellCount == 2)
    }

    @Test("insert, delete and reload through the section update the frame; others are not drawn again")
    func rowChanges() async throws {
        let (live, section, _) = try live([Member(name: "ann"), Member(name: "bob")])
        _ = try live.frame()
        #expect(live.cellDrawCount == 2)

        try section.insert(Member(name: "cat"), at: 1)
        #expect(try live.frame().lines == [padded("ann"), padded("cat"), padded("bob")])
        #expect(live.cellDrawCount == 3)

        try section.remove(at: 0)
        #expect(try live.frame().lines == [padded("cat"), padded("bob")])
        #expect(live.cellDrawCount == 3)

        try section.replace(at: 1, with: Member(name: "bea"))
        #expect(try live.frame().lines == [padded("cat"), padded("bea")])
        #expect(live.cellDrawCount == 4)

        try section.reload(at: 0)
        _ = try live.frame()
        #expect(live.cellDrawCount == 5)
    }

    @Test("the layout belongs to the section: switching it lays the frame out again, drawing nothing")
    func layoutSwitch() async throws {
        let (live, section, _) = try live([Member(name: "ann"), Member(name: "bob")], width: 40)
        #expect(try live.frame().lines.count == 2)
        section.layout = .flow(FlowLayout(itemSpacing: 2))
        await nextChange(live)
        #expect(
            try live.frame().lines == [
                "ann" + String(repeating: " ", count: 15) + "bob" + String(repeating: " ", count: 13)
            ])
        #expect(live.cellDrawCount == 2)
    }

    @Test("the screen's loading and error states show as lines above the sections")
    func screenState() async throws {
        let (live, _, screen) = try live([Member(name: "ann")])
        screen.isLoading = true
        #expect(try live.frame().lines == [padded("Loading…"), padded("ann")])
        screen.isLoading = false
        screen.error = .server(message: "try later")
        #expect(try live.frame().lines == [padded("Server error: try later"), padded("ann")])
        screen.error = nil
        #expect(try live.frame().lines == [padded("ann")])
        #expect(live.cellDrawCount == 1)
    }

    @Test("skipped items draw nothing; unregistered ones and missing cells show placeholders")
    func placeholdersAndSkips() throws {
        let (live, section, _) = try live([Member(name: "ann"), 2.5], width: 30)
        #expect(try live.frame().lines.last == "[no view model for Double]    ")
        view.factory.unregisteredItemPolicy = .skip
        try section.setItems([2.5, Member(name: "bob")])
        #expect(try live.frame().lines == ["bob" + String(repeating: " ", count: 27)])
    }

    @Test("a header is drawn across the width; a width or ambiguous-width change draws every row again")
    func headerAndWidth() throws {
        let (live, section, _) = try live([Member(name: "ann")])
        try section.setHeader(Banner(title: "People"))
        let lines = try live.frame().lines
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count == 24 })
        live.width = 30
        #expect(try live.frame().lines.allSatisfy { $0.count == 30 })
        #expect(live.cellDrawCount == 4)
        view.ambiguousWidth = .wide
        _ = try live.frame()
        #expect(live.cellDrawCount == 6)
        live.width = 0
        #expect(throws: RenderError.invalidWidth(0)) { try live.frame() }
    }

    @Test("present writes the final frame once when the output is not a terminal")
    func presentFinalOnly() async throws {
        let (live, section, screen) = try live(["a", "b"])
        screen.isLoading = true
        let viewModels = try [loading(section, 0), loading(section, 1)]
        Task { @MainActor in
            screen.isLoading = false
            viewModels[0].deliver(.success("one"))
            viewModels[1].deliver(.success("two"))
        }
        var writer = FrameWriter(mode: .finalFrameOnly)
        var output = MemorySink()
        try await live.present(using: &writer, to: &output)
        #expect(output.text == padded("a: one") + "\n" + padded("b: two") + "\n")
    }

    @Test("present on a terminal leaves the final frame on the screen, drawn in place")
    func presentInPlace() async throws {
        let (live, section, screen) = try live(["a", "b", "c"])
        screen.isLoading = true
        let viewModels = try (0..<3).map { try loading(section, $0) }
        Task { @MainActor in
            for (index, viewModel) in viewModels.enumerated() {
                viewModel.deliver(.success("art \(index)"))
                await Task.yield()
            }
            screen.isLoading = false
        }
        var writer = FrameWriter(mode: .inPlace(height: 24))
        var output = MemorySink()
        try await live.present(using: &writer, to: &output)
        var terminal = VirtualTerminal(height: 24)
        terminal.apply(output.text)
        #expect(terminal.problems.isEmpty)
        #expect(terminal.screenText == [padded("a: art 0"), padded("b: art 1"), padded("c: art 2")])
        #expect(output.text.hasPrefix("\r" + padded("Loading…") + "\n"))
    }
}
