/// Dispatches many items to configured view models, reusing one view model per kind.
///
/// A dispatcher is what a renderer of your own uses, as a render pass does: it works on a
/// snapshot of the factory's registrations, remembers which registration shows each dynamic type
/// it has seen (no lock and no search per item), and reuses one view model per registration the
/// way a collection view reuses cells. So it lends each view model to a closure rather than
/// returning it, and the closure's answer must be `Sendable`, which a view model (a class with
/// state) and a ``DispatchResult`` are not: what comes out is what you read from the view model,
/// not the instance the next item of its kind reconfigures. To keep a view model, ask the
/// factory for a fresh one with ``CollectionFactory/viewModel(for:at:)``.
///
/// Make one with ``CollectionFactory/makeDispatcher()``, on any thread; a dispatcher is a value
/// for one task at a time, and sees the registrations made before it was made.
///
/// ```swift
/// var dispatcher = factory.makeDispatcher()
/// for (index, item) in items.enumerated() {
///     let line = try dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
///         result in
///         switch result {
///         case .viewModel(let viewModel): "\(viewModel.identifier) \(viewModel.size)"
///         case .skipped(let placeholder): "skipped: \(placeholder.text)"
///         }
///     }
///     print(line)
/// }
/// ```
public struct ViewModelDispatcher: ViewModelSource {
    let state: RegistryState
    private let policy: UnregisteredItemPolicy
    /// Whether one view model per registration serves every item (a render pass), or each item
    /// gets a fresh one that it keeps (the rows of a ``CellSection``).
    private let reusesViewModels: Bool
    /// The dispatcher's one cache: dynamic type → how its items are dispatched, found on the
    /// type's first item.
    private var resolutions: [ObjectIdentifier: Resolution] = [:]
    /// The reused view model of each registration, by index, made for its first item.
    private var reusedViewModels: [BoundViewModel?]
    private var reusedPlaceholder: PlaceholderViewModel?

    init(state: RegistryState, policy: UnregisteredItemPolicy, reusesViewModels: Bool = true) {
        self.state = state
        self.policy = policy
        self.reusesViewModels = reusesViewModels
        reusedViewModels = reusesViewModels ? Array(repeating: nil, count: state.registrations.count) : []
    }

    /// Lends the configured view model for an item to `body`, and returns what `body` returns.
    ///
    /// The item is answered as a render answers it: by the view model registered for its type
    /// (or a superclass or protocol of it, see ``CollectionFactory``), else as the factory's
    /// ``UnregisteredItemPolicy`` says: a ``PlaceholderViewModel`` saying why, a
    /// ``DispatchResult/skipped(_:)`` saying why, or an error. ``DispatchResult/placeholder``
    /// tells the first two apart from a registered view model.
    ///
    /// The view model is this dispatcher's reused one for the item's kind, valid only inside
    /// `body`: take what you draw from it there (its size, its texts), not the view model itself.
    /// The answer is `Sendable` for that reason, so that `{ $0.viewModel }` does not compile. Draw
    /// into a buffer in `body` and write it out afterwards: `body` cannot throw, and the only
    /// error is the policy's, before `body` runs.
    ///
    /// - Parameters:
    ///   - item: The item, of any type; `Optional` and `AnyHashable` are looked through.
    ///   - location: Where the item stands, for a placeholder or an error.
    ///   - body: Reads the configured view model, or the reason there is none.
    /// - Returns: What `body` returned.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``,
    ///   before `body` runs.
    public mutating func withViewModel<Answer: Sendable>(
        for item: Any, at location: CellLocation, _ body: (DispatchResult) -> Answer
    ) throws(CellFactoryError) -> Answer {
        body(try dispatch(item, at: location))
    }

    /// The configured view model for an item, or what the unregistered-item policy says.
    ///
    /// An item is shown by the view model registered for its exact type; an `Optional` holding a
    /// value, and an `AnyHashable`, dispatch as the value inside; otherwise by the view model of its nearest registered
    /// superclass, then of the first-registered protocol it conforms to. `nil`, and an item that
    /// none of these shows, follow the policy (`nil` is shown as `[nil item]`).
    ///
    /// - Parameters:
    ///   - item: The item, of any type.
    ///   - location: Where the item stands, for placeholders and errors.
    /// - Returns: A registered view model or a ``PlaceholderViewModel``, or
    ///   ``DispatchResult/skipped(_:)`` under ``UnregisteredItemPolicy/skip``.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    mutating func dispatch(_ item: Any, at location: CellLocation) throws(CellFactoryError)
        -> DispatchResult
    {
        // The common cases, written out: a type seen before, its reused view model takes the item.
        if reusesViewModels, let known = resolutions[ObjectIdentifier(type(of: item))] {
            switch known {
            case .registration(let index):
                if let bound = reusedViewModels[index], bound.update(with: item) {
                    return .viewModel(bound.viewModel)
                }
            case .kinds(let classification):
                // The item's kind is decided here, once.
                let (index, kind) = state.classifications[classification].registration(for: item)
                guard let index else {
                    return try answer(.unregisteredType(Unshown.name(of: item, kind: kind)), at: location)
                }
                if let viewModel = configuredViewModel(index, with: item) { return .viewModel(viewModel) }
            case .unwrap, .unregistered:
                break
            }
        }
        switch registeredViewModel(for: item) {
        case .success(let viewModel):
            return .viewModel(viewModel)
        case .failure(let unshown):
            return try answer(unshown, at: location)
        }
    }

