/// The reusable cells of one identifier.
package final class CellReusePool {
    package let registration: CellRegistration
    private var idle: [CellBox] = []
    package private(set) var createdCount = 0

    package init(_ registration: CellRegistration) {
        self.registration = registration
    }

    /// An idle cell prepared for reuse, or a new one when none is idle.
    package func dequeue() -> CellBox {
        if let cell = idle.popLast() {
            cell.prepareForReuse()
            return cell
        }
        createdCount += 1
        return registration.makeCell()
    }

    /// Returns a cell to the pool once its item is drawn.
    package func enqueue(_ cell: CellBox) {
        idle.append(cell)
    }
}
