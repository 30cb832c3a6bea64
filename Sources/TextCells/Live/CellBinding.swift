internal import Foundation

/// The link between what a cell drew and the view-model state it read while drawing.
///
/// The live view draws a cell inside `withObservationTracking`; Observation calls ``changed()``
/// once, on whatever thread changed the state, when anything the cell read changes. The binding
/// then runs its action on the main actor, unless it was cancelled first: a cell cancels its
/// binding when it is reused (``AnyCellBox/prepareForReuse()``), so a reused cell never hears
/// about the row it showed before.
final class CellBinding: @unchecked Sendable {
    // `@unchecked` is sound: `action` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var action: (@MainActor @Sendable () -> Void)?

    /// Creates a binding that runs `action` on the main actor after a change.
    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Whether the binding will still run its action.
    var isBound: Bool {
        lock.withLock { action != nil }
    }

    /// Drops the action: later changes are ignored.
    func cancel() {
        lock.withLock { action = nil }
    }

    /// Reports a change; the action runs at most once, later, on the main actor.
    func changed() {
        Task { @MainActor in
            self.takeAction()?()
        }
    }

    private func takeAction() -> (@MainActor @Sendable () -> Void)? {
        lock.withLock {
            let taken = action
            action = nil
            return taken
        }
    }
}
