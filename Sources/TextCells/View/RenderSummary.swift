/// What a render drew: every header, item and footer is counted once as a cell or as skipped.
public struct RenderSummary: Hashable, Sendable {
    /// Cells drawn, placeholders included.
    public var cellCount = 0
    /// Of those, placeholder rows (unregistered items, missing or mismatched cells).
    public var placeholderCount = 0
    /// Items left out under `UnregisteredItemPolicy.skip`.
    public var skippedCount = 0
    /// Lines of text written.
    public var lineCount = 0

    /// Creates an empty summary.
    public init() {}
}
