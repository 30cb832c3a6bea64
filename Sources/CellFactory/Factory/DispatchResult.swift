/// What the factory answers for one location.
public enum DispatchResult {
    /// The configured view model to draw: a registered one, or a ``PlaceholderViewModel``.
    case viewModel(any CellViewModel)
    /// The item was left out under ``UnregisteredItemPolicy/skip``; the placeholder says why.
    case skipped(Placeholder)

    /// The view model, or `nil` when the item was skipped.
    public var viewModel: (any CellViewModel)? {
        if case .viewModel(let viewModel) = self { return viewModel }
        return nil
    }
}
