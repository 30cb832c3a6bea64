import CellFactory
import Testing

@Suite("Registration")
struct RegistrationTests {
    @Test("a second view model for one model type is rejected by default and the first stays")
    func duplicateRejected() throws {
        final class OtherPersonViewModel: RecordingViewModel<Person> {
            init() { super.init(identifier: "other-person") }
        }
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        let error = #expect(throws: CellFactoryError.self) { try factory.register(OtherPersonViewModel.init) }
        #expect(error?.code == .duplicateRegistration)
        #expect(
            error?.message
                == "PersonViewModel is already registered for Person; pass onDuplicate: .replace to replace it "
                + "with OtherPersonViewModel")
        #expect(try dispatchedIdentifier(factory, Person(name: "a")) == "person")
    }

    @Test("onDuplicate: .replace replaces on purpose, keeping one registration")
    func duplicateReplaced() throws {
        final class OtherPersonViewModel: RecordingViewModel<Person> {
            init() { super.init(identifier: "other-person") }
        }
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        try factory.register(OtherPersonViewModel.init, onDuplicate: .replace)
        #expect(try dispatchedIdentifier(factory, Person(name: "a")) == "other-person")
        #expect(factory.unregister(Person.self))
        #expect(try dispatchedIdentifier(factory, Person(name: "a")) == "[no view model for Person]")
    }

    @Test("unregister removes the view model of a model type")
    func unregister() throws {
        let factory = try makeFactory {
            try $0.register(PersonViewModel.init)
            try $0.register(IntViewModel.init)
        }
        #expect(factory.unregister(Person.self))
        #expect(!factory.unregister(Person.self))
        #expect(try dispatchedIdentifier(factory, Person(name: "a")) == "[no view model for Person]")
        #expect(try dispatchedIdentifier(factory, 1) == "int")
        // Int's registration is the one left.
        #expect(factory.unregister(Int.self))
        #expect(try dispatchedIdentifier(factory, 1) == "[no view model for Int]")
    }

    @Test("factories are independent instances")
    func independentInstances() throws {
        let one = try makeFactory { try $0.register(PersonViewModel.init) }
        let two = CollectionFactory()
        #expect(try one.viewModel(for: Person(name: "a")).placeholder == nil)
        #expect(try two.viewModel(for: Person(name: "a")).placeholder?.reason == .unregisteredType("Person"))
    }
}

@Suite("Unregistered items")
struct UnregisteredItemTests {
    let items: [Any] = [Person(name: "a"), 2.5, Person(name: "b")]

    @Test("placeholder (the default) shows a row naming the type")
    func placeholder() throws {
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        #expect(factory.unregisteredItemPolicy == .placeholder)
        let viewModel = try factory.viewModelForModel(
            at: .item(CellIndexPath(item: 1)), in: SectionedData(items: items))?.viewModel
        let placeholder = try #require(viewModel as? PlaceholderViewModel)
        #expect(placeholder.placeholderText == "[no view model for Double]")
        #expect(placeholder.placeholder.location == .item(CellIndexPath(item: 1)))
        #expect(placeholder.identifier == PlaceholderViewModel.reuseIdentifier)
        #expect(placeholder.size == .fullWidth(lines: 1))
    }

    @Test("skip leaves the item out and counts it")
    func skip() throws {
        let factory = try makeFactory(.skip) { try $0.register(PersonViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        var shown: [String] = []
        for (index, item) in items.enumerated() {
            let answer = try dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
                result in
                switch result {
                case .viewModel(let viewModel): viewModel.identifier
                case .skipped(let placeholder): "skipped \(placeholder.location): \(placeholder.text)"
                }
            }
            shown.append(answer)
        }
        #expect(shown == ["person", "skipped 0.1: [no view model for Double]", "person"])
        #expect(
            try factory.viewModelForModel(at: .item(CellIndexPath(item: 1)), in: SectionedData(items: items))?
                .viewModel == nil)
    }

    @Test(
        "the factory's one-off viewModel(for:at:) answers as a dispatcher does, under every policy",
        arguments: [UnregisteredItemPolicy.placeholder, .skip, .error])
    func oneOffAnswersAsDispatch(policy: UnregisteredItemPolicy) throws {
        let factory = try makeFactory(policy) { try $0.register(PersonViewModel.init) }
        let data = SectionedData(items: items)
        var dispatcher = factory.makeDispatcher()
        for (index, item) in items.enumerated() {
            let location = CellLocation.item(CellIndexPath(item: index))
            let expected = Result { () throws(CellFactoryError) in
                try dispatcher.withViewModel(for: item, at: location) { result in
                    (result.viewModel?.identifier, result.placeholder)
                }
            }
            let answer = Result { () throws(CellFactoryError) in
                try factory.viewModelForModel(at: location, in: data)
            }
            switch (expected, answer) {
            case (.success(let result), .success(let oneOff?)):
                #expect(oneOff.viewModel?.identifier == result.0, "item \(index)")
                #expect(oneOff.placeholder == result.1, "item \(index)")
                if index == 1 {
                    #expect(
                        oneOff.placeholder?.reason == (policy == .error ? nil : .unregisteredType("Double")))
                }
                #expect((oneOff.viewModel as? PersonViewModel)?.shown == item as? Person, "item \(index)")
            case (.failure(let expectedError), .failure(let error)):
                #expect(error == expectedError, "item \(index)")
            default:
                Issue.record("item \(index): dispatch gave \(expected), viewModel(for:at:) \(answer)")
            }
        }
    }

    @Test("error names the index path and the type")
    func error() throws {
        let factory = try makeFactory(.error) { try $0.register(PersonViewModel.init) }
        let error = #expect(throws: CellFactoryError.self) {
            try factory.viewModelForModel(at: .item(CellIndexPath(item: 1)), in: SectionedData(items: items))?
                .viewModel
        }
        #expect(error?.code == .unregisteredItem)
        #expect(error?.location == .item(CellIndexPath(item: 1)))
        #expect(error?.description == "unregisteredItem at 0.1: no view model is registered for Double")
        let nilError = #expect(throws: CellFactoryError.self) {
            try factory.viewModelForModel(
                at: .item(CellIndexPath(item: 0)), in: SectionedData(items: [Person?.none as Any]))?.viewModel
        }
        #expect(nilError?.message == "the item is nil")
    }

    @Test("the policy can be changed on an existing factory")
    func changePolicy() throws {
        let factory = CollectionFactory()
        factory.unregisteredItemPolicy = .error
        #expect(factory.unregisteredItemPolicy == .error)
        #expect(throws: CellFactoryError.self) { try dispatchedIdentifier(factory, 1) }
    }
}
