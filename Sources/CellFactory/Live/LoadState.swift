/// The state of content that arrives later: what a cell shows while it waits, once it has the
/// content, and when loading failed.
///
/// A view model usually keeps one in an observable property; its cell draws a placeholder for
/// ``loading``, the content for ``loaded(_:)``, and a visible mark for ``failed(_:)``.
public enum LoadState<Value> {
    /// The content has not arrived yet.
    case loading
    /// The content arrived.
    case loaded(Value)
    /// Loading failed; the message says why.
    case failed(String)

    /// The content, or `nil` while loading or after a failure.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }
}

extension LoadState: Sendable where Value: Sendable {}
extension LoadState: Equatable where Value: Equatable {}
extension LoadState: Hashable where Value: Hashable {}
