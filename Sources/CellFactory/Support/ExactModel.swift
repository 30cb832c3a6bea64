/// `value` as a `Model` when its dynamic type is exactly `Model`, found without the runtime's
/// cast; `nil` for any other type, including a subclass or a type conforming to a protocol
/// `Model`, which the caller casts with ``castModel(_:as:)``.
///
/// An item of type `Any` passed here is opened (Swift 6 opens an existential passed to a generic
/// parameter, SE-0352), so `Value` is the type it holds and the check is a comparison of two
/// types. Always inlined, so that the caller's specialisation for `Model`
/// reaches it.
@inlinable @inline(__always)
func exactModel<Value, Model>(_ value: Value, as model: Model.Type) -> Model? {
    guard Value.self == Model.self else { return nil }
    // `Value` and `Model` are the same type here, so this converts a value to its own type.
    return unsafeBitCast(value, to: Model.self)
}
