/// Measures one grapheme cluster scalar by scalar.
///
/// The rules follow how terminals advance the cursor: the first visible scalar sets the width; a
/// spacing mark after it adds a column, and so does a conjunct formed by a virama; VS16 widens a
/// text-presentation emoji; what follows a zero-width joiner, the second regional indicator of a
/// flag and a skin tone after an emoji add nothing. The result is capped at 2, so that a cluster
/// is one character cell or one wide cell.
struct ClusterMeasure {
    /// The emoji skin-tone modifiers: wide on their own, drawn inside the emoji before them.
    static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF

    private let ambiguous: AmbiguousWidth
    private var columns = 0
    /// The flags of the last scalar that took columns, while a VS16 or a spacing mark may still
    /// apply to it.
    private var lastMeasuredFlags: UInt8?
    /// Whether the last scalar that took columns was an emoji or a regional indicator.
    private var lastMeasuredIsEmojiBase = false
    private var lastMeasuredIsRegionalIndicator = false
    private var skipsNext = false
    private var lastWasVirama = false
    private var conjunctPending = false

    init(ambiguous: AmbiguousWidth) {
        self.ambiguous = ambiguous
    }

    /// The width of the scalars added so far.
    var width: Int { min(columns + (conjunctPending ? 1 : 0), 2) }

    mutating func add(_ value: UInt32) {
        if skipsNext {
            skipsNext = false
            return
        }
        switch value {
        case 0x200D:  // ZERO WIDTH JOINER: the joined scalar is drawn inside the first.
            // After a virama it asks for a visible half-form instead, and the next scalar counts.
            if !lastWasVirama { skipsNext = true }
            return
        case 0xFE0F where lastMeasuredFlags != nil:  // VS16: emoji presentation
            if let flags = lastMeasuredFlags, flags & UnicodeWidthTable.vs16Wide != 0 { columns += 1 }
            lastMeasuredFlags = nil
            return
        case 0x1F1E6...0x1F1FF where lastMeasuredIsRegionalIndicator:  // the second of a flag's pair
            lastMeasuredIsRegionalIndicator = false
            return
        case Self.skinTones where lastMeasuredIsEmojiBase:
            return
        default:
            break
        }
        let flags = DisplayWidth.flags(of: value)
        if lastWasVirama && flags & UnicodeWidthTable.conjunctConsonant != 0 {
            lastWasVirama = false
            conjunctPending = true
            remember(value, flags: flags)
            return
        }
        let scalarWidth = DisplayWidth.width(ofFlags: flags, ambiguous: ambiguous)
        if scalarWidth > 0 {
            if conjunctPending {
                columns += 1
                conjunctPending = false
            }
            columns += scalarWidth
            lastWasVirama = false
            remember(value, flags: flags)
        } else if flags & UnicodeWidthTable.spacingMark != 0 && (lastMeasuredFlags != nil || columns == 0) {
            // A spacing mark takes a column: after its base, or on its own where grapheme breaking
            // separates it from the base (the Myanmar and Tai Tham exceptions of UAX #29).
            columns += 1
            lastMeasuredFlags = nil
            lastWasVirama = false
            conjunctPending = false
        } else {
            lastWasVirama = flags & UnicodeWidthTable.virama != 0
        }
    }

    private mutating func remember(_ value: UInt32, flags: UInt8) {
        lastMeasuredFlags = flags
        lastMeasuredIsEmojiBase = flags & UnicodeWidthTable.emojiBase != 0
        lastMeasuredIsRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
    }
}
