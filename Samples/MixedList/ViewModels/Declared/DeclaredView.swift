public import CellFactory

/// A view declared at run time for one kind of record: in `mixed-list`, by a views file. Its
/// parts and columns read the record through sources made when the file is read.
///
/// A view has a table layout, a row layout or both; a list in a table layout shows the table
/// where there is one, and other lists the row.
public struct DeclaredView: Sendable {
    /// How a record of the kind is shown in one layout.
    public enum Layout: Sendable {
        /// A table row, in these columns.
        case table([DeclaredColumn])
        /// A row of lines, each made of styled parts.
        case row(DeclaredRow)
    }

    /// The kind's name, as the views file gives it.
    public let kind: String
    /// The table layout, if the view has one.
    public let table: [DeclaredColumn]?
    /// The row layout, if the view has one.
    public let row: DeclaredRow?
    /// The text a list is searched by, for a record, when the views file says what it is; `nil`
    /// to search by what the record's row or table shows.
    public let search: (@Sendable (RecordValue) -> String)?
    /// The event each action sends, and its detail: ``CellAction/select`` for Enter.
    public let actions: [CellAction: DeclaredAction]

    /// Creates a view; at least one of `table` and `row` should be given, or a record shows as
    /// one empty line.
    public init(
        kind: String, table: [DeclaredColumn]?, row: DeclaredRow?,
        search: (@Sendable (RecordValue) -> String)?, actions: [CellAction: DeclaredAction]
    ) {
        self.kind = kind
        self.table = table
        self.row = row
        self.search = search
        self.actions = actions
    }

    /// The text a list in a layout searches a record by: the views file's search, else what the
    /// layout shows of the record (its row's texts, or its table's values).
    public func searchText(inTable: Bool) -> @Sendable (RecordValue) -> String {
        if let search { return search }
        switch layout(inTable: inTable) {
        case .table(let columns):
            return { record in columns.compactMap { $0.value(for: record).text }.joined(separator: " ") }
        case .row(let row):
            let parts = row.lines.joined()
            return { record in parts.compactMap { $0.source.text(of: record) }.joined(separator: " ") }
        }
    }

    /// The layout a list shows: the table in a table layout when there is one, else the row,
    /// else the table.
    public func layout(inTable: Bool) -> Layout {
        switch (table, row) {
        case (let table?, _) where inTable: .table(table)
        case (_, let row?): .row(row)
        case (let table?, nil): .table(table)
        case (nil, nil): .row(DeclaredRow(lines: [[]]))
        }
    }

    /// The actions, in a stable order: select first, then the others by name.
    public var supportedActions: [CellAction] {
        actions.keys.sorted { first, second in
            if first == .select { return second != .select }
            return second != .select && first.name < second.name
        }
    }

    /// The event for an action on a record, if the view declares one.
    public func event(for action: CellAction, record: RecordValue) -> CellEvent? {
        guard let declared = actions[action] else { return nil }
        return CellEvent(declared.event, detail: declared.detail(record))
    }

    /// The identifier of the kind's view models: one per kind, so that each kind has its own
    /// cell, and its own columns in a table.
    public var identifier: String { "view:\(kind)" }
}

/// A declared row: its lines of parts, and how wide it is.
public struct DeclaredRow: Sendable {
    /// The lines, each a run of parts.
    public let lines: [[DeclaredPart]]
    /// Its width in columns where a layout places rows side by side; `nil` for the full width.
    public let columns: Int?

    /// Creates a row.
    public init(lines: [[DeclaredPart]], columns: Int? = nil) {
        self.lines = lines
        self.columns = columns
    }
}

/// A column of a declared table: how it is laid out, and its value for a record.
public struct DeclaredColumn: Sendable {
    /// The column's title, width, alignment, overflow and missing mark.
    public let column: TableColumn
    /// Where its values' texts come from.
    public let source: any RecordTextSource
    /// The style of its values.
    public let style: TextStyle

    /// Creates a column whose values are the source's texts, in a style.
    public init(_ column: TableColumn, style: TextStyle = .plain, source: some RecordTextSource) {
        self.column = column
        self.style = style
        self.source = source
    }

    /// The value for a record; ``TableValue/missing`` when the record has no text for it.
    public func value(for record: RecordValue) -> TableValue {
        guard let text = source.text(of: record) else { return .missing }
        return TableValue(text, style: style)
    }
}

/// A part of a declared row: a text from the record (or a fixed text) in a style, in its own
/// width or as wide as its text.
public struct DeclaredPart: Sendable {
    /// Where its text comes from; a record with no text for it shows the missing mark.
    public let source: any RecordTextSource
    /// How it is styled.
    public let style: TextStyle
    /// What shows when the record has no text for the part.
    public let missingMark: String
    /// The columns it takes, its text padded or cut with `…` to fit; `nil` for its text's width.
    public let width: Int?
    /// Where its text sits in its width.
    public let alignment: HorizontalAlignment

    /// Creates a part.
    public init(
        style: TextStyle, missingMark: String, width: Int? = nil, alignment: HorizontalAlignment = .leading,
        source: some RecordTextSource
    ) {
        self.source = source
        self.style = style
        self.missingMark = missingMark
        self.width = width
        self.alignment = alignment
    }
}

/// The event a declared view sends for an action on its row.
public struct DeclaredAction: Sendable {
    /// The event's name.
    public let event: String
    /// Its detail, for a record.
    public let detail: @Sendable (RecordValue) -> String

    /// Creates an action.
    public init(event: String, detail: @escaping @Sendable (RecordValue) -> String) {
        self.event = event
        self.detail = detail
    }
}
