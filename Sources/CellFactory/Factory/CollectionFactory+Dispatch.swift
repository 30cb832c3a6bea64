extension CollectionFactory {
    /// A dispatcher over the registrations as they are now, for a renderer of your own: it
    /// answers many items quickly, lending one reused view model per kind.
    ///
    /// Registrations made later are seen by the next dispatcher, not by this one.
    public func makeDispatcher() -> ViewModelDispatcher {
        makeDispatcher(reusingViewModels: true)
    }

    /// A fresh view model configured with one item: the one a render would draw it with
    /// (`cellForItemAt`), yours to keep.
    ///
    /// The item is answered as ``ViewModelDispatcher/withViewModel(for:at:_:)`` answers it, under
    /// the same ``UnregisteredItemPolicy``, but each call makes a new view model and remembers
    /// nothing; for many items, use a dispatcher.
    ///
    /// ```swift
    /// let result = try factory.viewModel(for: Account(name: "Ada"))
    /// if let size = result.viewModel?.size { print(size) }
    /// if let placeholder = result.placeholder { print(placeholder.text) }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The item, of any type; `Optional` and `AnyHashable` are looked through.
    ///   - location: Where the item stands, for a placeholder or an error.
    /// - Returns: A registered view model, a ``PlaceholderViewModel`` saying why there is none, or
    ///   ``DispatchResult/skipped(_:)`` under ``UnregisteredItemPolicy/skip``.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    public func viewModel(for item: Any, at location: CellLocation = .item(CellIndexPath(item: 0)))
        throws(CellFactoryError) -> DispatchResult
    {
        // The render's own dispatch, with nothing reused: a placeholder is fresh too.
        var dispatcher = makeDispatcher(reusingViewModels: false)
        return try dispatcher.dispatch(item, at: location)
    }
}
