import CellFactory
import Synchronization
import TestSupport
import TextCells

/// A word's view model that counts how many were made, so that a test can tell that a long list
/// made view models only for its rows on screen.
final class CountingWordViewModel: CellViewModel, WordCellDataSource {
    static let made = Atomic<Int>(0)
    private var word = Word(id: 0, text: "")
    init() { Self.made.add(1, ordering: .relaxed) }
    var identifier: String { "word" }
    var size: CellSize { .fullWidth(lines: word.lines) }
    var supportedActions: [CellAction] { [.select] }
    var text: String { word.text }
    var lines: Int { word.lines }
    func update(with model: Word) { word = model }
    func handle(_ action: CellAction, events: any CellEventSink) {
        events.receive(CellEvent("selected", detail: word.text))
    }
}

/// A view of words searched by their text, drawn by ``WordCell`` with ``CountingWordViewModel``:
/// what the interactive-list tests show.
@MainActor
func makeWordView() throws -> CollectionView {
    let view = try makeView()
    try view.factory.register(CountingWordViewModel.init, searchText: { $0.text })
    view.register(WordCell.self, forCellWithReuseIdentifier: "word")
    return view
}
