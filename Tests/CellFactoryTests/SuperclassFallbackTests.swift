import Testing

@testable import CellFactory

// The superclass fallback: an instance of a subclass reaches its superclass's view model. These
// tests check each update against the object dispatched, that references are balanced, and that
// type-erasing boxes holding an instance still dispatch.

private class Pet {
    let name: String
    required init(name: String) { self.name = name }
    var sound: String { "..." }
}

private class Terrier: Pet {
    override var sound: String { "woof" }
}

private final class Whelp: Terrier {
    override var sound: String { "yip" }
}

private final class Tabby: Pet {
    override var sound: String { "meow" }
}

/// A generic subclass: each specialisation is a class of its own.
private final class TaggedPet<Tag>: Pet {}

private final class PetViewModel: CellViewModel {
    private(set) var shown: Pet?
    let identifier = "pet"
    let size = CellSize.fixed(columns: 10)
    func update(with model: Pet) { shown = model }
}

@Suite("Superclass fallback: subclass instances reach the superclass's view model", .serialized)
struct SuperclassFallbackTests {
    private func dispatch(_ items: [Any], with dispatcher: inout ViewModelDispatcher) throws -> [Pet?] {
        try dispatchEach(items, with: &dispatcher) { (viewModel: PetViewModel) in viewModel.shown }
    }

    @Test("instances of every subclass reach the superclass's view model as themselves")
    func subclasses() throws {
        let factory = try makeFactory { try $0.register(PetViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        let animals: [Pet] = [
            Terrier(name: "rex"), Whelp(name: "bit"), Tabby(name: "tom"), Pet(name: "generic"),
            TaggedPet<Int>(name: "int"), TaggedPet<String>(name: "string"),
        ]
        // Two rounds: the first finds each class's registration, the second reuses the answer.
        let items = animals + animals.map { type(of: $0).init(name: $0.name + "2") }
        let shown = try dispatch(items, with: &dispatcher)
        #expect(shown.count == items.count)
        for (item, shown) in zip(items, shown) {
            #expect(shown === item)
            #expect(shown?.sound == item.sound)
        }
    }

    @Test("references are balanced: a dispatched instance lives while its view model shows it")
    func references() throws {
        let factory = try makeFactory { try $0.register(PetViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        weak var first: Terrier?
        weak var second: Terrier?
        do {
            let dog = Terrier(name: "first")
            first = dog
            _ = try dispatcher.dispatch(dog, at: .item(CellIndexPath(item: 0))).viewModel
        }
        do {
            let dog = Terrier(name: "second")
            second = dog
            _ = try dispatcher.dispatch(dog, at: .item(CellIndexPath(item: 1))).viewModel
        }
        // The view model shows the second dog only; the first is gone.
        #expect(first == nil)
        #expect(second?.name == "second")
    }

    @Test("many instances: each is shown, and each is freed once")
    func manyReferences() throws {
        let factory = try makeFactory { try $0.register(PetViewModel.init) }
        var freed: [Bool] = []
        var shown: [String?] = []
        weak var last: Terrier?
        do {
            var dispatcher = factory.makeDispatcher()
            for index in 0..<200 {
                weak let previous = last
                let dog = Terrier(name: "dog \(index)")
                last = dog
                let viewModel = try dispatcher.dispatch(dog, at: .item(CellIndexPath(item: index))).viewModel
                shown.append((viewModel as? PetViewModel)?.shown?.name)
                // The view model let go of the previous dog when it took this one.
                freed.append(previous == nil)
            }
            #expect(last?.name == "dog 199")
        }
        #expect(shown == (0..<200).map { "dog \($0)" })
        #expect(freed.allSatisfy { $0 })
        // With its dispatcher gone, nothing holds the last dog.
        #expect(last == nil)
    }

    @Test("an AnyHashable holding an instance dispatches as the instance")
    func boxes() throws {
        let factory = try makeFactory { try $0.register(PetViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        final class HashableTerrier: Terrier, Hashable {
            static func == (lhs: HashableTerrier, rhs: HashableTerrier) -> Bool { lhs === rhs }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        let dog = HashableTerrier(name: "boxed")
        let items: [Any] = [AnyHashable(dog), AnyHashable(dog)]
        let shown = try dispatch(items, with: &dispatcher)
        #expect(shown.allSatisfy { $0 === dog })
    }
}
