/// The registry of cell view models, and the dispatcher of every item to the one for its type.
///
/// Host programs register one view model per model type; a view then asks the factory which
/// configured view model shows each item it draws, and sends actions through it. Items are
/// matched to view models by type in O(1) (a table keyed by `ObjectIdentifier`); items whose type
/// was not registered exactly fall back to a view model registered for a superclass or a
/// protocol. A render chooses once per dynamic type and keeps the answer.
///
/// The factory is an ordinary instance (there is no required singleton) and is `Sendable`:
/// registering while another task renders is safe, and each render sees a consistent snapshot.
///
/// ```swift
/// let factory = CollectionFactory()
/// try factory.register(AccountCellViewModel.init)
/// try factory.register(IntegerCellViewModel.init)
/// ```
public final class CollectionFactory: Sendable {
    private struct Settings {
        var state: RegistryState
        var unregisteredItemPolicy: UnregisteredItemPolicy
        /// The types whose items are told apart by kind, in the order they were registered.
        var kinds: [KindsRegistration] = []
    }

    private let settings: Locked<Settings>

    /// Creates an empty factory.
    ///
    /// - Parameter unregisteredItemPolicy: What to do with items whose type has no view model.
    public init(unregisteredItemPolicy: UnregisteredItemPolicy = .placeholder) {
        settings = Locked(Settings(state: .empty, unregisteredItemPolicy: unregisteredItemPolicy))
    }

    /// What to do with items whose type has no view model; ``UnregisteredItemPolicy/placeholder``
    /// by default.
    public var unregisteredItemPolicy: UnregisteredItemPolicy {
        get { settings.withLock { $0.unregisteredItemPolicy } }
        set { settings.withLock { $0.unregisteredItemPolicy = newValue } }
    }

    /// Registers the view model for its model type.
    ///
    /// The factory calls `makeViewModel` whenever it needs a view model of this kind: a render
    /// reuses one instance per kind from row to row, updating it with each item, and each row of
    /// a ``CellSection`` gets an instance of its own.
    ///
    /// Items of the model type itself are shown by this view model; so are instances of its
    /// subclasses when the model type is a class, and values of conforming types when it is a
    /// protocol (`any P`), unless their own type has a registration.
    ///
    /// An interactive list filters items by their search text: what `searchText` returns for the
    /// item, or, without it, `String(describing:)` of the item. Give the text the row shows, so
    /// that the characters a query matched can be highlighted in it:
    ///
    /// ```swift
    /// try factory.register(AlbumCellViewModel.init, searchText: { "\($0.title) \($0.artist)" })
    /// ```
    ///
    /// - Parameters:
    ///   - makeViewModel: Makes a new view model, for example `AccountCellViewModel.init`.
    ///   - onDuplicate: What to do when the model type already has a view model.
    ///   - searchText: The text a list is searched by, for an item; called once per item, on any
    ///     thread, without making a view model.
    /// - Throws: ``CellFactoryError/Code/duplicateRegistration`` under
    ///   ``DuplicateRegistrationPolicy/reject`` when the model type is already registered.
    public func register<VM: CellViewModel>(
        _ makeViewModel: @escaping @Sendable () -> VM,
        onDuplicate: DuplicateRegistrationPolicy = .reject,
        searchText: (@Sendable (VM.Model) -> String)? = nil
    ) throws(CellFactoryError) {
        try add(Registration(makeViewModel, searchText: searchText), onDuplicate: onDuplicate)
    }

