/// How wide East Asian Ambiguous characters are drawn.
///
/// Characters such as `·`, `①`, `α` or `─` are one column on most terminals but two on terminals
/// set up for Chinese, Japanese or Korean (for example with `ambiwidth=double`). Measure with the
/// setting the terminal uses, or every line after such a character is off by one.
public enum AmbiguousWidth: Hashable, Sendable {
    /// One column: the default, and what Western terminals do.
    case narrow
    /// Two columns, as CJK terminals draw them.
    case wide
}
