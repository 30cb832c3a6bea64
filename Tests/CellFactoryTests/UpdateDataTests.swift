import Testing

@testable import CellFactory

/// Shows whatever model it is given, for checking what `updateData` hands over.
private final class Echo<Model>: CellViewModel {
    private(set) var shown: Model?
    let identifier = "echo"
    let size = CellSize.fixed(columns: 4)
    func update(with model: Model) { shown = model }
}

private final class Marker {
    let name: String
    init(name: String) { self.name = name }
}

private class Vehicle {
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}

private final class Bicycle: Vehicle {
    init() { super.init(wheels: 2) }
}

/// Larger than an existential's three inline words, so an `Any` keeps it in a box of its own.
private struct Boxed: Equatable {
    var marker: Marker
    var first: String
    var second: String
    var number: Int

    static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        lhs.marker === rhs.marker && lhs.first == rhs.first && lhs.second == rhs.second
            && lhs.number == rhs.number
    }
}

private enum Suit: Equatable {
    case hearts
    case custom(String)
}

/// `updateData` casts the item to the model: these check that it hands over the very value, for
/// every way an `Any` stores one.
@Suite("updateData: items arrive as their model, unchanged")
struct UpdateDataTests {
    @Test("an inline struct, a boxed struct, an enum, an optional and a tuple arrive unchanged")
    func values() throws {
        let marker = Marker(name: "m")
        let boxed = Boxed(marker: marker, first: String(repeating: "a", count: 40), second: "b", number: 7)
        let boxedViewModel = Echo<Boxed>()
        try boxedViewModel.updateData(boxed)
        #expect(boxedViewModel.shown == boxed)

        let suitViewModel = Echo<Suit>()
        try suitViewModel.updateData(Suit.custom("stars"))
        #expect(suitViewModel.shown == .custom("stars"))
        try suitViewModel.updateData(Suit.hearts)
        #expect(suitViewModel.shown == .hearts)

        let optionalViewModel = Echo<Int?>()
        try optionalViewModel.updateData(Int?.some(5) as Any)
        #expect(optionalViewModel.shown == .some(.some(5)))

        let tupleViewModel = Echo<(Int, String)>()
        try tupleViewModel.updateData((3, "three"))
        #expect(tupleViewModel.shown?.0 == 3)
        #expect(tupleViewModel.shown?.1 == "three")
    }

    @Test("a class instance arrives as the same object, and a subclass still takes the cast")
    func classes() throws {
        let viewModel = Echo<Vehicle>()
        let vehicle = Vehicle(wheels: 4)
        try viewModel.updateData(vehicle)
        #expect(viewModel.shown === vehicle)
        let bicycle = Bicycle()
        try viewModel.updateData(bicycle)
        #expect(viewModel.shown === bicycle)
        #expect(viewModel.shown?.wheels == 2)
    }

    @Test("a value of another type is still refused, and the last model kept")
    func otherTypes() throws {
        let viewModel = Echo<Int>()
        try viewModel.updateData(1)
        #expect(throws: CellFactoryError.self) { try viewModel.updateData(Int32(2)) }
        #expect(viewModel.shown == 1)
    }

    @Test("references are balanced: the model's objects live as long as the view model shows them")
    func references() throws {
        weak var released: Marker?
        var viewModel: Echo<Boxed>? = Echo<Boxed>()
        do {
            let marker = Marker(name: "kept")
            released = marker
            try viewModel?.updateData(Boxed(marker: marker, first: "x", second: "y", number: 1))
        }
        #expect(released?.name == "kept")
        viewModel = nil
        #expect(released == nil)
    }
}
