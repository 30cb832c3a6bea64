import CellFactory
import TextCells

/// A word of an interactive list: identified by `id`, so that filtering applies a diff.
struct Word: Identifiable, Equatable {
    var id: Int
    var text: String
    var lines = 1
}

extension CellAction {
    static let vibrate = CellAction("vibrate")
}

protocol WordCellDataSource {
    var text: String { get }
    var lines: Int { get }
}

/// A list row that handles `select` and `vibrate` by emitting an event that names its word.
final class WordViewModel: CellViewModel, WordCellDataSource {
    private var word = Word(id: 0, text: "")
    var identifier: String { "word" }
    var size: CellSize { .fullWidth(lines: word.lines) }
    var supportedActions: [CellAction] { [.select, .vibrate] }
    var text: String { word.text }
    var lines: Int { word.lines }
    func update(with model: Word) { word = model }
    func handle(_ action: CellAction, events: any CellEventSink) {
        events.receive(CellEvent(action == .select ? "selected" : "buzzed", detail: word.text))
    }
}

final class WordCell: TextCell {
    private var text = ""
    private var lines = 1
    func configure(with viewModel: any WordCellDataSource) {
        text = viewModel.text
        lines = viewModel.lines
    }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) {
        for line in 0..<lines { canvas.write(line == 0 ? text : "\(text) +\(line)", line: line) }
    }
}
