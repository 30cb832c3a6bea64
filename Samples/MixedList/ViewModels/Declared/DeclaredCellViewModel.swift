public import CellFactory

/// What a declared row's cell draws: lines of styled texts.
public protocol DeclaredCellDataSource {
    /// The lines, each a run of texts with their styles.
    var lines: [[StyledText]] { get }
}

/// A text, its style, and the columns it takes.
public struct StyledText: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: TextStyle
    /// The columns it takes, padded or cut with `…` to fit; `nil` for the text's own width.
    public var width: Int?
    /// Where the text sits in its width.
    public var alignment: HorizontalAlignment

    /// Creates a styled text.
    public init(
        _ text: String, style: TextStyle = .plain, width: Int? = nil,
        alignment: HorizontalAlignment = .leading
    ) {
        self.text = text
        self.style = style
        self.width = width
        self.alignment = alignment
    }
}

/// A record shown by a declared row view: its lines of parts, across the full width or the
/// row's own.
public final class DeclaredCellViewModel: CellViewModel, DeclaredCellDataSource {
    private let view: DeclaredView
    private let row: DeclaredRow
    private var record = RecordValue.null

    /// The view's identifier, which its cell is registered for.
    public let identifier: String

    /// Creates a view model for a view's row; a view with no row shows one empty line.
    public init(view: DeclaredView) {
        self.view = view
        identifier = view.identifier
        if let row = view.row, !row.lines.isEmpty {
            self.row = row
        } else {
            row = DeclaredRow(lines: [[]])
        }
    }

    /// The row's width, else the full width; as many lines as the view declares.
    public var size: CellSize {
        guard let columns = row.columns else { return .fullWidth(lines: row.lines.count) }
        return .fixed(columns: columns, lines: row.lines.count)
    }

    /// The actions the view declares.
    public var supportedActions: [CellAction] { view.supportedActions }

    /// Shows another record.
    public func update(with model: RecordValue) {
        record = model
    }

    /// Each line's parts for the record, a missing text as its part's mark, dimmed.
    public var lines: [[StyledText]] {
        row.lines.map { line in
            line.map { part in
                if let text = part.text(record) {
                    StyledText(text, style: part.style, width: part.width, alignment: part.alignment)
                } else {
                    StyledText(part.missingMark, style: .dim, width: part.width, alignment: part.alignment)
                }
            }
        }
    }

    /// Sends the event the view declares for the action.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if let event = view.event(for: action, record: record) { events.receive(event) }
    }
}
