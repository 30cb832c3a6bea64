/// Receives the events that view models emit while handling actions.
///
/// The host supplies a sink when it sends an action: its own type, a ``CellEventHandler``, or a
/// ``CellEventRecorder`` in a test.
public protocol CellEventSink {
    /// Receives one event.
    ///
    /// - Parameter event: The event.
    func receive(_ event: CellEvent)
}

/// A sink that calls a closure for every event.
public struct CellEventHandler: CellEventSink {
    private let handler: (CellEvent) -> Void

    /// Creates a sink from a closure.
    ///
    /// - Parameter handler: Called once per event, on the thread that sent the action.
    public init(_ handler: @escaping (CellEvent) -> Void) {
        self.handler = handler
    }

    /// Calls the closure.
    public func receive(_ event: CellEvent) {
        handler(event)
    }
}

/// A thread-safe sink that keeps every event it receives, in order.
public final class CellEventRecorder: CellEventSink, Sendable {
    private let storage = Locked<[CellEvent]>([])

    /// Creates an empty recorder.
    public init() {}

    /// Appends the event.
    public func receive(_ event: CellEvent) {
        storage.withLock { $0.append(event) }
    }

    /// Every event received so far, oldest first.
    public var events: [CellEvent] {
        storage.withLock { $0 }
    }
}

/// Adds the location of the item an action was sent to, then forwards.
struct LocatingEventSink: CellEventSink {
    let location: CellLocation
    let destination: any CellEventSink

    func receive(_ event: CellEvent) {
        var located = event
        located.location = location
        destination.receive(located)
    }
}
