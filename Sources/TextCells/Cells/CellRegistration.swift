import CellFactory

/// A registered cell type: its names for validation, and how to make its cells.
@usableFromInline
package struct CellRegistration {
    package let cellTypeName: String
    package let viewModelTypeName: String
    package let canDraw: (any CellViewModel) -> Bool
    package let makeCell: () -> CellBox

    /// Erases a cell type once, here; inlined into `CollectionView.register`, so that the
    /// closures are compiled for the host's cell type.
    @inlinable
    package init<Cell: TextCell>(_ cellType: Cell.Type) {
        self.init(
            cellTypeName: String(describing: Cell.self),
            viewModelTypeName: String(describing: Cell.ViewModel.self),
            canDraw: { $0 is Cell.ViewModel },
            makeCell: {
                let cell = Cell()
                // The view layer's one cast: from the view model the factory chose to what the
                // cell draws.
                return CellBox(
                    configure: { viewModel in
                        guard let drawable = viewModel as? Cell.ViewModel else { return false }
                        cell.configure(with: drawable)
                        return true
                    },
                    prepareForReuse: { cell.prepareForReuse() },
                    draw: { cell.draw(in: &$0) })
            })
    }

    @usableFromInline
    init(
        cellTypeName: String, viewModelTypeName: String, canDraw: @escaping (any CellViewModel) -> Bool,
        makeCell: @escaping () -> CellBox
    ) {
        self.cellTypeName = cellTypeName
        self.viewModelTypeName = viewModelTypeName
        self.canDraw = canDraw
        self.makeCell = makeCell
    }
}
