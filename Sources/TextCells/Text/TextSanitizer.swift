/// Makes text from data safe to put on a terminal.
///
/// Control characters could move the cursor, clear the screen, retitle the window, write the
/// clipboard or reorder what follows, so none reaches the output raw. Each Unicode scalar below is
/// shown as a visible escape instead:
///
/// | input | shown as |
/// | --- | --- |
/// | C0 controls U+0000–U+001F (NUL, BEL, BS, TAB, LF, CR, ESC …) | caret notation: `^@`, `^G`, `^H`, `^I`, `^J`, `^M`, `^[` |
/// | DEL U+007F | `^?` |
/// | C1 controls U+0080–U+009F (NEL, CSI, OSC …) | `\u{85}`, `\u{9B}`, `\u{9D}` |
/// | bidirectional controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 | `\u{202E}` … |
/// | line and paragraph separators U+2028, U+2029 | `\u{2028}`, `\u{2029}` |
/// | prepended format marks U+0600–U+0605, U+06DD, U+070F, U+0890, U+0891, U+08E2, U+110BD, U+110CD | `\u{600}` … |
///
/// Zero-width joiners, variation selectors and combining marks are kept. Sanitising is
/// idempotent: its output contains no scalar it would change. Cells do not call this directly:
/// ``CellCanvas`` sanitises what it is given, after expanding tabs (and, for wrapped text,
/// breaking lines at newlines).
package enum TextSanitizer {
    /// The text with every control character replaced by its visible escape.
    ///
    /// - Parameter text: Text from data.
    package static func sanitize(_ text: some StringProtocol) -> String {
        sanitize(text, keepingTabs: false)
    }

    /// Whether any scalar of the text would be escaped.
    ///
    /// - Parameter text: Text from data.
    package static func needsEscaping(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { escape(for: $0) != nil }
    }

    /// The text with controls escaped, keeping tabs when the caller expands them.
    static func sanitize(_ text: some StringProtocol, keepingTabs: Bool) -> String {
        if DisplayWidth.printableASCIIWidth(text.utf8) != nil { return String(text) }
        let needsWork = text.unicodeScalars.contains { scalar in
            escape(for: scalar) != nil && !(keepingTabs && scalar == "\t")
        }
        guard needsWork else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let escape = escape(for: scalar), !(keepingTabs && scalar == "\t") {
                result.append(contentsOf: escape.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The visible escape for a scalar, or `nil` when the scalar is shown as it is.
    static func escape(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x00...0x1F:
            return "^" + String(UnicodeScalar(UInt8(value + 0x40)))
        case 0x7F:
            return "^?"
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029,
            // Prepended format marks join whatever follows into their cluster, the padding too.
            0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD:
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        default:
            return nil
        }
    }
}
