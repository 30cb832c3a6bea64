import CellFactory
import MixedListViewModels
import TextCells

extension CellCanvas {
    /// Writes texts one after another on a line, each `gap` blank columns after the one before
    /// it, in their styles; the text the edge cuts ends with `…`, and nothing after it is written.
    mutating func writeRun(_ texts: [(gap: Int, text: StyledText)], line: Int) {
        var column = 0
        for (gap, text) in texts {
            column += gap
            let room = columns - column
            guard room > 0 else { return }
            let width = displayWidth(of: text.text)
            write(text.text, line: line, column: column, width: min(width, room), style: text.style)
            column += width
        }
    }
}
