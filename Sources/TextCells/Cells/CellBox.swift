import CellFactory

/// A cell with its type erased, so the view can pool cells of any type per identifier.
///
/// A class rather than a protocol so that a render pass can reach the cell it holds through an
/// unretained reference (`Unmanaged`), which only a class allows: the retain and release of the
/// held cell on every row were a measurable part of the list render. ``CellBox`` is the only
/// subclass, and it overrides every method.
class AnyCellBox {
    /// Configures the cell; `false` when the cell cannot draw this view model.
    func configure(with viewModel: any CellViewModel) -> Bool { Self.notOverridden() }
    /// Cancels the binding to the previous item, then lets the cell forget it.
    func prepareForReuse() { Self.notOverridden() }
    /// Draws the configured cell.
    func draw(in canvas: inout CellCanvas) { Self.notOverridden() }
    /// Keeps the binding of what the cell drew last, until it is unbound or reused.
    func bind(_ binding: CellBinding) { Self.notOverridden() }
    /// Cancels the binding, so changes to the last item no longer reach this cell's row.
    func unbind() { Self.notOverridden() }

    private static func notOverridden(_ method: StaticString = #function) -> Never {
        preconditionFailure("\(Self.self) must override \(method)")
    }
}

/// Describes a registered cell type, for validation and for making cells.
struct CellRegistration {
    let cellTypeName: String
    let viewModelTypeName: String
    let canDraw: (any CellViewModel) -> Bool
    let makeCell: () -> AnyCellBox

    init<Cell: TextCell>(_ cellType: Cell.Type) {
        cellTypeName = String(describing: Cell.self)
        viewModelTypeName = String(describing: Cell.ViewModel.self)
        canDraw = { $0 is Cell.ViewModel }
        makeCell = { CellBox<Cell>() }
    }
}

/// Holds one cell of a known type.
final class CellBox<Cell: TextCell>: AnyCellBox {
    private let cell = Cell()
    private var binding: CellBinding?
    /// The view model last configured, and how to configure the cell with its cast. A render
    /// updates one view model per kind from row to row, so the same object comes back again and
    /// again; its cast is kept rather than asking the runtime for the protocol conformance on
    /// every row. Holding it keeps at most one view model alive per idle cell.
    private var last: LastConfigured? {
        didSet { lastUnretained = last.map { Unmanaged.passUnretained($0) } }
    }
    /// The same as ``last``, to call it without retaining it on every row. `last` keeps it alive,
    /// and nothing replaces `last` while its closure runs: only `configureByCasting` does, and the
    /// cell the closure configures cannot reach its box.
    private var lastUnretained: Unmanaged<LastConfigured>?

    /// The cast is kept inside a closure rather than as a stored `Cell.ViewModel?`: this code is
    /// not specialised for the cell, and every use of an optional of the generic type would look
    /// its type metadata up at run time, on every row. Both are constants of an object, so that
    /// calling the closure does not retain what it captured.
    private final class LastConfigured {
        /// Which view model: the closure holds it, so no other object can take its address.
        let viewModel: ObjectIdentifier
        let configure: () -> Void

        init(viewModel: ObjectIdentifier, configure: @escaping () -> Void) {
            self.viewModel = viewModel
            self.configure = configure
        }
    }

    // The view layer's one cast: from the view model the factory chose to what the cell draws.
    override func configure(with viewModel: any CellViewModel) -> Bool {
        let isLast =
            lastUnretained?._withUnsafeGuaranteedRef { last in
                guard last.viewModel == ObjectIdentifier(viewModel) else { return false }
                last.configure()
                return true
            } ?? false
        return isLast || configureByCasting(viewModel)
    }

    // Out of line: the cast's `Optional<Cell.ViewModel>` metadata would otherwise be looked up on
    // entry to `configure`, even when the fast path above returns.
    @inline(never)
    private func configureByCasting(_ viewModel: any CellViewModel) -> Bool {
        guard let drawable = viewModel as? Cell.ViewModel else { return false }
        last = LastConfigured(viewModel: ObjectIdentifier(viewModel)) { [cell] in
            cell.configure(with: drawable)
        }
        cell.configure(with: drawable)
        return true
    }

    override func prepareForReuse() {
        unbind()
        cell.prepareForReuse()
    }

    override func bind(_ binding: CellBinding) {
        self.binding?.cancel()
        self.binding = binding
    }

    override func unbind() {
        binding?.cancel()
        binding = nil
    }

    override func draw(in canvas: inout CellCanvas) {
        cell.draw(in: &canvas)
    }
}
