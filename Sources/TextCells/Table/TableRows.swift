import CellFactory

/// What a render knows of its table rows: the widths measured per kind of row, the layouts of
/// the kinds whose widths are settled, and the kind of the run of rows drawn last.
struct TableRows {
    let width: Int
    let settings: TableLayout
    let ambiguousWidth: AmbiguousWidth
    /// Kinds measured whose layouts are not settled yet.
    private var measured: [String: TableContentWidths] = [:]
    /// Kinds whose layouts are settled: their widths no longer change.
    private var layouts: [String: TableColumnLayout] = [:]
    /// Each settled kind's header, drawn once: a kind's header is the same every time it shows.
    private var headers: [String: CellCanvas] = [:]
    /// The kind of the table row drawn last, while no other row has come between: the next row
    /// of that kind needs no header.
    var runKind: String?

    init(width: Int, settings: TableLayout, ambiguousWidth: AmbiguousWidth) {
        self.width = width
        self.settings = settings
        self.ambiguousWidth = ambiguousWidth
    }

    /// Measures a row of a kind whose layout is not settled; `true` when it was measured.
    @discardableResult
    mutating func measure(_ row: any TableRowViewModel) -> Bool {
        let kind = row.identifier
        guard layouts[kind] == nil else { return false }
        measured[kind, default: TableContentWidths(columns: row.columns, ambiguousWidth: ambiguousWidth)]
            .measure(row.values)
        return true
    }

    /// The header of a kind laid out by `layout`, drawn the first time it is asked for.
    mutating func header(ofKind kind: String, layout: TableColumnLayout, styling: Bool) -> CellCanvas {
        if let header = headers[kind] { return header }
        var header = CellCanvas(
            columns: width, lines: TableColumnLayout.headerLineCount, styling: styling,
            ambiguousWidth: ambiguousWidth)
        layout.drawHeader(in: &header)
        headers[kind] = header
        return header
    }

    /// Settles the layouts of every kind measured.
    mutating func settle() {
        for (kind, widths) in measured {
            layouts[kind] = widths.layout(width: width, spacing: settings.columnSpacing)
        }
        measured = [:]
    }

    /// The layout of a row's kind, settled from the row alone when the kind was never measured.
    mutating func layout(of row: any TableRowViewModel, kind: String, values: [TableValue])
        -> TableColumnLayout
    {
        if let layout = layouts[kind] { return layout }
        let layout =
            measured.removeValue(forKey: kind)?.layout(width: width, spacing: settings.columnSpacing)
            ?? TableColumnLayout(
                columns: row.columns, fittedTo: values, width: width, spacing: settings.columnSpacing,
                ambiguousWidth: ambiguousWidth)
        layouts[kind] = layout
        return layout
    }
}
