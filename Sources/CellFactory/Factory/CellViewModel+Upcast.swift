/// The superclass fallback's fast path: an instance of a subclass is its superclass's model as it
/// is, so once the first item of a subclass has been cast, later ones need no cast.
///
/// Why this exists: `item as? Model` walks the item's class hierarchy in the runtime on every
/// item, several times what the rest of dispatch costs. A reference to a Swift object is the same
/// pointer whatever class in its hierarchy it is seen as, so a subclass instance can be passed on
/// as the superclass's model without it. (No Objective-C classes: this package runs on Linux, and
/// the check below is the runtime's own.)
extension CellViewModel {
    /// How instances of `sample`'s class reach this view model without a cast per item, or `nil`
    /// when ``CellViewModel/Model`` is not a class or `sample`'s class is not a subclass of it.
    ///
    /// The dispatcher uses the answer only from the slot of `sample`'s dynamic type.
    func reusingUpcastUpdate(forItemsLike sample: Any) -> KnownTypeUpdate? {
        let sampleType = type(of: sample)
        // A type-erasing box (`AnyHashable`) holding an instance casts to the class too, but is
        // not itself a class, and its later items may hold anything: it keeps the cast.
        guard Model.self is AnyClass, sampleType is AnyClass, sampleType is Model.Type,
            MemoryLayout<Model>.size == MemoryLayout<AnyObject>.size
        else { return nil }
        return .upcast
    }
}
