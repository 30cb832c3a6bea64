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

    /// Why no registered view model shows the item, and where it stands: the placeholder shown
    /// (``PlaceholderViewModel``) or the reason the item was skipped; `nil` for a registered
    /// view model.
    public var placeholder: Placeholder? {
        switch self {
        case .viewModel(let viewModel): return (viewModel as? PlaceholderViewModel)?.placeholder
        case .skipped(let placeholder): return placeholder
        }
    }
}
