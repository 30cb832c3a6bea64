import CellFactory

/// A class whose subclasses are shown by one view model registered for it.
class Shape {
    let sides: Int
    init(sides: Int) { self.sides = sides }
}

/// A subclass with no registration of its own (the superclass fallback), or with one (exact).
final class Square: Shape {
    init() { super.init(sides: 4) }
}

/// A protocol whose conforming types are shown by one view model registered for it.
protocol Labelled {
    var label: String { get }
}

/// A conforming type with no registration of its own (the protocol fallback), or with one (exact).
struct Badge: Labelled {
    let label: String
}

final class ShapeViewModel: CellViewModel {
    private(set) var sides = 0
    var identifier: String { "shape" }
    var size: CellSize { .fixed(columns: 8) }
    func update(with model: Shape) { sides = model.sides }
}

final class SquareViewModel: CellViewModel {
    private(set) var sides = 0
    var identifier: String { "shape" }
    var size: CellSize { .fixed(columns: 8) }
    func update(with model: Square) { sides = model.sides }
}

final class LabelledViewModel: CellViewModel {
    private(set) var label = ""
    var identifier: String { "label" }
    var size: CellSize { .fixed(columns: 8) }
    func update(with model: any Labelled) { label = model.label }
}

final class BadgeViewModel: CellViewModel {
    private(set) var label = ""
    var identifier: String { "label" }
    var size: CellSize { .fixed(columns: 8) }
    func update(with model: Badge) { label = model.label }
}
