/// A view model and its update from an item of unknown type, made together by a registration.
///
/// The view model's type is erased, but the update was written for it: calling it costs no
/// question to the runtime beyond the one cast the update makes.
final class BoundViewModel {
    /// The view model, configured by each item given to ``update(with:)``.
    let viewModel: any CellViewModel
    private let updateFromItem: (Any) -> Bool

    init(_ viewModel: any CellViewModel, update: @escaping (Any) -> Bool) {
        self.viewModel = viewModel
        updateFromItem = update
    }

    /// Shows an item; `false`, with the view model unchanged, when the item is not a model of
    /// the registration.
    func update(with item: Any) -> Bool {
        updateFromItem(item)
    }
}
