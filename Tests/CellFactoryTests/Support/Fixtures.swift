import CellFactory

// Models and view models used across the core tests: a struct, a class hierarchy and protocols.

struct Person: Hashable {
    var name: String
}

protocol Named {
    var name: String { get }
}

protocol Titled {
    var title: String { get }
}

class Animal {
    let name: String
    init(name: String) { self.name = name }
}

class Dog: Animal {}

final class Puppy: Dog {}

final class Cat: Animal {}

final class Robot: Named, Titled {
    let name: String
    var title: String { "Robot \(name)" }
    init(name: String) { self.name = name }
}

struct Book: Named {
    var name: String
}

struct Heading: Hashable {
    var text: String
}

/// A view model that tells what it shows as text, whatever its model type.
protocol DescribesShownModel {
    /// `String(describing:)` of the shown model, or `nil` before the first update.
    var shownDescription: String? { get }
}

/// A view model whose every property says which kind of view model it is and what it shows.
class RecordingViewModel<Model>: CellViewModel, DescribesShownModel {
    private(set) var shown: Model?
    private(set) var updateCount = 0
    let identifier: String
    var size: CellSize
    var supportedActions: [CellAction]

    init(identifier: String, size: CellSize = .fixed(columns: 10), actions: [CellAction] = []) {
        self.identifier = identifier
        self.size = size
        self.supportedActions = actions
    }

    var shownDescription: String? { shown.map { String(describing: $0) } }

    func update(with model: Model) {
        shown = model
        updateCount += 1
    }

    func handle(_ action: CellAction, events: any CellEventSink) {
        events.receive(CellEvent("\(identifier).\(action)", detail: "\(shown.map { "\($0)" } ?? "nil")"))
    }
}

final class PersonViewModel: RecordingViewModel<Person> {
    init() { super.init(identifier: "person", actions: [.select]) }
}

final class AnimalViewModel: RecordingViewModel<Animal> {
    init() { super.init(identifier: "animal") }
}

final class DogViewModel: RecordingViewModel<Dog> {
    init() { super.init(identifier: "dog") }
}

final class NamedViewModel: RecordingViewModel<any Named> {
    init() { super.init(identifier: "named") }
}

final class TitledViewModel: RecordingViewModel<any Titled> {
    init() { super.init(identifier: "titled") }
}

final class IntViewModel: RecordingViewModel<Int> {
    init() { super.init(identifier: "int", actions: [.select, CellAction("double")]) }
}

final class HeadingViewModel: RecordingViewModel<Heading> {
    init() { super.init(identifier: "heading", size: .fullWidth()) }
}

/// A cell catalog that knows some identifiers and which view model types their cells draw.
struct FakeCatalog: CellCatalog {
    var drawable: [String: (any CellViewModel) -> Bool]

    func check(_ viewModel: any CellViewModel) -> CellCheck {
        guard let canDraw = drawable[viewModel.identifier] else { return .noCell }
        return canDraw(viewModel) ? .drawable : .cellCannotDraw(cellType: "FakeCell", expects: "Something")
    }
}

/// The seed's way of handing data over: a host object with a `dataContainer`, as a data source.
final class SeedScreen: FactoryDataSource {
    var dataContainer: [Any]
    init(_ items: [Any]) { dataContainer = items }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { dataContainer.count }
    func item(at indexPath: CellIndexPath) -> Any { dataContainer[indexPath.item] }
}

func makeFactory(
    _ policy: UnregisteredItemPolicy = .placeholder,
    registering: (CollectionFactory) throws -> Void
) rethrows -> CollectionFactory {
    let factory = CollectionFactory(unregisteredItemPolicy: policy)
    try registering(factory)
    return factory
}

/// Dispatches each item in turn and returns what `shown` reads from its view model right after,
/// or `nil` for an item that reached a view model of another type.
func dispatchEach<ViewModel: CellViewModel, Shown>(
    _ items: [Any], with dispatcher: inout ViewModelDispatcher, reading shown: (ViewModel) -> Shown?
) throws -> [Shown?] {
    // Collected from inside the closure: what is read may be a model that is not `Sendable`.
    var read: [Shown?] = []
    for (index, item) in items.enumerated() {
        try dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
            read.append(($0.viewModel as? ViewModel).flatMap(shown))
        }
    }
    return read
}

/// A factory for people, numbers and headings: the registrations most suites share.
func makePeopleFactory() throws -> CollectionFactory {
    try makeFactory {
        try $0.register(PersonViewModel.init)
        try $0.register(IntViewModel.init)
        try $0.register(HeadingViewModel.init)
    }
}

/// The identifier of the view model the factory picks for an item, or a placeholder's text.
func dispatchedIdentifier(_ factory: CollectionFactory, _ item: Any) throws -> String {
    switch try factory.viewModel(for: item) {
    case .viewModel(let viewModel as PlaceholderViewModel): return viewModel.placeholderText
    case .viewModel(let viewModel): return viewModel.identifier
    case .skipped(let placeholder): return "skipped " + placeholder.text
    }
}

extension CollectionFactory {
    /// The factory's answer for the model at a location of a data source, as a host asks it: the
    /// data source's `model(at:)`, then the public `viewModel(for:at:)`; `nil` where the data
    /// source has no model (a missing header).
    func viewModelForModel(at location: CellLocation, in data: some FactoryDataSource)
        throws(CellFactoryError)
        -> DispatchResult?
    {
        guard let model = data.model(at: location) else { return nil }
        return try viewModel(for: model, at: location)
    }
}
