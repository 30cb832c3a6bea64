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
