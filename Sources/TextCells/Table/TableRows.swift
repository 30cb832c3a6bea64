import CellFactory

/// What a render knows of its table rows: the widths measured per kind of row, the layouts of
/// the kinds whose widths are settled, and the kind of the run of rows drawn last.
struct TableRows {
    let width: Int
    let settings: TableLayout
    let ambiguousWidth: AmbiguousWidth
    /// What is known of each kind of row, found with one lookup per row.
    private var kinds: [String: Kind] = [:]
    /// The kind of the table row drawn last, while no other row has come between: the next row
    /// of that kind needs no header.
    var runKind: String?

    /// One kind of row: its widths while they are measured, then its layout, and its header's
    /// lines once composed (a kind's header is the same every time it shows).
    private struct Kind {
        var widths: TableContentWidths?
        var layout: TableColumnLayout?
        var header: [UInt8]?
    }

    init(width: Int, settings: TableLayout, ambiguousWidth: AmbiguousWidth) {
        self.width = width
        self.settings = settings
        self.ambiguousWidth = ambiguousWidth
    }

    /// Measures a row of a kind whose layout is not settled; `true` when it was measured.
    @discardableResult
    mutating func measure(_ row: any TableRowViewModel) -> Bool {
        // Worked on in place in the dictionary: a copy of the widths would copy their arrays.
        Self.measure(row, into: &kinds[row.identifier, default: Kind()], ambiguousWidth: ambiguousWidth)
    }

    private static func measure(
        _ row: any TableRowViewModel, into kind: inout Kind, ambiguousWidth: AmbiguousWidth
    ) -> Bool {
        guard kind.layout == nil else { return false }
        if kind.widths == nil {
            kind.widths = TableContentWidths(columns: row.columns, ambiguousWidth: ambiguousWidth)
        }
        kind.widths?.measure(row.values)
        return true
    }

    /// Settles the layouts of every kind measured.
    mutating func settle() {
        for index in kinds.values.indices {
            guard let widths = kinds.values[index].widths else { continue }
            kinds.values[index].layout = widths.layout(width: width, spacing: settings.columnSpacing)
            kinds.values[index].widths = nil
        }
    }

    /// The layout of a row's kind, settled from the row alone when the kind was never measured,
    /// and, when the row starts a run of its kind, the kind's header composed into lines.
    mutating func layout(of row: any TableRowViewModel, kind: String, values: [TableValue], styling: Bool)
        -> (layout: TableColumnLayout, header: [UInt8]?)
    {
        let startsRun = runKind != kind
        runKind = kind
        return Self.layout(
            of: row, values: values, startingRun: startsRun, styling: styling,
            in: &kinds[kind, default: Kind()], width: width, settings: settings,
            ambiguousWidth: ambiguousWidth)
    }

    private static func layout(
        of row: any TableRowViewModel, values: [TableValue], startingRun: Bool, styling: Bool,
        in kind: inout Kind, width: Int, settings: TableLayout, ambiguousWidth: AmbiguousWidth
    ) -> (layout: TableColumnLayout, header: [UInt8]?) {
        let layout: TableColumnLayout
        if let settled = kind.layout {
            layout = settled
        } else {
            layout =
                kind.widths?.layout(width: width, spacing: settings.columnSpacing)
                ?? TableColumnLayout(
                    columns: row.columns, fittedTo: values, width: width, spacing: settings.columnSpacing,
                    ambiguousWidth: ambiguousWidth)
            kind.layout = layout
            kind.widths = nil
        }
        guard startingRun else { return (layout, nil) }
        if let header = kind.header { return (layout, header) }
        var composer = LineComposer(width: width, layout: .list, styling: styling)
        composer.place(
            columns: width, lines: TableColumnLayout.headerLineCount, fullWidth: true, supplementary: false,
            ambiguousWidth: ambiguousWidth
        ) { layout.drawHeader(in: &$0) }
        let header = composer.output
        kind.header = header
        return (layout, header)
    }
}
