/// Fits text into an exact number of columns: padded when short, cut with `…` when long.
///
/// A cut never splits a grapheme cluster; when a wide character would straddle the cut, a space
/// takes its place. The ellipsis `…` counts as one column. The text is sanitised first, so the
/// width measured is the width of what is written.
public enum TextFitter {
    /// The ellipsis that ends cut text.
    public static let ellipsis: Character = "…"

    /// Text exactly `columns` wide.
    ///
    /// - Parameters:
    ///   - text: Text from data; it is sanitised.
    ///   - columns: The width of the box; 0 or less gives an empty string.
    ///   - alignment: Where short text sits.
    public static func fit(
        _ text: some StringProtocol, columns: Int, alignment: HorizontalAlignment = .leading
    )
        -> String
    {
        var bytes: [UInt8] = []
        append(text, columns: columns, alignment: alignment, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of text fitted to `columns` to `bytes`.
    ///
    /// When `style` is given, its start and reset sequences enclose the text but not the padding,
    /// so that an underline or a colour stops where the text does.
    static func append(
        _ text: some StringProtocol, columns: Int, alignment: HorizontalAlignment, style: TextStyle? = nil,
        to bytes: inout [UInt8]
    ) {
        guard columns > 0 else { return }
        if let width = DisplayWidth.printableASCIIWidth(text.utf8) {
            if width <= columns {
                appendAligned(
                    text.utf8, width: width, columns: columns, alignment: alignment, style: style, to: &bytes)
            } else {
                appendStyled(style, to: &bytes) { bytes in
                    bytes.append(contentsOf: text.utf8.prefix(columns - 1))
                    bytes.append(contentsOf: ellipsisUTF8)
                }
            }
            return
        }
        let safe = TextSanitizer.sanitize(text)
        let width = DisplayWidth.of(safe)
        if width <= columns {
            appendAligned(
                safe.utf8, width: width, columns: columns, alignment: alignment, style: style, to: &bytes)
            return
        }
        var used = 0
        appendStyled(style, to: &bytes) { bytes in
            for character in safe {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > columns - 1 { break }
                bytes.append(contentsOf: character.utf8)
                used += characterWidth
            }
            // A wide character that would straddle the cut is replaced by a space.
            appendSpaces(columns - 1 - used, to: &bytes)
            bytes.append(contentsOf: ellipsisUTF8)
        }
    }

    private static func appendAligned(
        _ utf8: some Collection<UInt8>, width: Int, columns: Int, alignment: HorizontalAlignment,
        style: TextStyle?,
        to bytes: inout [UInt8]
    ) {
        let spare = columns - width
        let before: Int
        switch alignment {
        case .leading: before = 0
        case .center: before = spare / 2
        case .trailing: before = spare
        }
        appendSpaces(before, to: &bytes)
        appendStyled(style, to: &bytes) { $0.append(contentsOf: utf8) }
        appendSpaces(spare - before, to: &bytes)
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

    static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private static let ellipsisUTF8: [UInt8] = Array("…".utf8)
}
