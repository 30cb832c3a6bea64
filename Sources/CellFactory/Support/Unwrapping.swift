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
