/// The text of one column of a table row, with its style; or a missing value.
///
/// A string literal is a plain value: `["3", "Somewhere I Belong"]`.
public struct TableValue: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The text, or `nil` for a missing value, which shows the column's
    /// ``TableColumn/missingMark``.
    public var text: String?
    /// How the text is styled, when styling is enabled.
    public var style: TextStyle

    /// Creates a value.
    ///
    /// - Parameters:
    ///   - text: The text, or `nil` for a missing value.
    ///   - style: How the text is styled.
    public init(_ text: String?, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// A plain value from a literal.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A missing value: the column shows its ``TableColumn/missingMark``.
    public static let missing = TableValue(nil)
}
