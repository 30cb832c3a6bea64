import Testing

@testable import CellFactory

@Suite("Dispatch")
struct DispatchTests {
    @Test("each item goes to the view model registered for its exact type")
    func exactType() throws {
        let factory = try makeFactory {
            try $0.register(PersonViewModel.init)
            try $0.register(IntViewModel.init)
        }
        #expect(try dispatchedIdentifier(factory, Person(name: "Ada")) == "person")
        #expect(try dispatchedIdentifier(factory, 7) == "int")
    }

    @Test("the dispatched view model is configured with the item")
    func configured() throws {
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        let result = try dispatcher.dispatch(Person(name: "Ada"), at: .item(CellIndexPath(item: 0)))
        let viewModel = try #require(result.viewModel as? PersonViewModel)
        #expect(viewModel.shown == Person(name: "Ada"))
    }

    @Test("a subclass without its own view model uses its nearest registered superclass")
    func superclass() throws {
        let factory = try makeFactory { try $0.register(AnimalViewModel.init) }
        #expect(try dispatchedIdentifier(factory, Dog(name: "Rex")) == "animal")
        #expect(try dispatchedIdentifier(factory, Puppy(name: "Bit")) == "animal")
        #expect(try dispatchedIdentifier(factory, Cat(name: "Tom")) == "animal")
    }

    @Test(
        "the most specific superclass wins whatever the registration order",
        arguments: [true, false])
    func mostSpecificSuperclass(animalFirst: Bool) throws {
        let factory = try makeFactory { factory in
            if animalFirst {
                try factory.register(AnimalViewModel.init)
                try factory.register(DogViewModel.init)
            } else {
                try factory.register(DogViewModel.init)
                try factory.register(AnimalViewModel.init)
            }
        }
        #expect(try dispatchedIdentifier(factory, Puppy(name: "Bit")) == "dog")
        #expect(try dispatchedIdentifier(factory, Dog(name: "Rex")) == "dog")
        #expect(try dispatchedIdentifier(factory, Cat(name: "Tom")) == "animal")
    }

    @Test("an item with no class match uses a view model registered for a protocol it conforms to")
    func protocolFallback() throws {
        let factory = try makeFactory { try $0.register(NamedViewModel.init) }
        #expect(try dispatchedIdentifier(factory, Book(name: "SICP")) == "named")
        #expect(try dispatchedIdentifier(factory, Robot(name: "R2")) == "named")
        #expect(try dispatchedIdentifier(factory, Person(name: "Ada")) == "[no view model for Person]")
    }

    @Test("an exact type beats a protocol, and a class beats a protocol")
    func exactAndClassBeatProtocol() throws {
        final class RobotViewModel: RecordingViewModel<Robot> {
            init() { super.init(identifier: "robot") }
        }
        let factory = try makeFactory {
            try $0.register(NamedViewModel.init)
            try $0.register(RobotViewModel.init)
        }
        #expect(try dispatchedIdentifier(factory, Robot(name: "R2")) == "robot")

        final class NamedDog: Dog, Named {}
        let classFactory = try makeFactory {
            try $0.register(NamedViewModel.init)
            try $0.register(DogViewModel.init)
        }
        #expect(try dispatchedIdentifier(classFactory, NamedDog(name: "Rex")) == "dog")
    }

    @Test("between two protocols the first registered wins, deterministically")
    func protocolTie() throws {
        let namedFirst = try makeFactory {
            try $0.register(NamedViewModel.init)
            try $0.register(TitledViewModel.init)
        }
        let titledFirst = try makeFactory {
            try $0.register(TitledViewModel.init)
            try $0.register(NamedViewModel.init)
        }
        for _ in 0..<3 {
            #expect(try dispatchedIdentifier(namedFirst, Robot(name: "R2")) == "named")
            #expect(try dispatchedIdentifier(titledFirst, Robot(name: "R2")) == "titled")
        }
    }

