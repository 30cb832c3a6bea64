/// One row of a ``CellSection``: its identity and the item it shows.
///
/// A row's view model is made the first time a view shows the row (or an action is sent to it),
/// with ``CellSection/content(ofRow:)``, and kept for as long as the row exists, so the view model
/// can change later (content that arrives asynchronously, a counter that ticks) and the view can
/// redraw just this row. Rows never shown never make a view model.
public struct CellRow {
    /// The row's identity, unchanged by moves and reloads.
    public let id: RowID
    /// The item the row shows.
    public internal(set) var item: Any
    /// Counts the reloads and updates of this row, so a view knows to draw it again even when
    /// its view model is not observable.
    public internal(set) var revision: Int
}
