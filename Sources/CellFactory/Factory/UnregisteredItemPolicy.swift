/// What the factory does with an item whose type has no registered view model.
public enum UnregisteredItemPolicy: Hashable, Sendable {
    /// Show a visible placeholder row naming the type (the default).
    case placeholder
    /// Leave the item out, counting it so the host can report the number skipped.
    case skip
    /// Fail with ``CellFactoryError/Code/unregisteredItem`` naming the location and the type.
    case error
}

/// What ``CollectionFactory/register(_:onDuplicate:searchText:)`` does when the model type already has a view model.
public enum DuplicateRegistrationPolicy: Hashable, Sendable {
    /// Throw ``CellFactoryError/Code/duplicateRegistration`` and keep the existing view model.
    case reject
    /// Replace the existing view model on purpose.
    case replace
}
