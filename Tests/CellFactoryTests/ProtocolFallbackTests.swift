import Testing

@testable import CellFactory

// The protocol fallback: items whose type conforms to a registered protocol reach its view model.
// These tests feed it every shape of value an existential can hold, check each update against
// what the ordinary cast gives, and check that references are neither leaked nor released twice.

/// A protocol whose requirement depends on the conforming type, so a wrong witness table shows.
private protocol Describing {
    var summary: String { get }
}

/// Fits in an existential's three-word inline buffer.
private struct SmallValue: Describing {
    var number: Int
    var summary: String { "small \(number)" }
}

/// Too large for the inline buffer, so an existential holds it in a box on the heap.
/// 40 bytes, as large as an existential of one protocol, but a struct.
private struct LargeValue: Describing {
    var first: String
    var second: String
    var number: Int
    var summary: String { "large \(first) \(second) \(number)" }
}

private enum Shape: Describing {
    case dot
    case line(length: Int)
    case label(String)
    var summary: String {
        switch self {
        case .dot: "dot"
        case .line(let length): "line \(length)"
        case .label(let text): "label \(text)"
        }
    }
}

/// Counts its live instances, to show that no reference is leaked or released twice.
private final class Tracked: Describing {
    nonisolated(unsafe) static var live = 0
    let number: Int
    init(_ number: Int) {
        self.number = number
        Tracked.live += 1
    }
    deinit { Tracked.live -= 1 }
    var summary: String { "tracked \(number)" }
}

private class BaseWidget: Describing {
    var summary: String { "base widget" }
}

private final class FancyWidget: BaseWidget {
    override var summary: String { "fancy widget" }
}

/// Two specialisations of one generic type have two metadata records and two witness tables.
private struct Boxed<Content>: Describing {
    var content: Content
    var summary: String { "boxed \(Content.self) \(content)" }
}

private protocol Keyed<Key> {
    associatedtype Key
    var key: Key { get }
}

private struct Entry: Keyed {
    var key: String
}

private protocol Owner: AnyObject {
    var ownerName: String { get }
}

private final class Shop: Owner {
    let ownerName: String
    init(_ name: String) { ownerName = name }
}

private final class DescribingViewModel: RecordingViewModel<any Describing> {
    init() { super.init(identifier: "describing") }
    var summary: String? { shown?.summary }
}

private final class KeyedViewModel: RecordingViewModel<any Keyed<String>> {
    init() { super.init(identifier: "keyed") }
}

private final class OwnerViewModel: RecordingViewModel<any Owner> {
    init() { super.init(identifier: "owner") }
}

private final class NamedAndTitledViewModel: RecordingViewModel<any Named & Titled> {
    init() { super.init(identifier: "named and titled") }
}

@Suite("Protocol fallback: conforming values reach the protocol's view model", .serialized)
struct ProtocolFallbackTests {
    /// One of each kind of value, made fresh for each test.
    private func everyKind() -> [any Describing] {
        [
            SmallValue(number: 1), LargeValue(first: "a", second: "b", number: 2),
            Shape.dot, Shape.line(length: 3), Shape.label("four"), Boxed(content: 5), Boxed(content: "six"),
            BaseWidget(), FancyWidget(), SmallValue(number: 7),
            LargeValue(first: "x", second: "y", number: 8), Boxed(content: 9),
        ]
    }

    /// Dispatches each item in turn and returns what the view model showed after each.
    private func summaries(of items: [Any], dispatcher: inout ViewModelDispatcher) throws -> [String?] {
        try dispatchEach(items, with: &dispatcher) { (viewModel: DescribingViewModel) in viewModel.summary }
    }

