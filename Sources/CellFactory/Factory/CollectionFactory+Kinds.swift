extension CollectionFactory {
    /// Tells the items of one type apart by their value, so that view models can be registered
    /// for each kind with ``register(_:kind:onDuplicate:searchText:)``.
    ///
    /// ```swift
    /// struct EventKinds: ItemKinds {
    ///     func kind(of event: Event) -> String? { event.type }
    /// }
    /// try factory.register(kinds: EventKinds())
    /// ```
    ///
    /// The kinds apply to items of the type itself, and to instances of its subclasses or values
    /// of conforming types that have no registration of their own.
    ///
    /// - Parameters:
    ///   - kinds: Names the kind of each item of its `Item` type.
    ///   - onDuplicate: What to do when kinds are already registered for the type.
    /// - Throws: ``CellFactoryError/Code/duplicateRegistration`` under
    ///   ``DuplicateRegistrationPolicy/reject`` when kinds are already registered for the type.
    public func register(kinds: some ItemKinds, onDuplicate: DuplicateRegistrationPolicy = .reject)
        throws(CellFactoryError)
    {
        try add(KindsRegistration(kinds), onDuplicate: onDuplicate)
    }

    /// Registers the view model for one kind of its model type's items, as the type's
    /// ``ItemKinds`` names them (see ``register(kinds:onDuplicate:)``).
    ///
    /// ```swift
    /// try factory.register(LoginRowViewModel.init, kind: "login")
    /// ```
    ///
    /// Items of other kinds, and of none, are shown by the view model registered for the type
    /// with ``register(_:onDuplicate:searchText:)``, if there is one.
    ///
    /// - Parameters:
    ///   - makeViewModel: Makes a new view model.
    ///   - kind: The kind whose items it shows.
    ///   - onDuplicate: What to do when the kind already has a view model.
    ///   - searchText: The text a list is searched by, for an item of the kind;
    ///     `String(describing:)` of the item without it.
    /// - Throws: ``CellFactoryError/Code/duplicateRegistration`` under
    ///   ``DuplicateRegistrationPolicy/reject`` when the kind already has a view model.
    public func register<VM: CellViewModel>(
        _ makeViewModel: @escaping @Sendable () -> VM,
        kind: String,
        onDuplicate: DuplicateRegistrationPolicy = .reject,
        searchText: (@Sendable (VM.Model) -> String)? = nil
    ) throws(CellFactoryError) {
        try add(Registration(makeViewModel, kind: kind, searchText: searchText), onDuplicate: onDuplicate)
    }
}
