/// Dispatches items to configured view models, reusing one view model per kind.
///
/// A dispatcher is what a render pass uses: it works on a snapshot of the factory's
/// registrations, remembers which registration shows each dynamic type it has seen (no lock and
/// no search per item), and reuses one view model per registration the way a collection view
/// reuses cells. A view model it returns is therefore valid until the next item of the same kind
/// is dispatched.
///
/// Make one with ``CollectionFactory/makeDispatcher()``; it is not meant to be shared between
/// threads.
///
/// ```swift
/// var dispatcher = factory.makeDispatcher()
/// for (index, item) in items.enumerated() {
///     switch try dispatcher.dispatch(item, at: .item(CellIndexPath(item: index))) {
///     case .viewModel(let viewModel): print(viewModel.identifier)
///     case .skipped(let placeholder): print("skipped:", placeholder.text)
///     }
/// }
/// ```
package struct ViewModelDispatcher: ViewModelSource {
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

    /// How many items were left out under ``UnregisteredItemPolicy/skip`` so far.
    package private(set) var skippedCount = 0

    init(state: RegistryState, policy: UnregisteredItemPolicy, reusesViewModels: Bool = true) {
        self.state = state
        self.policy = policy
        self.reusesViewModels = reusesViewModels
        reusedViewModels = reusesViewModels ? Array(repeating: nil, count: state.registrations.count) : []
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
    package mutating func dispatch(_ item: Any, at location: CellLocation) throws(CellFactoryError)
        -> DispatchResult
    {
        // The common case, written out: a type seen before, its reused view model takes the item.
        if reusesViewModels, case .registration(let index)? = resolutions[ObjectIdentifier(type(of: item))],
            let bound = reusedViewModels[index], bound.update(with: item)
        {
            return .viewModel(bound.viewModel)
        }
        switch registeredViewModel(for: item) {
        case .success(let viewModel):
            return .viewModel(viewModel)
        case .failure(let unshown):
            let placeholder = Placeholder(reason: unshown.reason, location: location)
            let policy = self.policy
            let answer = try policy.answer(for: placeholder) { reusablePlaceholder() }
            if case .skipped = answer { skippedCount += 1 }
            return answer
        }
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
    /// unwrapped), when that registration made a view model: the view model can then be updated
    /// with the value instead of a fresh one being made.
    mutating func registration(updating viewModel: any CellViewModel, with item: Any)
        -> (registration: Registration, value: Any)?
    {
        switch resolution(for: item, typeID: ObjectIdentifier(type(of: item))) {
        case .registration(let index):
            let registration = state.registrations[index]
            return registration.madeViewModel(viewModel) ? (registration, item) : nil
        case .unwrap:
            guard let wrapped = (item as? any Unwrapping)?.unwrappedValue else { return nil }
            return self.registration(updating: viewModel, with: wrapped)
        case .unregistered:
            return nil
        }
    }

    /// The text a list is searched by for an item: its registration's, with no view model made.
    /// An item no registration shows is searched by `String(describing:)`, `nil` by `"nil"`.
    package mutating func searchText(for item: Any) -> String {
        switch resolution(for: item, typeID: ObjectIdentifier(type(of: item))) {
        case .registration(let index):
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
