/// Lets the dispatcher look inside an `Optional` that arrived boxed in `Any`.
protocol OptionalUnwrapping {
    var unwrappedValue: Any? { get }
}

extension Optional: OptionalUnwrapping {
    var unwrappedValue: Any? {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return nil
        }
    }
}

/// The value inside any number of `Optional` layers, or `nil` when one of them is `nil`.
func flattenOptionals(_ value: Any) -> Any? {
    var current = value
    while let optional = current as? any OptionalUnwrapping {
        guard let wrapped = optional.unwrappedValue else { return nil }
        current = wrapped
    }
    return current
}