    @Test("a fallback answer is found once per dynamic type and cached in the registry snapshot")
    func fallbackIsCached() throws {
        let factory = try makeFactory {
            try $0.register(AnimalViewModel.init)
            try $0.register(NamedViewModel.init)
        }
        let state = factory.snapshot()
        #expect(state.resolution(for: Dog(name: "a")) == .registration(0))
        #expect(state.cachedResolution(for: Dog.self) == .registration(0))
        #expect(state.cachedResolution(for: Cat.self) == nil)
        #expect(state.resolution(for: Book(name: "b")) == .registration(1))
        #expect(state.cachedResolution(for: Book.self) == .registration(1))
        #expect(state.resolution(for: "text") == .unregistered)
        #expect(state.cachedResolution(for: String.self) == .unregistered)
        // Exact types never touch the cache.
        try factory.register(PersonViewModel.init)
        let newState = factory.snapshot()
        #expect(newState.resolution(for: Person(name: "c")) == .registration(2))
        #expect(newState.cachedResolution(for: Person.self) == nil)
    }

    @Test("registering makes a new snapshot: a dispatcher made earlier keeps its view")
    func snapshotIsolation() throws {
        let factory = CollectionFactory()
        var before = factory.makeDispatcher()
        try factory.register(PersonViewModel.init)
        var after = factory.makeDispatcher()
        let location = CellLocation.item(CellIndexPath(item: 0))
        #expect(try before.dispatch(Person(name: "a"), at: location).viewModel is PlaceholderViewModel)
        #expect(try after.dispatch(Person(name: "a"), at: location).viewModel is PersonViewModel)
    }

    @Test("an Optional holding a value dispatches as the value; nil follows the unregistered policy")
    func optionals() throws {
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        let some: Person? = Person(name: "Ada")
        let none: Person? = nil
        let nested: Person?? = .some(some)
        #expect(try dispatchedIdentifier(factory, some as Any) == "person")
        #expect(try dispatchedIdentifier(factory, nested as Any) == "person")
        #expect(try dispatchedIdentifier(factory, none as Any) == "[nil item]")
    }

    @Test("a type-erasing box is dispatched by what it holds, even after its type was cached")
    func typeErasingBox() throws {
        let factory = try makeFactory {
            try $0.register(PersonViewModel.init)
            try $0.register(IntViewModel.init)
        }
        var dispatcher = factory.makeDispatcher()
        let location = CellLocation.item(CellIndexPath(item: 0))
        let first = try dispatcher.dispatch(AnyHashable(Person(name: "a")), at: location)
        #expect(first.viewModel?.identifier == "person")
        let second = try dispatcher.dispatch(AnyHashable(5), at: location)
        #expect(second.viewModel?.identifier == "int")
        #expect((second.viewModel as? IntViewModel)?.shown == 5)
    }

    @Test("a dispatcher reuses one view model per kind; the factory's answers are fresh each time")
    func reuse() throws {
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        let location = CellLocation.item(CellIndexPath(item: 0))
        let first = try dispatcher.dispatch(Person(name: "a"), at: location).viewModel as? PersonViewModel
        let second = try dispatcher.dispatch(Person(name: "b"), at: location).viewModel as? PersonViewModel
        #expect(first === second)
        #expect(second?.shown == Person(name: "b"))

        let data = SectionedData(items: [Person(name: "a"), Person(name: "b")])
        let one = try factory.viewModel(at: CellIndexPath(item: 0), in: data) as? PersonViewModel
        let two = try factory.viewModel(at: CellIndexPath(item: 1), in: data) as? PersonViewModel
        #expect(one !== two)
        #expect(one?.shown == Person(name: "a"))
        #expect(two?.shown == Person(name: "b"))
    }

    @Test("canDispatch tells whether a registered view model would show an item")
    func canDispatch() throws {
        let factory = try makeFactory { try $0.register(AnimalViewModel.init) }
        #expect(factory.canDispatch(Dog(name: "a")))
        #expect(!factory.canDispatch(3))
    }
}
