import CellFactory
import CellFactoryTesting
import TextCells

/// Text from data drawn on a canvas: any UTF-8 (invalid sequences become U+FFFD, as a `String`
/// made from bytes has them), at a width, height, span, alignment and options taken from the
/// input's first bytes (the vertical alignment of wrapped text from its last), written on one
/// line or wrapped, with or without styles and a highlighted query.
///
/// Holds when every line a cell writes: is valid UTF-8; holds no C0 or C1 control, DEL,
/// bidirectional control or line separator, and no escape byte but the canvas's own style
/// sequences (`ESC [ … m`, only when styling); is exactly the canvas's width in columns by the
/// library's own measure; and holds only whole grapheme clusters of the sanitised text (a lone
/// mark with a dotted circle as its base), spaces and the ellipsis, though two of them side by
/// side may join: a cut never splits a cluster.
package enum TextOracle: FuzzOracle {
    package static let name = "text"

    package static func check(_ input: [UInt8]) -> String? {
        var parameters = FuzzParameters(input)
        let columns = parameters.take(1...60)
        let lines = parameters.take(1...4)
        let flags = parameters.take(0...255)
        let firstSpan = parameters.take(0...columns)
        let secondSpan = parameters.take(0...columns + 2)
        let text = String(decoding: input.dropFirst(5), as: UTF8.self)

        let styling = flags & 1 != 0
        let ambiguous: AmbiguousWidth = flags & 2 != 0 ? .wide : .narrow
        let alignment = [HorizontalAlignment.leading, .center, .trailing][(flags >> 2) % 3]
        let style = flags & 64 != 0 ? TextStyle(bold: true, underlined: true, foreground: .red) : .plain
        var canvas = CellCanvas(columns: columns, lines: lines, styling: styling, ambiguousWidth: ambiguous)
        if flags & 32 != 0 { canvas.highlight = SearchQuery(String(text.prefix(3))) }
        if firstSpan > 0 { canvas.write(text, line: 0, width: firstSpan, alignment: alignment, style: style) }
        let width = secondSpan == 0 ? nil : secondSpan
        if flags & 16 != 0 {
            canvas.writeWrapped(
                text, column: firstSpan, width: width, alignment: alignment,
                verticalAlignment: [.top, .center, .bottom][Int(input.last ?? 0) % 3], style: style)
        } else {
            canvas.write(
                text, line: lines - 1, column: firstSpan, width: width, alignment: alignment, style: style)
        }

        // A line that starts with a lone mark gets a dotted circle as its base (Text.md).
        // Tabs are expanded and wrapped text is broken at newlines before the text is
        // sanitised: a mark after either starts afresh (on a dotted circle). So the clusters of
        // each piece between them, and of the text with tabs as spaces, are whole too.
        var clusters = Set<Character>()
        for piece in [text] + text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).map(String.init) {
            clusters.formUnion(TextSanitizer.sanitize(piece))
            clusters.formUnion(TextSanitizer.sanitize(String(piece.map { $0 == "\t" ? " " : $0 })))
        }
        let allowed = clusters.union([" ", "…", "."]).union(
            clusters.compactMap { cluster in
                let based = "\u{25CC}" + String(cluster)
                return based.count == 1 ? based.first : nil
            })
        for line in 0..<lines {
            var bytes: [UInt8] = []
            canvas.appendLine(line, to: &bytes)
            let context =
                "line \(line) of \(columns)×\(lines), flags \(flags), spans \(firstSpan) \(secondSpan)"
            guard let written = String(validating: bytes, as: UTF8.self) else {
                return "\(context): not UTF-8: \(bytes)"
            }
            guard let shown = withoutStyles(written, styling: styling) else {
                return "\(context): an escape that is not a style: \(written.debugDescription)"
            }
            // The terminal would act on a raw control; a line has no line break either.
            if HostileText.containsRawControl(shown) || shown.unicodeScalars.contains("\n") {
                return "\(context): a raw control in \(shown.debugDescription)"
            }
            let measured = DisplayWidth.of(shown, ambiguous: ambiguous)
            if measured != columns {
                return "\(context): \(measured) columns wide: \(shown.debugDescription)"
            }
            if let cluster = shown.first(where: { !isMadeOf(allowed, $0) }) {
                return
                    "\(context): \(cluster.debugDescription) is no cluster of the text: \(shown.debugDescription)"
            }
        }
        return nil
    }

    /// Whether a cluster of the output is one of `allowed` or several in a row: a cluster can
    /// join what follows it when they are drawn side by side (U+0600, a prepended mark, and the
    /// space after it are one cluster), which joins two whole clusters and splits none.
    static func isMadeOf(_ allowed: Set<Character>, _ cluster: Character) -> Bool {
        if allowed.contains(cluster) { return true }
        let scalars = Array(cluster.unicodeScalars)
        guard scalars.count <= 64 else { return false }
        // reachable[i]: the first i scalars are whole allowed clusters.
        var reachable = [true] + [Bool](repeating: false, count: scalars.count)
        for start in scalars.indices where reachable[start] {
            for end in (start + 1)...scalars.count {
                var piece = String.UnicodeScalarView()
                piece.append(contentsOf: scalars[start..<end])
                let text = String(piece)
                if text.count == 1, let character = text.first, allowed.contains(character) {
                    reachable[end] = true
                }
            }
        }
        return reachable[scalars.count]
    }

    /// The text without the canvas's style sequences (`ESC [`, digits and `;`, then `m`); `nil`
    /// when an escape is anything else, or any escape appears without styling.
    static func withoutStyles(_ text: String, styling: Bool) -> String? {
        var scalars = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else {
                scalars.append(scalar)
                continue
            }
            guard styling, iterator.next() == "[" else { return nil }
            while true {
                guard let parameter = iterator.next() else { return nil }
                if parameter == "m" { break }
                guard ("0"..."9").contains(parameter) || parameter == ";" else { return nil }
            }
        }
        return String(scalars)
    }
}
