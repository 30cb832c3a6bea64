import CellFactory
import Observation
import TextCells

/// An item of the diff scenario: an identity and a title.
public struct DiffRecord: Identifiable, Hashable, Sendable {
    /// The identity.
    public var id: Int
    /// What the row shows.
    public var title: String
}

/// Shows a ``DiffRecord`` as one full-width line.
final class DiffRecordViewModel: CellViewModel {
    private(set) var title = ""
    var identifier: String { "record" }
    var size: CellSize { .fullWidth(lines: 1) }
    func update(with model: DiffRecord) { title = model.title }
}

/// Draws a ``DiffRecordViewModel``'s title.
final class DiffRecordCell: TextCell {
    private var title = ""
    func configure(with viewModel: DiffRecordViewModel) { title = viewModel.title }
    func prepareForReuse() { title = "" }
    func draw(in canvas: inout CellCanvas) { canvas.write(title, line: 0) }
}

/// A screen of one section, for the live view.
@MainActor
@Observable
final class DiffScreen: ScreenViewModel {
    let section: CellSection
    var sections: [CellSection] { [section] }
    var isLoading: Bool { false }
    var error: ScreenError? { nil }

    init(section: CellSection) {
        self.section = section
    }
}
