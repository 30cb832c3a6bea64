public import CellFactory

/// The box a cell draws into: exactly `columns` wide and `lineCount` lines tall.
///
/// Each line is composed left to right by ``write(_:line:column:width:alignment:style:)``, or
/// several at once by ``writeWrapped(_:lines:column:width:alignment:verticalAlignment:style:)``:
/// text is sanitised, its tabs expanded, measured and fitted into its columns, and whatever a
/// cell leaves empty is blank. Nothing drawn can leave the box: lines past the last one and
/// columns past the right edge are clipped, and text that is cut ends with `…`.
///
/// A newline in text written on one line is shown escaped (`^J`); wrapped text breaks there.
public struct CellCanvas: Sendable {
    /// The width of the box, in columns.
    public private(set) var columns: Int
    /// The height of the box, in lines.
    public private(set) var lineCount: Int
    /// Whether styles are written as escape sequences (see `TextStyle`).
    public private(set) var isStylingEnabled: Bool
    /// How wide East Asian Ambiguous characters are measured, as the terminal draws them.
    public private(set) var ambiguousWidth: AmbiguousWidth

    /// The lines' bytes and where their spans end, shared by copies of the canvas until written.
    var storage: CanvasLines
    /// The query whose matches are highlighted in the text written, on a canvas that shows
    /// styles: set by an interactive list for the rows it shows while filtering.
    package var highlight: SearchQuery?
    /// Where text that takes the general path is fitted before it is copied into its line; kept
    /// to spare that path an allocation per write.
    private var scratch: [UInt8] = []

    /// Creates a blank canvas.
    ///
    /// - Parameters:
    ///   - columns: The width; less than 1 becomes 1.
    ///   - lines: The height; less than 1 becomes 1.
    ///   - styling: Whether styles are written as escape sequences.
    ///   - ambiguousWidth: How wide East Asian Ambiguous characters are.
    public init(columns: Int, lines: Int, styling: Bool = false, ambiguousWidth: AmbiguousWidth = .narrow) {
        self.columns = 1
        self.lineCount = 1
        self.isStylingEnabled = styling
        self.ambiguousWidth = ambiguousWidth
        // Room for a line of plain text, or of styled text in a few spans, without growing; a
        // line wider than that grows its slot when it is written, not when it is declared.
        storage = CanvasLines(capacity: lines, stride: min(max(columns, 1), 1024) + 64)
        reset(columns: columns, lines: lines, styling: styling, ambiguousWidth: ambiguousWidth)
    }

    /// Blanks the canvas and gives it a new size, keeping its storage for reuse.
    package mutating func reset(
        columns: Int, lines lineCount: Int, styling: Bool, ambiguousWidth: AmbiguousWidth
    ) {
        self.columns = max(columns, 1)
        self.lineCount = max(lineCount, 1)
        isStylingEnabled = styling
        self.ambiguousWidth = ambiguousWidth
        storage.clear(lines: self.lineCount)
    }

    /// The width text takes when written on this canvas, in columns.
    ///
    /// - Parameter text: Text from data, measured as ``write(_:line:column:width:alignment:style:)``
    ///   would draw it (sanitised, tabs expanded).
    public func displayWidth(of text: String) -> Int {
        DisplayLine.width(of: text, ambiguous: ambiguousWidth)
    }

    /// Writes text on a line, fitted into a span of columns.
    ///
    /// - Parameters:
    ///   - text: Text from data; it is sanitised (a newline shows as `^J`) and its tabs expanded
    ///     before it is measured or written.
    ///   - line: The line, from 0; a line outside the box is ignored.
    ///   - column: The first column of the span. A span must start at or after the end of the
    ///     previous text on this line (a line is written left to right); an earlier column is moved
    ///     right to that point.
    ///   - width: The span's width; `nil` for the rest of the line. A span is clipped at the edge.
    ///   - alignment: Where short text sits inside the span.
    ///   - style: How to style the text, when styling is enabled.
    public mutating func write(
        _ text: String,
        line: Int,
        column: Int = 0,
        width: Int? = nil,
        alignment: HorizontalAlignment = .leading,
        style: TextStyle = .plain
    ) {
        write(
            text, line: line, column: column, width: width, alignment: alignment, style: style, marksCut: true
        )
    }

