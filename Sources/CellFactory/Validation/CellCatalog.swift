/// What a view knows about its registered cells, so that validation can check them.
///
/// The view-model layer never sees a cell: a view adopts this protocol to answer whether a cell
/// is registered for a view model's identifier and can draw it. `CollectionView` adopts it; a
/// renderer of your own (HTML, another terminal library) can too, and pass itself to
/// ``CollectionFactory/validate(_:cells:)``.
public protocol CellCatalog {
    /// Whether a registered cell can draw a view model.
    ///
    /// - Parameter viewModel: A configured view model.
    func check(_ viewModel: any CellViewModel) -> CellCheck

    /// The identifiers that have a cell, so that validation can report cells nothing uses.
    var registeredIdentifiers: [String] { get }
}

extension CellCatalog {
    /// No identifiers: a catalog that cannot list them is not checked for unused cells.
    public var registeredIdentifiers: [String] { [] }
}

/// The answer of a ``CellCatalog`` for one view model.
public enum CellCheck: Hashable, Sendable {
    /// A cell is registered for the identifier and accepts the view model.
    case drawable
    /// No cell is registered for the view model's identifier.
    case noCell
    /// The cell registered for the identifier draws another type (named), not this view model.
    case cellCannotDraw(cellType: String, expects: String)
}
