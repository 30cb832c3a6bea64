/// One line of text made ready for the terminal: sanitised, tabs expanded, measured, and with
/// edges that cannot merge with the text drawn beside it.
///
/// Text is drawn next to other text (the next span, the next cell), and the terminal groups
/// characters into clusters across that seam. A line that starts with a combining mark, a
/// variation selector or a skin tone would change the character before it; a line that ends with
/// a zero-width joiner, a lone regional indicator, a leading Hangul jamo or a prepended mark would
/// change the character after it. Either would make the row a column off. So a line that starts
/// with such a scalar, or has one right after a tab (which becomes spaces), gets U+25CC DOTTED
/// CIRCLE as its base (Unicode's way to show a lone mark), and a line that ends with one gets a
/// trailing space.
struct DisplayLine {
    /// The text to write.
    var text: String
    /// Its width in columns.
    var width: Int
    /// Whether every byte is printable ASCII, so each byte is one column.
    var isASCII: Bool
    /// How wide East Asian Ambiguous characters were measured.
    var ambiguous: AmbiguousWidth

    /// The columns between tab stops.
    static let tabWidth = 8
    static let lonelyMarkBase: Character = "\u{25CC}"

    /// Prepares one line of text.
    ///
    /// - Parameters:
    ///   - text: Text from data. Tabs expand to the next multiple of ``tabWidth`` columns; every
    ///     other control, a newline included, is shown escaped.
    ///   - ambiguous: How wide East Asian Ambiguous characters are.
    init(_ text: some StringProtocol, ambiguous: AmbiguousWidth) {
        // Callers in other modules reach here unspecialised; one cast makes the rest concrete.
        self.init(string: text.asString, ambiguous: ambiguous)
    }

    /// Prepares one line of text, taking the string over.
    init(string text: consuming String, ambiguous: AmbiguousWidth) {
        let shortcut = DisplayWidth.shortcutWidth(of: text, ambiguous: ambiguous)
        self.init(string: text, shortcut: shortcut, ambiguous: ambiguous)
    }

    /// The width text takes once prepared (sanitised, tabs expanded), in columns; text the
    /// shortcut measures makes no display line, and other text is not scanned twice.
    static func width(of text: String, ambiguous: AmbiguousWidth) -> Int {
        guard let shortcut = DisplayWidth.shortcutWidth(of: text, ambiguous: ambiguous) else {
            return DisplayLine(string: text, shortcut: nil, ambiguous: ambiguous).width
        }
        return shortcut.width
    }

    /// Prepares one line of text whose width shortcuts were already tried: `shortcut` is their
    /// answer, `nil` when the text must be cleaned and measured cluster by cluster.
    init(string text: consuming String, shortcut: DisplayWidth.Shortcut?, ambiguous: AmbiguousWidth) {
        if let shortcut {
            self.init(text: text, width: shortcut.width, isASCII: shortcut.isASCII, ambiguous: ambiguous)
            return
        }
        var line = TextSanitizer.sanitize(text, keepingTabs: true)
        var width = 0
        if line.utf8.contains(Self.tab) {
            line = Self.expandingTabs(in: line, width: &width, ambiguous: ambiguous)
        } else {
            for character in line { width += DisplayWidth.of(character, ambiguous: ambiguous) }
        }
        // The edges' scalars rule most text out before a cluster is taken apart.
        if let first = line.unicodeScalars.first, Self.mayAttachToPrecedingText(first),
            let character = line.first,
            Self.attachesToPrecedingText(character)
        {
            line.insert(Self.lonelyMarkBase, at: line.startIndex)
            width +=
                Self.widthOnLonelyMarkBase(character, ambiguous: ambiguous)
                - DisplayWidth.of(character, ambiguous: ambiguous)
        }
        if let last = line.unicodeScalars.last, Self.mayJoinFollowingText(last), let character = line.last,
            Self.joinsFollowingText(character)
        {
            line.append(" ")
            width += 1
        }
        self.init(text: line, width: width, isASCII: false, ambiguous: ambiguous)
    }

