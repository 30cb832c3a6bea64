/// The reusable cells of one identifier.
final class CellReusePool {
    let registration: CellRegistration
    private var idle: [any AnyCellBox] = []
    private(set) var createdCount = 0

    init(_ registration: CellRegistration) {
        self.registration = registration
    }

    /// An idle cell prepared for reuse, or a new one when none is idle.
    func dequeue() -> any AnyCellBox {
        if let cell = idle.popLast() {
            cell.prepareForReuse()
            return cell
        }
        createdCount += 1
        return registration.makeCell()
    }

    /// Returns a cell to the pool once its item is drawn.
    func enqueue(_ cell: any AnyCellBox) {
        idle.append(cell)
    }
}
