import Testing

@testable import CellFactory

// A view model registered for one concrete item type with a conversion: items of that type
// dispatch to it as an exact registration would, others keep the fallbacks.

private protocol Shape {
    var area: Double { get }
}

private struct Circle: Shape {
    var radius: Double
    var area: Double { 3 * radius * radius }
}

private struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}

private class Vehicle {
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}

private final class Bicycle: Vehicle {
    init() { super.init(wheels: 2) }
}

private final class ShapeViewModel: RecordingViewModel<any Shape> {
    init() { super.init(identifier: "shape") }
}

private final class VehicleViewModel: RecordingViewModel<Vehicle> {
    init() { super.init(identifier: "vehicle") }
}

/// A conversion written as a function rather than a closure.
private func asVehicle(_ bicycle: Bicycle) -> Vehicle { bicycle }

private struct Holder<T> {
    let value: T
    var erased: Any { value }
}

@Suite("Registering a view model for a concrete item type, with a conversion")
struct ExplicitRegistrationTests {
    private let location = CellLocation.item(CellIndexPath(item: 0))

    @Test("items of the registered type show converted; other conforming types keep the protocol fallback")
    func circlesExactlySquaresByFallback() throws {
        let factory = CollectionFactory()
        try factory.register(ShapeViewModel.init, for: Circle.self) { $0 }
        var dispatcher = factory.makeDispatcher()
        let circle = try dispatcher.dispatch(Circle(radius: 2), at: location).viewModel as? ShapeViewModel
        #expect(circle?.shown?.area == 12)
        #expect(!factory.unregister((any Shape).self))
        // No registration for `any Shape` itself: a square is not shown by this one.
        #expect(try dispatcher.dispatch(Square(side: 3), at: location).viewModel is PlaceholderViewModel)

        try factory.register(ShapeViewModel.init)
        var both = factory.makeDispatcher()
        let square = try both.dispatch(Square(side: 3), at: location).viewModel as? ShapeViewModel
        #expect(square?.shown?.area == 9)
    }

    @Test("the conversion runs for every item, wrapped or not, and may change the model")
    func conversionAndWrappedItems() throws {
        let factory = CollectionFactory()
        try factory.register(ShapeViewModel.init, for: Circle.self) { Square(side: $0.radius) }
        var dispatcher = factory.makeDispatcher()
        let items: [Any] = [
            Circle(radius: 1), Holder<Any>(value: Circle(radius: 2)).erased,
            Optional(Circle(radius: 3)) as Any,
            AnyHashable(5),
        ]
        let shown = try items.map { item in
            (try dispatcher.dispatch(item, at: location).viewModel as? ShapeViewModel)?.shown?.area
        }
        #expect(shown == [1, 4, 9, nil])
    }

    @Test("a class item type: its subclasses reach the view model through the conversion too")
    func classItemType() throws {
        let factory = CollectionFactory()
        try factory.register(VehicleViewModel.init, for: Vehicle.self) { $0 }
        var dispatcher = factory.makeDispatcher()
        let bicycle = Bicycle()
        let shown = try dispatcher.dispatch(bicycle, at: location).viewModel as? VehicleViewModel
        #expect(shown?.shown === bicycle)
    }

    @Test("a conversion may be a function or a stored closure; items are neither leaked nor freed early")
    func conversionOwnership() throws {
        weak var released: Bicycle?
        do {
            let byFunction = CollectionFactory()
            try byFunction.register(VehicleViewModel.init, for: Bicycle.self, asVehicle)
            let stored: @Sendable (Bicycle) -> Vehicle = { $0 }
            let byStoredClosure = CollectionFactory()
            try byStoredClosure.register(VehicleViewModel.init, for: Bicycle.self, stored)
            let bicycle = Bicycle()
            released = bicycle
            let items: [Any] = Array(repeating: bicycle, count: 1_000)
            for factory in [byFunction, byStoredClosure] {
                var dispatcher = factory.makeDispatcher()
                var shown = 0
                for item in items {
                    let viewModel = try dispatcher.dispatch(item, at: location).viewModel as? VehicleViewModel
                    if viewModel?.shown === bicycle { shown += 1 }
                }
                #expect(shown == items.count)
            }
            // Each conversion gets its own copy of the item: one release too many would have
            // freed the bicycle already, although `items` still holds it.
            #expect(released != nil)
        }
        // And one too few would keep it alive now.
        #expect(released == nil)
    }

    @Test("the registration is the item type's: a second one is a duplicate, and unregister removes it")
    func keyedByItemType() throws {
        let factory = CollectionFactory()
        try factory.register(ShapeViewModel.init, for: Circle.self) { $0 }
        let error = #expect(throws: CellFactoryError.self) {
            try factory.register(ShapeViewModel.init, for: Circle.self) { $0 }
        }
        #expect(error?.code == .duplicateRegistration)
        try factory.register(ShapeViewModel.init, for: Circle.self, onDuplicate: .replace) { $0 }
        #expect(try factory.viewModel(for: Circle(radius: 1)).placeholder == nil)
        #expect(factory.unregister(Circle.self))
        #expect(
            try factory.viewModel(for: Circle(radius: 1)).placeholder?.reason == .unregisteredType("Circle"))
    }
}
