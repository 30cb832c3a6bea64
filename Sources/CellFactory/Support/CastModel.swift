/// `value` cast to `Model` with `as?`, from the type it holds rather than from `Any`.
///
/// An item of type `Any` passed here is opened (Swift 6 opens an existential passed to a generic
/// parameter, SE-0352; the package builds in Swift 6 mode), so the runtime casts from the item's
/// own type. Cast from `Any` to a protocol, it would first look up whether `Any` itself conforms:
/// a second conformance lookup per item, which a protocol's view model would pay on every row.
@inlinable
func castModel<Value, Model>(_ value: Value, as model: Model.Type) -> Model? {
    value as? Model
}
