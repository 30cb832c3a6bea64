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
        var column = 0
        for (index, part) in parts.enumerated() {
            if index > 0 { column += 2 }
            if let key = part.key {
                let label = key + ":"
                guard write(label, at: &column, in: &canvas, style: .dim) else { return }
                column += 1
            }
            guard write(part.text, at: &column, in: &canvas, style: .plain) else { return }
        }
    }

    /// Writes text from a column; `false` when the line is full.
    private func write(_ text: String, at column: inout Int, in canvas: inout CellCanvas, style: TextStyle)
        -> Bool
    {
        let room = canvas.columns - column
        guard room > 0 else { return false }
        let width = canvas.displayWidth(of: text)
        canvas.write(text, line: 0, column: column, width: min(width, room), style: style)
        column += width
        return width <= room
    }
}