    private static let tab = UInt8(ascii: "\t")

    /// The line with each tab replaced by spaces up to the next tab stop, and its width.
    private static func expandingTabs(in text: String, width: inout Int, ambiguous: AmbiguousWidth) -> String
    {
        var line = ""
        var afterTab = false
        for character in text {
            // A tab is a control, so always a cluster of its own.
            if character.utf8.first == tab {
                let spaces = tabWidth - width % tabWidth
                line.append(String(repeating: " ", count: spaces))
                width += spaces
                afterTab = true
                continue
            }
            // What follows a tab would join its last space, as it would the text before a line.
            if afterTab && attachesToPrecedingText(character) {
                line.append(lonelyMarkBase)
                width += widthOnLonelyMarkBase(character, ambiguous: ambiguous)
            } else {
                width += DisplayWidth.of(character, ambiguous: ambiguous)
            }
            line.append(character)
            afterTab = false
        }
        return line
    }

    /// The width of a cluster that attaches to what precedes it, drawn on the dotted circle: one
    /// cluster, measured as the terminal and ``DisplayWidth`` see it.
    private static func widthOnLonelyMarkBase(_ character: Character, ambiguous: AmbiguousWidth) -> Int {
        var based = String(lonelyMarkBase)
        based.append(character)
        return DisplayWidth.of(based, ambiguous: ambiguous)
    }

    private init(text: String, width: Int, isASCII: Bool, ambiguous: AmbiguousWidth) {
        self.text = text
        self.width = width
        self.isASCII = isASCII
        self.ambiguous = ambiguous
    }

    /// Whether a cluster would become part of the character written before it.
    static func attachesToPrecedingText(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, mayAttachToPrecedingText(first) else {
            return false
        }
        var probe = "a"
        probe.append(character)
        return probe.count == 1
    }

    /// Whether a cluster starting with this scalar can attach to what precedes it: `false` rules
    /// it out without building the cluster (nothing below the combining marks attaches, and no
    /// wide base does).
    static func mayAttachToPrecedingText(_ first: Unicode.Scalar) -> Bool {
        guard first.value >= 0x300 else { return false }
        // Wide scalars other than the skin tones are bases (CJK, Hangul syllables, emoji), so
        // the probes of `attachesToPrecedingText`, which build strings, are skipped for them.
        let isWide = DisplayWidth.flags(of: first.value) & UnicodeWidthTable.wide != 0
        return !isWide || ClusterMeasure.skinTones.contains(first.value)
    }

    /// Whether a cluster ending with this scalar can take in what follows: `false` rules it out
    /// without building the cluster.
    static func mayJoinFollowingText(_ last: Unicode.Scalar) -> Bool {
        guard last.value >= 0x600 else { return false }
        // Of the wide scalars only leading jamo and regional indicators join what follows, so the
        // probes of `joinsFollowingText`, which build strings, are skipped for the rest of CJK
        // text and emoji.
        let isWide = DisplayWidth.flags(of: last.value) & UnicodeWidthTable.wide != 0
        return !isWide || (0x1100...0x115F).contains(last.value) || (0xA960...0xA97C).contains(last.value)
            || (0x1F1E6...0x1F1FF).contains(last.value)
    }

    /// Whether a cluster would take in a character written after it: a Hangul syllable (after a
    /// leading jamo or a prepended mark), an emoji (after a joiner) or a regional indicator.
    static func joinsFollowingText(_ character: Character) -> Bool {
        guard let last = character.unicodeScalars.last, mayJoinFollowingText(last) else { return false }
        for follower in ["\u{AC00}", "\u{1F469}", "\u{1F1E6}"] {
            var probe = String(character)
            probe.append(follower)
            if probe.count == 1 { return true }
        }
        return false
    }
}