    /// Registers a view model for one concrete item type, converting each item to the view
    /// model's model type: items of exactly `itemType` are then found as an exact registration's
    /// are, and converted by your closure.
    ///
    /// Use it for a view model whose model is a protocol or a superclass, to choose it for one
    /// concrete type whatever else is registered, or to show items of a type through a conversion:
    ///
    /// ```swift
    /// try factory.register(ShapeViewModel.init)                  // any Shape, by fallback
    /// try factory.register(ShapeViewModel.init, for: Circle.self) { $0 }  // Circle, exactly
    /// ```
    ///
    /// The registration is keyed by `itemType`, so it counts as that type's registration for
    /// ``unregister(_:kind:)`` and duplicates.
    ///
    /// - Parameters:
    ///   - makeViewModel: Makes a new view model.
    ///   - itemType: The concrete type of the items to show.
    ///   - onDuplicate: What to do when `itemType` already has a view model.
    ///   - searchText: The text a list is searched by, for an item; `String(describing:)` of the
    ///     item without it.
    ///   - convert: Turns an item into the view model's model, usually `{ $0 }`.
    /// - Throws: ``CellFactoryError/Code/duplicateRegistration`` under
    ///   ``DuplicateRegistrationPolicy/reject`` when `itemType` is already registered.
    public func register<VM: CellViewModel, Item>(
        _ makeViewModel: @escaping @Sendable () -> VM,
        for itemType: Item.Type,
        onDuplicate: DuplicateRegistrationPolicy = .reject,
        searchText: (@Sendable (Item) -> String)? = nil,
        _ convert: @escaping @Sendable (Item) -> VM.Model
    ) throws(CellFactoryError) {
        let registration = Registration(showing: Item.self, with: makeViewModel, searchText: searchText) {
            viewModel in
            { item in
                guard let model = item as? Item else { return false }
                viewModel.update(with: convert(model))
                return true
            }
        }
        try add(registration, onDuplicate: onDuplicate)
    }

    func add(_ registration: Registration, onDuplicate: DuplicateRegistrationPolicy) throws(CellFactoryError)
    {
        try settings.withLock { settings throws(CellFactoryError) in
            var registrations = settings.state.registrations
            if let existing = registrations.firstIndex(where: {
                $0.modelTypeID == registration.modelTypeID && $0.kind == registration.kind
            }) {
                guard onDuplicate == .replace else {
                    let shown = registration.kind.map { "kind \"\($0)\" of " } ?? ""
                    throw CellFactoryError(
                        .duplicateRegistration,
                        "\(registrations[existing].viewModelTypeName) is already registered for "
                            + "\(shown)\(registration.modelTypeName); pass onDuplicate: .replace to "
                            + "replace it with \(registration.viewModelTypeName)"
                    )
                }
                registrations[existing] = registration
            } else {
                registrations.append(registration)
            }
            settings.state = RegistryState(registrations: registrations, kinds: settings.kinds)
        }
    }

    func add(_ kinds: KindsRegistration, onDuplicate: DuplicateRegistrationPolicy) throws(CellFactoryError) {
        try settings.withLock { settings throws(CellFactoryError) in
            if let existing = settings.kinds.firstIndex(where: { $0.itemTypeID == kinds.itemTypeID }) {
                guard onDuplicate == .replace else {
                    throw CellFactoryError(
                        .duplicateRegistration,
                        "kinds are already registered for \(kinds.itemTypeName); pass onDuplicate: "
                            + ".replace to replace them")
                }
                settings.kinds[existing] = kinds
            } else {
                settings.kinds.append(kinds)
            }
            settings.state = RegistryState(registrations: settings.state.registrations, kinds: settings.kinds)
        }
    }

    /// Removes the view model registered for a model type, or for one kind of its items.
    ///
    /// - Parameters:
    ///   - modelType: The model type, as passed through the view model's `Model`.
    ///   - kind: The kind, for a view model registered with
    ///     ``register(_:kind:onDuplicate:searchText:)``; `nil` for the type's own view model.
    /// - Returns: Whether a view model was registered for it.
    @discardableResult
    public func unregister(_ modelType: Any.Type, kind: String? = nil) -> Bool {
        let typeID = ObjectIdentifier(modelType)
        return settings.withLock { settings in
            var registrations = settings.state.registrations
            guard let index = registrations.firstIndex(where: { $0.modelTypeID == typeID && $0.kind == kind })
            else {
                return false
            }
            registrations.remove(at: index)
            settings.state = RegistryState(registrations: registrations, kinds: settings.kinds)
            return true
        }
    }

    /// A dispatcher that reuses one view model per kind, or one that makes a fresh view model
    /// for every item (for rows that keep their view model, as a ``CellSection``'s do).
    func makeDispatcher(reusingViewModels: Bool) -> ViewModelDispatcher {
        let (state, policy) = snapshotAndPolicy()
        return ViewModelDispatcher(state: state, policy: policy, reusesViewModels: reusingViewModels)
    }

    func snapshot() -> RegistryState {
        settings.withLock { $0.state }
    }

    /// The current registrations and policy, read together.
    func snapshotAndPolicy() -> (RegistryState, UnregisteredItemPolicy) {
        settings.withLock { ($0.state, $0.unregisteredItemPolicy) }
    }
}
