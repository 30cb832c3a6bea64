public import CellFactory

/// What a declared row's cell draws: lines of styled texts.
public protocol DeclaredCellDataSource {
    /// How many lines the row has.
    var lineCount: Int { get }
    /// Adds a line's texts, in their styles, to `texts`: given a buffer, so that a cell drawing
    /// row after row reuses its storage.
    ///
    /// - Parameter line: The line, from 0 to `lineCount - 1`.
    func appendTexts(ofLine line: Int, to texts: inout [StyledText])
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

    /// As many lines as the view declares.
    public var lineCount: Int { row.lines.count }

    /// A line's parts for the record, a missing text as its part's mark, dimmed.
    ///
    /// Neighbouring parts of one style, neither with a width, are one text, so that the style is
    /// set once: the edge then cuts the joined text, and a query is highlighted across them.
    public func appendTexts(ofLine line: Int, to texts: inout [StyledText]) {
        // The record read once: each read of a class's stored `var` is checked for exclusive
        // access.
        Self.append(row.lines[line], of: record, to: &texts)
    }

    /// The texts of a line's parts for a record. The parts are a parameter so that each is read
    /// where it is: through a local copy of the array, each part would be copied on every call.
    private static func append(_ parts: [DeclaredPart], of record: RecordValue, to texts: inout [StyledText])
    {
        let first = texts.count
        for index in parts.indices {
            let text = parts[index].source.text(of: record)
            let style = text == nil ? .dim : parts[index].style
            if parts[index].width == nil, texts.count > first, texts[texts.count - 1].width == nil,
                texts[texts.count - 1].style == style
            {
                texts[texts.count - 1].text += text ?? parts[index].missingMark
            } else {
                texts.append(
                    StyledText(
                        text ?? parts[index].missingMark, style: style, width: parts[index].width,
                        alignment: parts[index].alignment))
            }
        }
    }

    /// Sends the event the view declares for the action.
    public func handle(_ action: CellAction, events: any CellEventSink) {
        if let event = view.event(for: action, record: record) { events.receive(event) }
    }
}