    /// Writes text on a line as the public `write` does; text cut at the span's edge ends with
    /// `…` when `marksCut`, and is cut bare otherwise (a table column's `TableColumn.Overflow.cut`).
    mutating func write(
        _ text: String, line: Int, column: Int, width: Int?, alignment: HorizontalAlignment, style: TextStyle,
        marksCut: Bool
    ) {
        guard let span = span(line: line, column: column, width: width) else { return }
        if highlight != nil, isStylingEnabled,
            writeHighlighted(text, in: span, alignment: alignment, style: style)
        {
            return
        }
        var shortcut: DisplayWidth.Shortcut?
        if writeWithoutCleaning(text, in: span, alignment: alignment, style: style, measuring: &shortcut) {
            return
        }
        // The shortcut's answer is passed on, so that text too wide for its span is not measured again.
        write(
            DisplayLine(string: text, shortcut: shortcut, ambiguous: ambiguousWidth), in: span,
            alignment: alignment, style: style, marksCut: marksCut)
    }

    /// Writes text over several lines, wrapped at word boundaries, in a span of columns.
    ///
    /// Lines break at newlines in the text and between words; a word longer than the span is
    /// broken between grapheme clusters. When the text needs more lines than it is given, the last
    /// line given ends with `…`.
    ///
    /// - Parameters:
    ///   - text: Text from data; it is sanitised and its tabs expanded.
    ///   - lines: The lines to fill, from 0; `nil` for all of them. Lines outside the box are ignored.
    ///   - column: The first column of the span on each line (see
    ///     ``write(_:line:column:width:alignment:style:)``).
    ///   - width: The span's width; `nil` for the rest of each line.
    ///   - alignment: Where a short line sits inside the span.
    ///   - verticalAlignment: Where the text sits when it needs fewer lines than it is given.
    ///   - style: How to style the text, when styling is enabled.
    public mutating func writeWrapped(
        _ text: String,
        lines: Range<Int>? = nil,
        column: Int = 0,
        width: Int? = nil,
        alignment: HorizontalAlignment = .leading,
        verticalAlignment: VerticalAlignment = .top,
        style: TextStyle = .plain
    ) {
        let box = (lines ?? 0..<lineCount).clamped(to: 0..<lineCount)
        guard let first = box.first, let firstSpan = span(line: first, column: column, width: width) else {
            return
        }
        var wrapped = TextWrapper(columns: firstSpan.width, ambiguous: ambiguousWidth).lines(of: text)
        let isCut = wrapped.count > box.count
        if isCut { wrapped.removeLast(wrapped.count - box.count) }
        let spare = box.count - wrapped.count
        let offset: Int
        switch verticalAlignment {
        case .top: offset = 0
        case .center: offset = spare / 2
        case .bottom: offset = spare
        }
        for (index, displayLine) in wrapped.enumerated() {
            guard let span = span(line: box.lowerBound + offset + index, column: column, width: width) else {
                continue
            }
            let isLast = index == wrapped.count - 1
            // The query's matches are looked for on each line on its own.
            if highlight != nil, isStylingEnabled, !(isCut && isLast),
                writeHighlighted(displayLine.text, in: span, alignment: alignment, style: style)
            {
                continue
            }
            write(displayLine, in: span, alignment: alignment, style: style, continued: isCut && isLast)
        }
    }

    /// Where text goes: its line, its first column and its width in columns.
    private struct ColumnSpan {
        let line: Int
        let start: Int
        let width: Int
    }

    /// Where text asked for at `column` with `width` goes on `line`, or `nil` when nothing fits.
    private func span(line: Int, column: Int, width: Int?) -> ColumnSpan? {
        guard (0..<lineCount).contains(line) else { return nil }
        let start = max(column, storage[line].filledColumns)
        guard start < columns else { return nil }
        let spanWidth = min(width ?? (columns - start), columns - start)
        guard spanWidth > 0 else { return nil }
        return ColumnSpan(line: line, start: start, width: spanWidth)
    }

    private mutating func write(
        _ displayLine: DisplayLine, in span: ColumnSpan, alignment: HorizontalAlignment, style: TextStyle,
        continued: Bool = false, marksCut: Bool = true
    ) {
        scratch.removeAll(keepingCapacity: true)
        let written = TextFitter.append(
            displayLine, columns: span.width, alignment: alignment, style: isStylingEnabled ? style : nil,
            continued: continued, marksCut: marksCut, leavingTrailingSpaces: true, to: &scratch)
        let spaces = span.start - storage[span.line].writtenColumns
        // A second reference to the same bytes, whose span borrows it instead of `self`, which
        // is being written.
        let fitted = scratch
        storage.append(spaces: spaces, fitted.span, toLine: span.line)
        storage[span.line].filledColumns = span.start + span.width
        storage[span.line].writtenColumns = span.start + written
    }

