import CellFactory
public import MixedListViewModels
public import TextCells

/// Draws a record's keys, dimmed, and values on one line, two spaces apart; what does not fit is
/// cut with `…`.
public final class RecordCell: TextCell {
    private var parts: [RecordPart] = []

    /// Creates a blank cell.
    public init() {}

    /// Takes the record's parts.
    public func configure(with viewModel: any RecordCellDataSource) {
        parts = viewModel.parts
    }

    /// Forgets them.
    public func prepareForReuse() {
        parts = []
    }

    /// Draws each key and value after the one before.
    public func draw(in canvas: inout CellCanvas) {
        var run: [(gap: Int, text: StyledText)] = []
        for (index, part) in parts.enumerated() {
            let gap = index > 0 ? 2 : 0
            if let key = part.key {
                run.append((gap, StyledText(key + ":", style: .dim)))
                run.append((1, StyledText(part.text)))
            } else {
                run.append((gap, StyledText(part.text)))
            }
        }
        canvas.writeRun(run, line: 0)
    }
}
