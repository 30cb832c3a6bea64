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
        var texts: [StyledText] = []
        var gaps: [Int] = []
        for (index, part) in parts.enumerated() {
            let gap = index > 0 ? 2 : 0
            if let key = part.key {
                texts += [StyledText(key + ":", style: .dim), StyledText(part.text)]
                gaps += [gap, 1]
            } else {
                texts.append(StyledText(part.text))
                gaps.append(gap)
            }
        }
        canvas.writeRun(texts, gaps: gaps, line: 0)
    }
}
