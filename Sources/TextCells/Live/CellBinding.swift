internal import Foundation

/// The link between what a cell drew and the view-model state it read while drawing.
///
/// The live view draws a cell inside `withObservationTracking`; Observation calls ``changed()``
/// once, synchronously, on whatever thread changed the state, when anything the cell read
/// changes. The binding then records that its row must be drawn again and wakes the view,
/// unless it was cancelled first: a cell cancels its binding when it is reused
/// (`CellBox.prepareForReuse()`), so a reused cell never hears about the row it showed before.
///
/// The change is recorded at once, not on a later main-actor turn, so a frame taken right after
/// a change always sees it.
package final class CellBinding: @unchecked Sendable {
    // `@unchecked` is sound: `isBound` and `hasChangedValue` are only touched while `lock` is held,
    // and `wake` is itself `Sendable`.
    private let lock = NSLock()
    private var isBoundValue = true
    private var hasChangedValue = false
    private let wake: @Sendable () -> Void

    /// Creates a binding that calls `wake` (from any thread) after its first change.
    package init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Whether changes still count.
    package var isBound: Bool {
        lock.withLock { isBoundValue }
    }

    /// Whether something the cell read changed while the binding was bound.
    package var hasChanged: Bool {
        lock.withLock { hasChangedValue }
    }

    /// Stops counting changes.
    package func cancel() {
        lock.withLock { isBoundValue = false }
    }

    /// Records a change and wakes the view, unless the binding was cancelled.
    package func changed() {
        let isFirst = lock.withLock {
            guard isBoundValue, !hasChangedValue else { return false }
            hasChangedValue = true
            return true
        }
        if isFirst { wake() }
    }
}
