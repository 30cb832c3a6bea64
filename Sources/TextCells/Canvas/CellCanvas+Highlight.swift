extension CellCanvas {
    private static let reverse = Array("\u{1B}[7m".utf8)
    private static let resetThenReverse = Array("\u{1B}[0;7m".utf8)

    /// The canvas in reverse video, padding included: how a selected row looks on a terminal
    /// that shows styles. Every style reset inside a line keeps the reverse on.
    package func reversed() -> CellCanvas {
        var copy = CellCanvas(
            columns: columns, lines: lineCount, styling: true, ambiguousWidth: ambiguousWidth)
        let reset = TextStyle.resetSequence
        for line in 0..<lineCount {
            var bytes = Self.reverse
            let written = Array(storage.bytes(ofLine: line))
            var index = 0
            while index < written.count {
                if written[index...].starts(with: reset) {
                    bytes += Self.resetThenReverse
                    index += reset.count
                } else {
                    bytes.append(written[index])
                    index += 1
                }
            }
            bytes += [UInt8](repeating: UInt8(ascii: " "), count: max(padding(ofLine: line), 0))
            copy.storage.append(spaces: 0, bytes.span, suffix: reset.span, toLine: line)
            copy.storage[line].filledColumns = columns
            copy.storage[line].writtenColumns = columns
        }
        return copy
    }

    /// The canvas behind a one-column marker, `>` on its first line: how a selected row looks
    /// without styles. The result is `width` columns wide, one more than this canvas unless
    /// `width` is 1, when it is the marker alone.
    package func marked(width: Int) -> CellCanvas {
        var copy = CellCanvas(
            columns: width, lines: lineCount, styling: false, ambiguousWidth: ambiguousWidth)
        for line in 0..<lineCount {
            let marker = [line == 0 ? UInt8(ascii: ">") : UInt8(ascii: " ")]
            let text = width > 1 ? Array(storage.bytes(ofLine: line)) : []
            copy.storage.append(spaces: 0, prefix: marker.span, text.span, toLine: line)
            let written = width > 1 ? storage[line].writtenColumns : 0
            copy.storage[line].filledColumns = 1 + written
            copy.storage[line].writtenColumns = 1 + written
        }
        return copy
    }
}