    /// Writes text that fits its span and needs no cleaning with the characters the highlighted
    /// query matches in the match style; `false`, having written nothing, for other text.
    private mutating func writeHighlighted(
        _ text: String, in span: ColumnSpan, alignment: HorizontalAlignment, style: TextStyle
    ) -> Bool {
        guard let query = highlight,
            let textWidth = DisplayWidth.shortcutWidth(of: text, ambiguous: ambiguousWidth)?.width,
            textWidth <= span.width
        else { return false }
        let matched = Set(query.highlightedPositions(in: text))
        guard !matched.isEmpty else { return false }
        let characters = Array(text)
        let matchStyle = TextStyle(
            bold: true, underlined: style.isUnderlined, foreground: TextStyle.Color.green)
        var column = span.start + alignment.leadingSpaces(ofSpare: span.width - textWidth)
        // Runs of matched and unmatched characters, each written in its style; `highlight` is
        // set aside so that the runs are not searched again.
        highlight = nil
        defer { highlight = query }
        var start = 0
        while start < characters.count {
            let isMatch = matched.contains(start)
            var end = start + 1
            while end < characters.count && matched.contains(end) == isMatch { end += 1 }
            let run = String(characters[start..<end])
            let runWidth = displayWidth(of: run)
            write(run, line: span.line, column: column, width: runWidth, style: isMatch ? matchStyle : style)
            column += runWidth
            start = end
        }
        storage[span.line].filledColumns = span.start + span.width
        return true
    }

    /// Writes text that fits its span and needs no cleaning straight from the string's bytes, as
    /// ``TextFitter`` would write it; `false`, having written nothing, for other text, with the
    /// width shortcut's answer for it in `shortcut`.
    ///
    /// Most rows are short text whose every scalar is a cluster of its own (printable ASCII,
    /// Latin, punctuation, CJK): it needs no sanitising, no edge marks and no cut, and going
    /// through a ``DisplayLine`` would cost more than the rest of the row.
    private mutating func writeWithoutCleaning(
        _ text: borrowing String, in span: ColumnSpan, alignment: HorizontalAlignment, style: TextStyle,
        measuring shortcut: inout DisplayWidth.Shortcut?
    ) -> Bool {
        let bytes = text.utf8.span
        shortcut = DisplayWidth.shortcutWidth(ofUTF8: bytes, ambiguous: ambiguousWidth)
        guard let textWidth = shortcut?.width, textWidth <= span.width else { return false }
        let before = alignment.leadingSpaces(ofSpare: span.width - textWidth)
        let spaces = span.start + before - storage[span.line].writtenColumns
        if isStylingEnabled && !style.isPlain {
            // Held here, since a span cannot outlive the array it borrows.
            let start = style.startSequence
            let reset = TextStyle.resetSequence
            storage.append(spaces: spaces, prefix: start.span, bytes, suffix: reset.span, toLine: span.line)
        } else {
            storage.append(spaces: spaces, bytes, toLine: span.line)
        }
        storage[span.line].filledColumns = span.start + span.width
        storage[span.line].writtenColumns = span.start + before + textWidth
        return true
    }

    /// The text of a line so far, without the trailing padding, as a string.
    ///
    /// - Parameter line: The line, from 0.
    package func text(ofLine line: Int) -> String {
        guard (0..<lineCount).contains(line) else { return "" }
        // The spans written so far end with the spaces not yet appended.
        let spanSpaces = String(
            repeating: " ", count: storage[line].filledColumns - storage[line].writtenColumns)
        return String(decoding: storage.bytes(ofLine: line), as: UTF8.self) + spanSpaces
    }

    /// Appends line `line`, padded to exactly ``columns``, to `output`.
    package func appendLine(_ line: Int, to output: inout [UInt8]) {
        guard (0..<lineCount).contains(line) else {
            TextFitter.appendSpaces(columns, to: &output)
            return
        }
        let padding = max(padding(ofLine: line), 0)
        output.append(addingCapacity: byteCount(ofLine: line) + padding) { reserved in
            appendBytes(ofLine: line, to: &reserved)
            reserved.append(repeating: UInt8(ascii: " "), count: padding)
        }
    }

    /// The number of bytes written on a line (within ``lineCount``), without its padding.
    func byteCount(ofLine line: Int) -> Int {
        storage[line].byteCount
    }

    /// Appends the bytes written on a line (within ``lineCount``), without its padding, to
    /// `output`, which must have room for them.
    func appendBytes(ofLine line: Int, to output: inout OutputSpan<UInt8>) {
        storage.appendBytes(ofLine: line, to: &output)
    }

    /// The columns of spaces that pad a line (within ``lineCount``) to exactly ``columns``.
    func padding(ofLine line: Int) -> Int {
        columns - storage[line].writtenColumns
    }
}
