package import CellFactory

/// Fits text into an exact number of columns: padded when short, cut with `…` when long, and
/// wrapped at word boundaries over several lines.
///
/// A cut never splits a grapheme cluster; when a wide character would straddle the cut, a space
/// takes its place. The ellipsis `…` counts as one column (two where East Asian Ambiguous
/// characters are wide, and a box of one column then shows `.`). Text is sanitised and its tabs
/// expanded first, so the width measured is the width of what is written. On one line a newline
/// is shown escaped (`^J`); ``wrap(_:columns:ambiguous:)`` breaks lines at newlines instead.
package enum TextFitter {
    /// The ellipsis that ends cut text.
    package static let ellipsis: Character = "…"

    /// Text exactly `columns` wide.
    ///
    /// - Parameters:
    ///   - text: Text from data; it is sanitised and its tabs expanded.
    ///   - columns: The width of the box; 0 or less gives an empty string.
    ///   - alignment: Where short text sits.
    ///   - ambiguous: How wide East Asian Ambiguous characters are.
    package static func fit(
        _ text: some StringProtocol, columns: Int, alignment: HorizontalAlignment = .leading,
        ambiguous: AmbiguousWidth = .narrow
    ) -> String {
        var bytes: [UInt8] = []
        append(DisplayLine(text, ambiguous: ambiguous), columns: columns, alignment: alignment, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of text wrapped to `columns`, each at most that wide and not padded.
    ///
    /// Lines break at newlines (LF or CR LF) and, within a paragraph, between words; a word longer
    /// than a line is broken between grapheme clusters. Spaces where a line breaks are dropped,
    /// other spaces are kept. Tabs expand from the start of their paragraph.
    ///
    /// - Parameters:
    ///   - text: Text from data; it is sanitised.
    ///   - columns: The width of the box; 0 or less gives no lines.
    ///   - ambiguous: How wide East Asian Ambiguous characters are.
    package static func wrap(_ text: some StringProtocol, columns: Int, ambiguous: AmbiguousWidth = .narrow)
        -> [String]
    {
        TextWrapper(columns: columns, ambiguous: ambiguous).lines(of: text).map(\.text)
    }

    /// Appends the UTF-8 of a line fitted to `columns` to `bytes`.
    ///
    /// When `style` is given, its start and reset sequences enclose the text but not the padding,
    /// so that an underline or a colour stops where the text does. With `continued`, the line
    /// ends with `…` even when it fits, because more text follows that is not shown. Without
    /// `marksCut`, a line too long is cut at `columns` with no `…`.
    ///
    /// - Parameter leavingTrailingSpaces: Whether to leave out the spaces after the text, for a
    ///   caller that appends them later together with others.
    /// - Returns: The columns written, trailing spaces left out included: `columns` unless
    ///   `leavingTrailingSpaces`.
    @discardableResult
    static func append(
        _ line: DisplayLine, columns: Int, alignment: HorizontalAlignment, style: TextStyle? = nil,
        continued: Bool = false, marksCut: Bool = true, leavingTrailingSpaces: Bool = false,
        to bytes: inout [UInt8]
    ) -> Int {
        guard columns > 0 else { return 0 }
        let ellipsisWidth = marksCut ? (line.ambiguous == .wide ? 2 : 1) : 0
        let shown = line.width + (continued ? ellipsisWidth : 0)
        if shown <= columns {
            let spare = columns - shown
            let before = alignment.leadingSpaces(ofSpare: spare)
            appendSpaces(before, to: &bytes)
            appendStyled(style, to: &bytes) { bytes in
                appendUTF8(of: line.text, to: &bytes)
                if continued { bytes.append(contentsOf: ellipsisUTF8) }
            }
            if leavingTrailingSpaces { return before + shown }
            appendSpaces(spare - before, to: &bytes)
            return columns
        }
        guard ellipsisWidth <= columns else {
            // "…" is East Asian Ambiguous: two columns wide there, so one column shows a period.
            appendStyled(style, to: &bytes) { $0.append(UInt8(ascii: ".")) }
            return columns
        }
        let room = columns - ellipsisWidth
        appendStyled(style, to: &bytes) { bytes in
            if line.isASCII {
                bytes.append(contentsOf: line.text.utf8.prefix(room))
            } else {
                var used = 0
                for character in line.text {
                    let characterWidth = DisplayWidth.of(character, ambiguous: line.ambiguous)
                    if used + characterWidth > room { break }
                    bytes.append(contentsOf: character.utf8)
                    used += characterWidth
                }
                // A wide character that would straddle the cut is replaced by a space.
                appendSpaces(room - used, to: &bytes)
            }
            if marksCut { bytes.append(contentsOf: ellipsisUTF8) }
        }
        return columns
    }

    private static func appendStyled(
        _ style: TextStyle?, to bytes: inout [UInt8], _ body: (inout [UInt8]) -> Void
    ) {
        guard let style, !style.isPlain else {
            body(&bytes)
            return
        }
        bytes.append(contentsOf: style.startSequence)
        body(&bytes)
        bytes.append(contentsOf: TextStyle.resetSequence)
    }

    /// Appends a string's UTF-8.
    static func appendUTF8(of text: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `count` spaces; none when `count` is 0 or less.
    static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        // Copying from a ready row of spaces is a memory copy; a repeated element is a byte loop.
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, spaces.count)
            bytes.append(contentsOf: spaces[..<chunk])
            remaining -= chunk
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private static let ellipsisUTF8: [UInt8] = Array("…".utf8)
}
