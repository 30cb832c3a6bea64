/// How text is styled on a terminal that allows it: weight, colour, emphasis.
///
/// Styling is only written when the render enables it (a terminal, `NO_COLOR` unset, or the
/// host's override); otherwise text is plain and the output holds no escape sequence at all.
public struct TextStyle: Hashable, Sendable {
    /// One of the eight basic terminal colours.
    public enum Color: UInt8, Hashable, Sendable, CaseIterable {
        /// Black.
        case black = 0
        /// Red.
        case red
        /// Green.
        case green
        /// Yellow.
        case yellow
        /// Blue.
        case blue
        /// Magenta.
        case magenta
        /// Cyan.
        case cyan
        /// White.
        case white
    }

    /// Bold (increased intensity).
    public var isBold: Bool
    /// Dim (decreased intensity).
    public var isDim: Bool
    /// Underlined.
    public var isUnderlined: Bool
    /// The foreground colour, or `nil` for the terminal's default.
    public var foreground: Color?

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - bold: Bold text.
    ///   - dim: Dim text.
    ///   - underlined: Underlined text.
    ///   - foreground: The text colour, or `nil` for the default.
    public init(bold: Bool = false, dim: Bool = false, underlined: Bool = false, foreground: Color? = nil) {
        isBold = bold
        isDim = dim
        isUnderlined = underlined
        self.foreground = foreground
    }

    /// No styling.
    public static let plain = TextStyle()
    /// Bold.
    public static let bold = TextStyle(bold: true)
    /// Dim.
    public static let dim = TextStyle(dim: true)

    /// Whether the style changes anything.
    public var isPlain: Bool { self == .plain }
}
