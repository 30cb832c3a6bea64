import CellFactory
import MixedListViewModels
import TextCells

extension CellCanvas {
    /// Writes texts one after another on a line, each `gaps[i]` blank columns after the one before
    /// it (none when `gaps` is empty), in their styles; a text with a width takes exactly that
    /// many columns, aligned in them and cut with `…` to fit. The text the edge cuts ends with
    /// `…`, and nothing after it is written.
    mutating func writeRun(_ texts: [StyledText], gaps: [Int] = [], line: Int) {
        var column = 0
        for index in texts.indices {
            let text = texts[index]
            column += gaps.isEmpty ? 0 : gaps[index]
            let room = columns - column
            guard room > 0 else { return }
            let width = text.width ?? displayWidth(of: text.text)
            write(
                text.text, line: line, column: column, width: min(width, room), alignment: text.alignment,
                style: text.style)
            column += width
        }
    }
}
