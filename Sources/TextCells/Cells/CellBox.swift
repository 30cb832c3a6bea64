import CellFactory

/// A cell with its type erased, so the view can pool cells of any type per identifier.
package protocol AnyCellBox: AnyObject {
    /// Configures the cell; `false` when the cell cannot draw this view model.
    func configure(with viewModel: any CellViewModel) -> Bool
    /// Cancels the binding to the previous item, then lets the cell forget it.
    func prepareForReuse()
    /// Draws the configured cell.
    func draw(in canvas: inout CellCanvas)
    /// Keeps the binding of what the cell drew last, until it is unbound or reused.
    func bind(_ binding: CellBinding)
    /// Cancels the binding, so changes to the last item no longer reach this cell's row.
    func unbind()
}

/// Describes a registered cell type, for validation and for making cells.
package struct CellRegistration {
    package let cellTypeName: String
    package let viewModelTypeName: String
    package let canDraw: (any CellViewModel) -> Bool
    package let makeCell: () -> any AnyCellBox

    package init<Cell: TextCell>(_ cellType: Cell.Type) {
        cellTypeName = String(describing: Cell.self)
        viewModelTypeName = String(describing: Cell.ViewModel.self)
        canDraw = { $0 is Cell.ViewModel }
        makeCell = { CellBox<Cell>() }
    }
}

/// Holds one cell of a known type.
package final class CellBox<Cell: TextCell>: AnyCellBox {
    private let cell = Cell()
    private var binding: CellBinding?

    // The view layer's one cast: from the view model the factory chose to what the cell draws.
    package func configure(with viewModel: any CellViewModel) -> Bool {
        guard let drawable = viewModel as? Cell.ViewModel else { return false }
        cell.configure(with: drawable)
        return true
    }

    package func prepareForReuse() {
        unbind()
        cell.prepareForReuse()
    }

    package func bind(_ binding: CellBinding) {
        self.binding?.cancel()
        self.binding = binding
    }

    package func unbind() {
        binding?.cancel()
        binding = nil
    }

    package func draw(in canvas: inout CellCanvas) {
        cell.draw(in: &canvas)
    }
}
