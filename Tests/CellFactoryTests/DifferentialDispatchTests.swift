import Foundation
import Testing

@testable import CellFactory

// Differential test of dispatch: every item, of many value layouts and wrapped in many ways, is
// dispatched through exact, superclass and protocol registrations, and what its view model shows
// is compared with what a plain `as?` of the same item gives. Dispatch must agree on every item,
// in every round (the second round answers from the dispatcher's cache).

/// What the protocol registrations show: a text that tells values apart.
private protocol Probe {
    var probe: String { get }
}

private struct Empty: Probe { var probe: String { "empty" } }
private struct Tiny: Probe, Hashable {
    var byte: Int8
    var probe: String { "tiny \(byte)" }
}
private struct ThreeWords: Probe {
    var a: Int
    var b: Int
    var c: Int
    var probe: String { "three \(a) \(b) \(c)" }
}
/// Larger than an existential's inline buffer: an `Any` keeps it in a box.
private struct Boxed: Probe {
    var first: String
    var second: String
    var number: Int
    var probe: String { "boxed \(first) \(second) \(number)" }
}
private struct WithArray: Probe {
    var values: [Int]
    var probe: String { "array \(values)" }
}
private enum Plain: Probe {
    case north, south
    var probe: String { "plain \(self == .north ? "north" : "south")" }
}
private enum Payloads: Probe, Hashable {
    case number(Int)
    case text(String)
    case pair(Int, String)
    case none
    var probe: String { "payloads \(self)" }
}
private indirect enum Tree: Probe {
    case leaf(Int)
    case node(Tree, Tree)
    var probe: String { "tree \(self)" }
}
private enum Raw: String, Probe {
    case one, two
    var probe: String { "raw \(rawValue)" }
}
private struct Generic<Value>: Probe {
    var value: Value
    var probe: String { "generic \(value)" }
}

/// The superclass registrations' model.
private class ProbeBase: Probe, Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    var probe: String { "base \(id)" }
    static func == (lhs: ProbeBase, rhs: ProbeBase) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
private class ProbeChild: ProbeBase {
    override var probe: String { "child \(id)" }
}
private final class ProbeGrandchild: ProbeChild {
    override var probe: String { "grandchild \(id)" }
}
private final class GenericChild<Extra>: ProbeBase {
    let extra: Extra
    init(id: Int, extra: Extra) {
        self.extra = extra
        super.init(id: id)
    }
    override var probe: String { "generic child \(id) \(extra)" }
}
/// A class that conforms to the protocol but is outside the superclass's hierarchy.
private final class Standalone: Probe {
    let id: Int
    init(id: Int) { self.id = id }
    var probe: String { "standalone \(id)" }
}
private struct ProbeError: Error, Probe {
    var code: Int
    var probe: String { "error \(code)" }
}

private struct Holder<T> {
    let value: T
    var erased: Any { value }
}

/// Shows any model and keeps it, so a test can compare it with the item.
private final class Recorder<Model>: CellViewModel {
    private(set) var shown: Model?
    let identifier = "recorder"
    let size = CellSize.fixed(columns: 10)
    func update(with model: Model) { shown = model }
}

/// A text that tells two values apart: their description, and the identity of an object.
private func fingerprint(_ value: Any?) -> String {
    guard let value else { return "nil" }
    let identity = type(of: value) is AnyClass ? " #\(ObjectIdentifier(value as AnyObject).hashValue)" : ""
    return String(reflecting: value) + identity
}

/// One kind of value, with its registration for its exact type and the check of what it shows.
private struct Layout {
    let name: String
    let value: Any
    let registerExactly: (CollectionFactory) throws -> Void
    /// Whether a view model shows what `item as? T` gives, or is a placeholder when that is `nil`.
    let showsExactly: (_ item: Any, _ viewModel: any CellViewModel) -> Bool

    init<T>(_ name: String, _ value: T) {
        self.name = name
        self.value = value
        registerExactly = { try $0.register(Recorder<T>.init, onDuplicate: .replace) }
        showsExactly = { item, viewModel in
            guard let expected = item as? T else { return viewModel is PlaceholderViewModel }
            guard let recorder = viewModel as? Recorder<T> else { return false }
            return fingerprint(recorder.shown) == fingerprint(expected)
        }
    }
}

