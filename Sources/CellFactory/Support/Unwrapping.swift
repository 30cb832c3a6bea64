/// A box that dispatch looks inside: an `Optional` or an `AnyHashable` that arrived in `Any`.
///
/// `type(of:)` already looks through an existential inside `Any` (`Any`, `any P`, `any Error`),
/// but not through these: an `AnyHashable` reports its own type whatever it holds, so its items
/// are dispatched as the value inside.
protocol Unwrapping {
    /// The value inside, or `nil` for an empty `Optional`.
    var unwrappedValue: Any? { get }
}

extension Optional: Unwrapping {
    var unwrappedValue: Any? {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return nil
        }
    }
}

extension AnyHashable: Unwrapping {
    var unwrappedValue: Any? { base }
}

/// A type whose casts depend on its contents, not only on its type: `[Any]` holding only numbers
/// is an `[Int]`, and holding one string is not. Dispatch answers its items one at a time
/// instead of keeping one answer for the type.
protocol ContentDependentCasts {}

extension Array: ContentDependentCasts {}
extension ContiguousArray: ContentDependentCasts {}
extension Dictionary: ContentDependentCasts {}
extension Set: ContentDependentCasts {}
