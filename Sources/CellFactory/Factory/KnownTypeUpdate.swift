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

extension CellViewModel {
    /// Updates the view model with the model laid out in `image` from an item's bytes, without a
    /// copy of the item.
    ///
    /// The bytes in `image` are not a value of their own: they refer to what the item refers to,
    /// and the caller keeps the item alive for the call. So the model is moved out for the update
    /// and moved back after it, where a copy and a destroy would retain and release every
    /// reference it holds. Moved out, `image` is free for an update that dispatches again.
    ///
    /// - Parameter image: One model's memory, holding an item's bytes laid out as a model.
    func update(lending image: UnsafeMutablePointer<Model>) {
        let model = image.move()
        update(with: model)
        image.initialize(to: consume model)
    }
}

/// The words of an `Any`: a three-word value buffer, then the value's type (the Swift ABI's
/// layout of an existential container, `docs/ABI/TypeLayout.rst` in the Swift repository).
enum AnyWords {
    /// The four words, as plain bits.
    typealias Words = (UInt, UInt, UInt, UInt)

    /// The words of an item, read without a copy of its value (no retain).
    ///
    /// - Parameter item: Any value; `as Any` keeps it from being opened to its own type.
    static func of(_ item: Any) -> Words {
        unsafeBitCast(item as Any, to: Words.self)
    }
}