    @Test("every kind of value reaches the protocol's view model as itself, twice over")
    func everyShapeOfValue() throws {
        let factory = try makeFactory { try $0.register(DescribingViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        // Two rounds: the first finds each type's registration, the second reuses the answer.
        let items = (everyKind() + everyKind()).map { $0 as Any }
        let expected = items.map { ($0 as? any Describing)?.summary }
        #expect(try summaries(of: items, dispatcher: &dispatcher) == expected)
    }

    @Test("many items of one type, each shown with its own value")
    func manyItemsOfOneType() throws {
        let factory = try makeFactory { try $0.register(DescribingViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        let items: [Any] = (0..<500).map {
            $0.isMultiple(of: 2)
                ? LargeValue(first: "f\($0)", second: "s", number: $0) as Any : SmallValue(number: $0)
        }
        let expected = items.map { ($0 as? any Describing)?.summary }
        #expect(try summaries(of: items, dispatcher: &dispatcher) == expected)
    }

    @Test("references held by the shown models are released once, not leaked")
    func referencesBalance() throws {
        let factory = try makeFactory { try $0.register(DescribingViewModel.init) }
        let liveBefore = Tracked.live
        do {
            var dispatcher = factory.makeDispatcher()
            var shown: [String?] = []
            var expected: [String?] = []
            for index in 0..<200 {
                let item: Any = index.isMultiple(of: 3) ? Boxed(content: Tracked(index)) : Tracked(index)
                expected.append((item as? any Describing)?.summary)
                shown.append(
                    (try dispatcher.dispatch(item, at: .item(CellIndexPath(item: index))).viewModel
                        as? DescribingViewModel)?.summary)
            }
            #expect(shown == expected)
            #expect(shown[1] == "tracked 1")
            // The reused view model keeps only the last item alive.
            #expect(Tracked.live - liveBefore == 1)
        }
        #expect(Tracked.live == liveBefore)
    }

    @Test("a parameterised protocol's view model is fed the same way")
    func parameterisedProtocol() throws {
        let factory = try makeFactory { try $0.register(KeyedViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        var keys: [String?] = []
        for index in 0..<10 {
            let viewModel = try dispatcher.dispatch(
                Entry(key: "k\(index)"), at: .item(CellIndexPath(item: index))
            ).viewModel
            keys.append((viewModel as? KeyedViewModel)?.shown?.key)
        }
        #expect(keys == (0..<10).map { "k\($0)" })
    }

    @Test("class-bound protocols and compositions of protocols dispatch too")
    func otherExistentialsUseTheCast() throws {
        let factory = try makeFactory {
            try $0.register(OwnerViewModel.init)
            try $0.register(NamedAndTitledViewModel.init)
        }
        var dispatcher = factory.makeDispatcher()
        for index in 0..<3 {
            let shop = try dispatcher.dispatch(Shop("owner \(index)"), at: .item(CellIndexPath(item: index)))
                .viewModel
            #expect((shop as? OwnerViewModel)?.shown?.ownerName == "owner \(index)")
            let robot = try dispatcher.dispatch(
                Robot(name: "R\(index)"), at: .item(CellIndexPath(item: index))
            ).viewModel
            #expect((robot as? NamedAndTitledViewModel)?.shown?.title == "Robot R\(index)")
        }
    }

    @Test("an Optional dispatches as its value, beside an exact registration")
    func boxesAndExactTypes() throws {
        final class SmallValueViewModel: RecordingViewModel<SmallValue> {
            init() { super.init(identifier: "small") }
        }
        let factory = try makeFactory {
            try $0.register(DescribingViewModel.init)
            try $0.register(SmallValueViewModel.init)
        }
        var dispatcher = factory.makeDispatcher()
        let exact = try dispatcher.dispatch(SmallValue(number: 1), at: .item(CellIndexPath(item: 0)))
            .viewModel
        #expect(exact?.identifier == "small")
        let optional: Any = Shape?.some(.dot) as Any
        let unwrapped = try dispatcher.dispatch(optional, at: .item(CellIndexPath(item: 1))).viewModel
        #expect((unwrapped as? DescribingViewModel)?.summary == "dot")
    }

    @Test("a dispatcher that makes a view model per item shows each item with its own")
    func freshViewModelsUseTheCast() throws {
        let factory = try makeFactory { try $0.register(DescribingViewModel.init) }
        var dispatcher = factory.makeDispatcher(reusingViewModels: false)
        let first = try dispatcher.dispatch(SmallValue(number: 1), at: .item(CellIndexPath(item: 0)))
            .viewModel
        let second = try dispatcher.dispatch(SmallValue(number: 2), at: .item(CellIndexPath(item: 1)))
            .viewModel
        #expect((first as? DescribingViewModel)?.summary == "small 1")
        #expect((second as? DescribingViewModel)?.summary == "small 2")
    }
}
