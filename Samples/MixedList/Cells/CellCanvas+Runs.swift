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
            // The last text, when it has no width of its own, may take the rest of the line: it
            // needs no measuring, since nothing is placed after it. (An empty one writes nothing,
            // not even its style, as a text of no width.)
            let isLast =
                index == texts.endIndex - 1 && text.width == nil && text.alignment == .leading
                && !text.text.isEmpty
            let width = text.width ?? (isLast ? room : displayWidth(of: text.text))
            write(
                text.text, line: line, column: column, width: min(width, room), alignment: text.alignment,
                style: text.style)
            column += width
        }
    }
}
