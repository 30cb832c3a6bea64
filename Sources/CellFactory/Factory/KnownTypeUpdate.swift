/// Shows items of one dynamic type through a view model registered for a supertype of it (a
/// superclass or a protocol), without the runtime cast per item that `updateData` would make.
///
/// The dispatcher makes one per dynamic type, from the first item of that type, after the
/// ordinary cast of that item has succeeded, and passes it only items of that type.
///
/// A class to subclass rather than a protocol: the dispatcher calls it on every item, and a class
/// method is called straight from the object's table, without a protocol witness in between.
class KnownTypeUpdate {
    /// Updates the view model with an item of the type it was made for.
    func update(with item: Any) {
        preconditionFailure("\(Self.self) must override update(with:)")
    }
}
