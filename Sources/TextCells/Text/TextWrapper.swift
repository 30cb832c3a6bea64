/// Breaks text into lines no wider than a box: at newlines, then between words, then, for a word
/// longer than a line, between grapheme clusters.
struct TextWrapper {
    let columns: Int
    let ambiguous: AmbiguousWidth

    /// The wrapped lines, each prepared for drawing.
    func lines(of text: some StringProtocol) -> [DisplayLine] {
        guard columns > 0 else { return [] }
        var lines: [DisplayLine] = []
        for paragraph in paragraphs(of: text) {
            lines.append(contentsOf: wrap(DisplayLine(paragraph, ambiguous: ambiguous)))
        }
        return lines
    }

    /// The text split at LF and CR LF (a `Character` each), the only controls that break a line.
    private func paragraphs(of text: some StringProtocol) -> [Substring] {
        let whole = Substring(text)
        guard whole.utf8.contains(UInt8(ascii: "\n")) else { return [whole] }
        return whole.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    private func wrap(_ paragraph: DisplayLine) -> [DisplayLine] {
        if paragraph.width <= columns { return [paragraph] }
        var builder = LineBuilder(columns: columns, ambiguous: ambiguous)
        var word = ""
        var wordWidth = 0
        var pendingSpaces = 0
        var isIndentation = true
        for character in paragraph.text {
            if character == " " {
                if isIndentation {
                    // Leading spaces indent the first line: they belong to its first word.
                    word.append(" ")
                    wordWidth += 1
                } else {
                    builder.place(word: word, width: wordWidth, after: pendingSpaces)
                    if !word.isEmpty { pendingSpaces = 0 }
                    word = ""
                    wordWidth = 0
                    pendingSpaces += 1
                }
            } else {
                isIndentation = false
                word.append(character)
                wordWidth += DisplayWidth.of(character, ambiguous: ambiguous)
            }
        }
        builder.place(word: word, width: wordWidth, after: pendingSpaces)
        return builder.finish()
    }
}

/// Fills lines word by word.
private struct LineBuilder {
    let columns: Int
    let ambiguous: AmbiguousWidth
    private(set) var lines: [DisplayLine] = []
    private var line = ""
    private var lineWidth = 0

    init(columns: Int, ambiguous: AmbiguousWidth) {
        self.columns = columns
        self.ambiguous = ambiguous
    }

    /// Places a word after `spaces` spaces, on this line when it fits, else on the next; a word
    /// longer than a whole line fills this line and goes on cluster by cluster.
    mutating func place(word: String, width: Int, after spaces: Int) {
        guard !word.isEmpty else { return }
        let gap = lineWidth == 0 ? 0 : spaces
        if lineWidth + gap + width <= columns {
            append(String(repeating: " ", count: gap) + word, width: gap + width)
        } else if width <= columns {
            endLine()
            append(word, width: width)
        } else {
            if lineWidth > 0 && lineWidth + gap < columns {
                append(String(repeating: " ", count: gap), width: gap)
            } else {
                endLine()
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character, ambiguous: ambiguous)
                if lineWidth + characterWidth > columns { endLine() }
                append(String(character), width: characterWidth)
            }
        }
    }

    /// The lines, the last one ended.
    mutating func finish() -> [DisplayLine] {
        while !line.isEmpty { endLine() }
        if lines.isEmpty { lines.append(DisplayLine("", ambiguous: ambiguous)) }
        return lines
    }

    private mutating func append(_ text: String, width: Int) {
        line += text
        lineWidth += width
    }

    /// Ends the line. A line that ends with a cluster that would join the next text needs a
    /// trailing space (see ``DisplayLine``); when that space does not fit, the cluster starts the
    /// next line instead.
    private mutating func endLine() {
        guard !line.isEmpty else { return }
        var carried = ""
        var prepared = DisplayLine(line, ambiguous: ambiguous)
        if prepared.width > columns, line.count > 1, let last = line.last,
            DisplayLine.joinsFollowingText(last)
        {
            line.removeLast()
            carried = String(last)
            prepared = DisplayLine(line, ambiguous: ambiguous)
        }
        lines.append(prepared)
        line = carried
        lineWidth = DisplayWidth.of(carried, ambiguous: ambiguous)
    }
}
