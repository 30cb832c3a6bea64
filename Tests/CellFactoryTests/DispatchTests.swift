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

    @Test("the registry snapshot answers exact, fallback and unregistered types")
    func snapshotResolutions() throws {
        let factory = try makeFactory {
            try $0.register(AnimalViewModel.init)
            try $0.register(NamedViewModel.init)
        }
        let state = factory.snapshot()
        #expect(state.resolution(for: Dog(name: "a")) == .registration(0))
        #expect(state.resolution(for: Book(name: "b")) == .registration(1))
        #expect(state.resolution(for: "text") == .unregistered)
        try factory.register(PersonViewModel.init)
        let newState = factory.snapshot()
        #expect(newState.resolution(for: Person(name: "c")) == .registration(2))
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

    @Test("more types than the dispatcher's recent slots, interleaved, each reach their own view model")
    func manyInterleavedTypes() throws {
        // Nineteen types evict one another from the sixteen recent slots; Optionals and boxes take
        // the general path in between. Every item must still be shown by its own view model.
        let samples: [(item: Any, shown: String)] = [
            (Int8(1), "1"), (Int16(2), "2"), (Int32(3), "3"), (Int64(4), "4"), (UInt8(5), "5"),
            (UInt16(6), "6"), (UInt32(7), "7"), (UInt64(8), "8"), (UInt(9), "9"), (Float(1.5), "1.5"),
            (Double(2.5), "2.5"), ("text", "text"), (Character("c"), "c"), (true, "true"),
            (Substring("sub"), "sub"), ([1, 2], "[1, 2]"), (["a"], "[\"a\"]"),
            (Person(name: "P"), "\(Person(name: "P"))"), (Heading(text: "H"), "\(Heading(text: "H"))"),
            (Optional(Int8(11)) as Any, "11"), (AnyHashable(Int16(12)), "12"),
        ]
        let factory = try makeFactory {
            try registerShowing(Int8.self, in: $0)
            try registerShowing(Int16.self, in: $0)
            try registerShowing(Int32.self, in: $0)
            try registerShowing(Int64.self, in: $0)
            try registerShowing(UInt8.self, in: $0)
            try registerShowing(UInt16.self, in: $0)
            try registerShowing(UInt32.self, in: $0)
            try registerShowing(UInt64.self, in: $0)
            try registerShowing(UInt.self, in: $0)
            try registerShowing(Float.self, in: $0)
            try registerShowing(Double.self, in: $0)
            try registerShowing(String.self, in: $0)
            try registerShowing(Character.self, in: $0)
            try registerShowing(Bool.self, in: $0)
            try registerShowing(Substring.self, in: $0)
            try registerShowing([Int].self, in: $0)
            try registerShowing([String].self, in: $0)
            try $0.register(PersonViewModel.init)
            try $0.register(HeadingViewModel.init)
        }
        var dispatcher = factory.makeDispatcher()
        for round in 0..<40 {
            // Forwards, backwards and with strides, so that each type follows many others.
            let stride = [1, 2, 5, 8][round % 4]  // coprime to the 21 samples: each order is a permutation
            let order = samples.indices.map { (round + $0 * stride) % samples.count }
            try #require(Set(order).count == samples.count, "stride \(stride) must visit every sample")
            for index in round.isMultiple(of: 2) ? order : order.reversed() {
                let result = try dispatcher.dispatch(
                    samples[index].item, at: .item(CellIndexPath(item: index)))
                let viewModel = try #require(result.viewModel)
                let shown = (viewModel as? any DescribesShownModel)?.shownDescription
                #expect(shown == samples[index].shown, "item \(index), round \(round)")
            }
        }
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
        let one =
            try factory.viewModelForModel(at: .item(CellIndexPath(item: 0)), in: data)?.viewModel
            as? PersonViewModel
        let two =
            try factory.viewModelForModel(at: .item(CellIndexPath(item: 1)), in: data)?.viewModel
            as? PersonViewModel
        #expect(one !== two)
        #expect(one?.shown == Person(name: "a"))
        #expect(two?.shown == Person(name: "b"))
    }

    @Test("a fresh view model for one item says why when no registered one shows it")
    func freshViewModelSaysWhy() throws {
        let factory = try makeFactory { try $0.register(AnimalViewModel.init) }
        let dog = try factory.viewModel(for: Dog(name: "a"), at: .item(CellIndexPath(item: 4)))
        #expect(dog.placeholder == nil)
        #expect((dog.viewModel as? AnimalViewModel)?.shown?.name == "a")
        let number = try factory.viewModel(for: 3, at: .item(CellIndexPath(item: 4)))
        #expect(
            number.placeholder
                == Placeholder(reason: .unregisteredType("Int"), location: .item(CellIndexPath(item: 4))))
        #expect((number.viewModel as? PlaceholderViewModel)?.placeholderText == "[no view model for Int]")
        let none: Person? = nil
        #expect(try factory.viewModel(for: none as Any).placeholder?.reason == .nilItem)
        // Each call makes its own view model: one answer is never changed by the next.
        let other = try factory.viewModel(for: Dog(name: "b"))
        #expect(other.viewModel !== dog.viewModel)
        #expect((dog.viewModel as? AnimalViewModel)?.shown?.name == "a")
    }
}

/// Registers a recording view model for `model`, identified by the type's name.
private func registerShowing<Model>(_ model: Model.Type, in factory: CollectionFactory) throws {
    try factory.register { RecordingViewModel<Model>(identifier: "\(Model.self)") }
}
