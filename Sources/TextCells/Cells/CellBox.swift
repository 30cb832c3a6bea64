import CellFactory

/// One cell with its type erased, so that the view can pool cells of any type per identifier.
///
/// The closures are written by ``CellRegistration/init(_:)``, which `CollectionView.register`
/// inlines into the host's module: there they are compiled for the host's own cell type, so the
/// view's one cast per row (`as? Cell.ViewModel`) looks up no generic metadata at run time.
@usableFromInline
package final class CellBox {
    private let configureCell: (any CellViewModel) -> Bool
    private let prepareCell: () -> Void
    private let drawCell: (inout CellCanvas) -> Void
    private var binding: CellBinding?

    @usableFromInline
    init(
        configure: @escaping (any CellViewModel) -> Bool, prepareForReuse: @escaping () -> Void,
        draw: @escaping (inout CellCanvas) -> Void
    ) {
        configureCell = configure
        prepareCell = prepareForReuse
        drawCell = draw
    }

    /// Configures the cell; `false` when the cell cannot draw this view model.
    package func configure(with viewModel: any CellViewModel) -> Bool {
        configureCell(viewModel)
    }

    /// Cancels the binding to the previous item, then lets the cell forget it.
    package func prepareForReuse() {
        unbind()
        prepareCell()
    }

    /// Keeps the binding of what the cell drew last, until it is unbound or reused.
    package func bind(_ binding: CellBinding) {
        self.binding?.cancel()
        self.binding = binding
    }

    /// Cancels the binding, so changes to the last item no longer reach this cell's row.
    package func unbind() {
        binding?.cancel()
        binding = nil
    }

    /// Draws the configured cell.
    package func draw(in canvas: inout CellCanvas) {
        drawCell(&canvas)
    }
}
