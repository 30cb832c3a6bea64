/// One row of a ``CellSection``: its item and the view model that keeps showing it.
///
/// Unlike a render pass, which reuses one view model per kind, a row keeps its own view model
/// for as long as the row exists, so the view model can change later (content that arrives
/// asynchronously, a counter that ticks) and the view can redraw just this row.
public struct CellRow {
    /// The row's identity, unchanged by moves and reloads.
    public let id: RowID
    /// The item the row shows.
    public internal(set) var item: Any
    /// What the factory answered for the item: the row's own view model (a registered one or
    /// a placeholder), or why the item is skipped under ``UnregisteredItemPolicy/skip``.
    public internal(set) var content: DispatchResult
    /// Counts the reloads of this row, so a view knows to draw it again even when its view
    /// model is not observable.
    public internal(set) var revision: Int

    /// The row's view model, or `nil` when the item is skipped.
    public var viewModel: (any CellViewModel)? { content.viewModel }
}
