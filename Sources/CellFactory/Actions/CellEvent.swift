/// Something a view model reports after handling an action, for the host to observe.
///
/// The view model fills in ``name`` and ``detail``; the factory adds the ``location`` of the item
/// the action was sent to.
public struct CellEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened, such as `"vibrated"`.
    public var name: String
    /// A human-readable detail, such as the value involved.
    public var detail: String
    /// Where the item is, when the event came through the factory.
    public var location: CellLocation?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - name: What happened.
    ///   - detail: A detail such as the value involved.
    ///   - location: The item's location, usually filled in by the factory.
    public init(_ name: String, detail: String = "", location: CellLocation? = nil) {
        self.name = name
        self.detail = detail
        self.location = location
    }

    /// For example `vibrated(3) at 0.1`.
    public var description: String {
        let base = detail.isEmpty ? name : "\(name)(\(detail))"
        guard let location else { return base }
        return "\(base) at \(location)"
    }
}