/// One of each layout, made fresh for each test.
private func makeLayouts() -> [Layout] {
    [
        Layout("empty struct", Empty()),
        Layout("one-byte struct", Tiny(byte: 7)),
        Layout("three-word struct", ThreeWords(a: 1, b: 2, c: 3)),
        Layout("boxed struct", Boxed(first: "a long first string here", second: "b", number: 4)),
        Layout("struct with an array", WithArray(values: [1, 2, 3])),
        Layout("enum without payloads", Plain.south),
        Layout("multi-payload enum, number", Payloads.number(5)),
        Layout("multi-payload enum, text", Payloads.text("six")),
        Layout("multi-payload enum, pair", Payloads.pair(7, "seven")),
        Layout("multi-payload enum, empty case", Payloads.none),
        Layout("indirect enum", Tree.node(.leaf(1), .leaf(2))),
        Layout("raw-value enum", Raw.two),
        Layout("generic struct of Int", Generic(value: 8)),
        Layout("generic struct of String", Generic(value: "nine")),
        Layout("generic struct of a class", Generic(value: Standalone(id: 10))),
        Layout("open class", ProbeBase(id: 11)),
        Layout("subclass", ProbeChild(id: 12)),
        Layout("final sub-subclass", ProbeGrandchild(id: 13)),
        Layout("generic subclass", GenericChild(id: 14, extra: "extra")),
        Layout("class conforming to the protocol", Standalone(id: 15)),
        Layout("error", ProbeError(code: 16)),
        Layout("Int", 17),
        Layout("String", "eighteen"),
        Layout("Double", 19.5),
        Layout("Bool", true),
        Layout("tuple", (20, "twenty")),
        Layout("array", [21, 22]),
        Layout("dictionary", ["k": 23]),
        Layout("set", Set([24])),
        Layout("Date", Date(timeIntervalSince1970: 25)),
        Layout("URL", URL(fileURLWithPath: "/tmp/26")),
        Layout("Data", Data([2, 7])),
        Layout("UUID", UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 28))),
        Layout("metatype of a struct", Tiny.self),
        Layout("metatype of a class", ProbeChild.self),
        Layout("metatype of a function type", ((Int) -> Int).self),
    ]
}

/// An item as dispatch receives it, with the layout it came from.
private struct Item {
    let description: String
    let value: Any
    let layout: Layout
}

/// Each layout's value as it is, and wrapped: in `Optional` layers (also `nil`), in a generic
/// container erased to `Any`, as `any Probe`, `ProbeBase`, `any Error` and `AnyHashable`.
private func items() -> [Item] {
    makeLayouts().flatMap { layout -> [Item] in
        let value = layout.value
        var wrapped: [(String, Any)] = [
            ("as it is", value),
            ("in Holder<Any>", Holder<Any>(value: value).erased),
            ("in Optional", Optional(value) as Any),
            ("in two Optionals", Optional(Optional(value)) as Any),
            ("nil", Optional<Any>.none as Any),
            ("Optional in Holder<Any>", Holder<Any>(value: Optional(value) as Any).erased),
            ("Holder<Any> in Holder<Any>", Holder<Any>(value: Holder<Any>(value: value).erased).erased),
        ]
        if let probe = value as? any Probe {
            wrapped.append(("in Holder<any Probe>", Holder(value: probe).erased))
        }
        if let base = value as? ProbeBase {
            wrapped.append(("in Holder<ProbeBase>", Holder(value: base).erased))
        }
        if let error = value as? any Error { wrapped.append(("as any Error", error as Any)) }
        if let hashable = value as? AnyHashable { wrapped.append(("in AnyHashable", hashable as Any)) }
        return wrapped.map { Item(description: "\(layout.name), \($0.0)", value: $0.1, layout: layout) }
    }
}

@Suite("Differential dispatch: the view model shows what a plain as? gives")
struct DifferentialDispatchTests {
    enum Registrations: String, CaseIterable, Sendable {
        case exact, superclass, protocolModel
    }

    private func makeFactory(_ registrations: Registrations) throws -> CollectionFactory {
        let factory = CollectionFactory()
        switch registrations {
        case .exact: for layout in makeLayouts() { try layout.registerExactly(factory) }
        case .superclass: try factory.register(Recorder<ProbeBase>.init)
        case .protocolModel: try factory.register(Recorder<any Probe>.init)
        }
        return factory
    }

    private func agrees(_ registrations: Registrations, _ item: Item, _ viewModel: any CellViewModel) -> Bool
    {
        switch registrations {
        case .exact:
            return item.layout.showsExactly(item.value, viewModel)
        case .superclass:
            guard let expected = item.value as? ProbeBase else { return viewModel is PlaceholderViewModel }
            return (viewModel as? Recorder<ProbeBase>)?.shown === expected
        case .protocolModel:
            guard let expected = item.value as? any Probe else { return viewModel is PlaceholderViewModel }
            return (viewModel as? Recorder<any Probe>)?.shown?.probe == expected.probe
        }
    }

    @Test(
        "every layout, as it is and wrapped, through each kind of registration",
        arguments: Registrations.allCases)
    func agreesWithCast(_ registrations: Registrations) throws {
        #expect(makeLayouts().count >= 30)
        let factory = try makeFactory(registrations)
        let all = items()
        var dispatcher = factory.makeDispatcher()
        // Forwards, then backwards: the second round answers every type from the cache, in
        // another order of types.
        for (round, order) in [Array(all.indices), all.indices.reversed()].enumerated() {
            for index in order {
                let item = all[index]
                let result = try dispatcher.dispatch(item.value, at: .item(CellIndexPath(item: index)))
                let viewModel = try #require(result.viewModel, "\(item.description)")
                #expect(agrees(registrations, item, viewModel), "round \(round): \(item.description)")
            }
        }
        // The factory's one-off answers agree too.
        for (index, item) in all.enumerated() {
            let data = SectionedData(items: [item.value])
            let result = try factory.viewModelForModel(at: .item(CellIndexPath(item: 0)), in: data)
            let viewModel = try #require(result?.viewModel, "\(item.description)")
            #expect(agrees(registrations, item, viewModel), "one-off \(index): \(item.description)")
        }
    }
}
