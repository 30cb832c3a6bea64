public import CellFactory

/// A view declared at run time for one kind of record: in `mixed-list`, by a views file. Its
/// parts are functions of the record, made when the file is read.
public struct DeclaredView: Sendable {
    /// How a record of the kind is shown.
    public enum Layout: Sendable {
        /// A table row, in these columns.
        case table([DeclaredColumn])
        /// A row of lines, each made of styled parts.
        case row([[DeclaredPart]])
    }

    /// The kind's name, as the views file gives it.
    public let kind: String
    /// How a record is shown.
    public let layout: Layout
    /// The text a list is searched by, for a record.
    public let searchText: @Sendable (RecordValue) -> String
    /// The event Enter (select) sends, and its detail; `nil` for none.
    public let action: DeclaredAction?

    /// Creates a view.
    public init(
        kind: String, layout: Layout, searchText: @escaping @Sendable (RecordValue) -> String,
        action: DeclaredAction?
    ) {
        self.kind = kind
        self.layout = layout
        self.searchText = searchText
        self.action = action
    }

    /// The identifier of the kind's view models: one per kind, so that each kind has its own
    /// cell, and its own columns in a table.
    public var identifier: String { "view:\(kind)" }
}

/// A column of a declared table: how it is laid out, and its value for a record.
public struct DeclaredColumn: Sendable {
    /// The column's title, width, alignment, overflow and missing mark.
    public let column: TableColumn
    /// The value for a record; ``TableValue/missing`` when the record has none.
    public let value: @Sendable (RecordValue) -> TableValue

    /// Creates a column.
    public init(_ column: TableColumn, value: @escaping @Sendable (RecordValue) -> TableValue) {
        self.column = column
        self.value = value
    }
}

/// A part of a declared row: a text from the record (or a fixed text) in a style.
public struct DeclaredPart: Sendable {
    /// The text for a record, or `nil` when the record has none (the part then shows its
    /// missing mark).
    public let text: @Sendable (RecordValue) -> String?
    /// How it is styled.
    public let style: TextStyle
    /// What shows when the record has no text for the part.
    public let missingMark: String

    /// Creates a part.
    public init(style: TextStyle, missingMark: String, text: @escaping @Sendable (RecordValue) -> String?) {
        self.text = text
        self.style = style
        self.missingMark = missingMark
    }
}

/// The event a declared view sends when its row is selected.
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
