import CellFactory

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
}
