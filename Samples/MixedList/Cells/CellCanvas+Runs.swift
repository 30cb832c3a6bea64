import CellFactory
import MixedListViewModels
import TextCells

extension CellCanvas {
    /// Writes texts one after another on a line, each `gap` blank columns after the one before
    /// it, in their styles; a text with a width takes exactly that many columns, aligned in them
    /// and cut with `…` to fit. The text the edge cuts ends with `…`, and nothing after it is
    /// written. Neighbours of one style with no gap or width between them are written as one
    /// text, so that the style is set once: the edge then cuts the joined text, and a query is
    /// highlighted across them.
    mutating func writeRun(_ texts: [(gap: Int, text: StyledText)], line: Int) {
        var column = 0
        var index = texts.startIndex
        while index < texts.endIndex {
            let gap = texts[index].gap
            var text = texts[index].text
            index += 1
            while text.width == nil, index < texts.endIndex, texts[index].gap == 0,
                texts[index].text.width == nil, texts[index].text.style == text.style
            {
                text.text += texts[index].text.text
                index += 1
            }
            column += gap
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