    /// What the unregistered-item policy answers for an item no registered view model shows.
    private mutating func answer(_ unshown: Unshown, at location: CellLocation) throws(CellFactoryError)
        -> DispatchResult
    {
        let placeholder = Placeholder(reason: unshown.reason, location: location)
        let policy = self.policy
        return try policy.answer(for: placeholder) { reusablePlaceholder() }
    }

    /// Throws what ``dispatch(_:at:)`` would throw for an item whose type no registration takes
    /// (or `nil`) under ``UnregisteredItemPolicy/error``, without making a view model: for rows
    /// whose view models are made later. Under the other policies it never throws.
    mutating func check(_ item: Any, at location: CellLocation) throws(CellFactoryError) {
        guard policy == .error else { return }
        let unshown: Unshown
        switch resolution(for: item, typeID: ObjectIdentifier(type(of: item))) {
        case .registration:
            return
        case .kinds(let classification):
            let (index, kind) = state.classifications[classification].registration(for: item)
            guard index == nil else { return }
            unshown = .unregisteredType(Unshown.name(of: item, kind: kind))
        case .unwrap:
            guard let wrapped = (item as? any Unwrapping)?.unwrappedValue else {
                unshown = .nilItem
                break
            }
            return try check(wrapped, at: location)
        case .unregistered:
            unshown = .unregisteredType(TypeName.ofValue(item))
        }
        _ = try policy.answer(for: Placeholder(reason: unshown.reason, location: location)) {
            PlaceholderViewModel(Placeholder(reason: unshown.reason, location: location))
        }
    }

    mutating func resolution(for value: Any, typeID: ObjectIdentifier) -> Resolution {
        if let known = resolutions[typeID] { return known }
        let found = state.resolution(for: value)
        if !(type(of: value) is any ContentDependentCasts.Type) { resolutions[typeID] = found }
        return found
    }

    mutating func configuredViewModel(_ registration: Int, with value: Any) -> (any CellViewModel)? {
        let bound: BoundViewModel
        if reusesViewModels, let reused = reusedViewModels[registration] {
            bound = reused
        } else {
            bound = state.registrations[registration].makeViewModel()
            if reusesViewModels { reusedViewModels[registration] = bound }
        }
        return bound.update(with: value) ? bound.viewModel : nil
    }

    /// The registration that would show an item, and the value it would be given (an `Optional`
    /// unwrapped), when that registration made a view model for the item before it: the view
    /// model can then be updated with the value instead of a fresh one being made.
    ///
    /// One view model type may show several kinds of one item type, each configured for its
    /// kind, so the previous item must have been shown by the same registration.
    mutating func registration(updating viewModel: any CellViewModel, madeFor previous: Any, with item: Any)
        -> (registration: Registration, value: Any)?
    {
        guard let shown = registration(showing: item), shown.index == registration(showing: previous)?.index
        else { return nil }
        let registration = state.registrations[shown.index]
        return registration.madeViewModel(viewModel) ? (registration, shown.value) : nil
    }

    /// The registration that would show an item, and the value it would be given (an `Optional`
    /// unwrapped); `nil` for an item no registration shows.
    private mutating func registration(showing item: Any) -> (index: Int, value: Any)? {
        switch resolution(for: item, typeID: ObjectIdentifier(type(of: item))) {
        case .registration(let index):
            return (index, item)
        case .kinds(let classification):
            return state.classifications[classification].registration(for: item).index.map { ($0, item) }
        case .unwrap:
            guard let wrapped = (item as? any Unwrapping)?.unwrappedValue else { return nil }
            return registration(showing: wrapped)
        case .unregistered:
            return nil
        }
    }

    /// The text a list is searched by for an item: what its registration's `searchText` says,
    /// with no view model made.
    ///
    /// An item whose registration has no `searchText`, or that no registration shows, is searched
    /// by `String(describing:)`; `nil` by `"nil"`.
    ///
    /// - Parameter item: The item, of any type.
    public mutating func searchText(for item: Any) -> String {
        switch resolution(for: item, typeID: ObjectIdentifier(type(of: item))) {
        case .registration(let index):
            return state.registrations[index].searchText(item)
        case .kinds(let classification):
            guard let index = state.classifications[classification].registration(for: item).index else {
                return String(describing: item)
            }
            return state.registrations[index].searchText(item)
        case .unwrap:
            guard let wrapped = (item as? any Unwrapping)?.unwrappedValue else { return "nil" }
            return searchText(for: wrapped)
        case .unregistered:
            return String(describing: item)
        }
    }

    private mutating func reusablePlaceholder() -> PlaceholderViewModel {
        let placeholder = Placeholder(reason: .nilItem, location: .item(CellIndexPath(item: 0)))
        guard reusesViewModels else { return PlaceholderViewModel(placeholder) }
        if let reusedPlaceholder { return reusedPlaceholder }
        let made = PlaceholderViewModel(placeholder)
        reusedPlaceholder = made
        return made
    }
}
