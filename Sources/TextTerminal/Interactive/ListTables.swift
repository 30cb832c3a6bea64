import CellFactory
import TextCells

/// The column widths of an interactive list's table rows, per kind: measured from the rows as
/// they are appended, within each kind's look-ahead window, so that widths do not change while
/// the user scrolls or filters.
struct ListTables {
    /// The spacing and the look-ahead window.
    let settings: TableLayout
    private var widths: [String: TableContentWidths] = [:]
    /// When each kind's window opened, until it closes.
    private var opened: [String: ContinuousClock.Instant] = [:]

    init(settings: TableLayout) {
        self.settings = settings
    }

    /// Measures a row, if its kind's window is open: the kind's first `lookAheadRows` rows, or
    /// those appended within `lookAheadTime` of its first.
    mutating func measure(_ row: any TableRowViewModel, ambiguousWidth: AmbiguousWidth) {
        let kind = row.identifier
        guard let start = opened[kind] else {
            guard widths[kind] == nil else { return }
            opened[kind] = .now
            widths[kind] = TableContentWidths(columns: row.columns, ambiguousWidth: ambiguousWidth)
            widths[kind]?.measure(row.values)
            return
        }
        guard (widths[kind]?.rowCount ?? 0) < settings.lookAheadRows, .now - start < settings.lookAheadTime
        else {
            opened[kind] = nil
            return
        }
        widths[kind]?.measure(row.values)
    }

    /// The layout of a row's kind in a line `width` columns wide; from the row alone for a kind
    /// never measured.
    func layout(of row: any TableRowViewModel, width: Int, ambiguousWidth: AmbiguousWidth)
        -> TableColumnLayout
    {
        guard let widths = widths[row.identifier] else {
            return TableColumnLayout(
                columns: row.columns, fittedTo: row.values, width: width, spacing: settings.columnSpacing,
                ambiguousWidth: ambiguousWidth)
        }
        return widths.layout(width: width, spacing: settings.columnSpacing)
    }

    /// Forgets every kind: the items are gone.
    mutating func reset() {
        widths = [:]
        opened = [:]
    }
}
