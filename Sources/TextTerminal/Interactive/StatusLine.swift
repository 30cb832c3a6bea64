import CellFactory
import TextCells

/// The last line of an interactive list: a message on the left, cut to fit, and dim counts on
/// the right, where they always show whole.
enum StatusLine {
    /// The line, exactly `width` columns wide.
    static func draw(
        message: String, style: TextStyle, counts: String, width: Int, styling: Bool,
        ambiguousWidth: AmbiguousWidth
    ) -> [UInt8] {
        var canvas = CellCanvas(columns: width, lines: 1, styling: styling, ambiguousWidth: ambiguousWidth)
        let countsWidth = canvas.displayWidth(of: counts)
        canvas.write(message, line: 0, width: max(width - countsWidth - 1, 0), style: style)
        canvas.write(counts, line: 0, column: max(width - countsWidth, 0), style: .dim)
        var bytes: [UInt8] = []
        canvas.appendLine(0, to: &bytes)
        return bytes
    }

    /// Where typing goes on a status line showing `/` and what was typed: after the `/` and the
    /// `typed` text, kept within the message's columns, left of the counts.
    static func typingCursor(
        line: Int, typed: String, counts: String, width: Int, ambiguousWidth: AmbiguousWidth
    ) -> LiveFrame.Cursor {
        let column = 1 + DisplayWidth.of(typed, ambiguous: ambiguousWidth)
        let messageColumns = width - DisplayWidth.of(counts, ambiguous: ambiguousWidth) - 1
        return LiveFrame.Cursor(line: line, column: max(min(column, messageColumns - 1), 0))
    }
}
