public import CellFactory

/// What a declared row's cell draws: lines of styled texts.
public protocol DeclaredCellDataSource {
    /// The lines, each a run of texts with their styles.
    var lines: [[StyledText]] { get }
}

/// A text and its style.
public struct StyledText: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: TextStyle

    /// Creates a styled text.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// A record shown by a declared row view: its lines of parts, across the full width.
public final class DeclaredCellViewModel: CellViewModel, DeclaredCellDataSource {
    private let view: DeclaredView
    private let parts: [[DeclaredPart]]
    private var record = RecordValue.null

    /// The view's identifier, which its cell is registered for.
    public let identifier: String

    /// Creates a view model for a row view; a view of another layout shows one empty line.
    public init(view: DeclaredView) {
        self.view = view
        identifier = view.identifier
        if case .row(let lines) = view.layout, !lines.isEmpty {
            parts = lines
        } else {
            parts = [[]]
        }
    }

    /// The full width, as many lines as the view declares.
    public var size: CellSize { .fullWidth(lines: parts.count) }

    /// Selecting a record sends the view's action, if it has one.
    public var supportedActions: [CellAction] { view.action == nil ? [] : [.select] }

    /// Shows another record.
    public func update(with model: RecordValue) {
        record = model
    }

    /// Each line's parts for the record, a missing text as its part's mark, dimmed.
    public var lines: [[StyledText]] {
        parts.map { line in
            line.map { part in
                part.text(record).map { StyledText($0, style: part.style) }
                    ?? StyledText(part.missingMark, style: .dim)
            }
        }
    }

    /// Sends the view's action on select.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        guard action == .select, let declared = view.action else { return }
        events.receive(CellEvent(declared.event, detail: declared.detail(record)))
    }
}
