import Testing

@testable import CellFactory

// Items that arrive as an existential inside `Any`: a host's generic container erasing its value
// (`Holder<Any>`), an `any P`, an `any Error`, an `AnyHashable`. Each must reach the view model of
// its superclass or protocol with its own value, exactly as the same item not wrapped does.

private struct Holder<T> {
    let value: T
    var erased: Any { value }
}

private class BaseWidget {
    let title: String
    init(_ title: String) { self.title = title }
}

private final class FancyWidget: BaseWidget {}

private protocol Describing {
    var summary: String { get }
}

/// Three strings: too large for an existential's inline buffer, so an `Any` holds it in a box.
private struct Wide: Describing {
    var a: String
    var b: String
    var c: String
    var summary: String { "\(a) \(b) \(c)" }
}

private struct Failure: Error, Describing, Hashable {
    var code: Int
    var summary: String { "failure \(code)" }
}

private final class WidgetViewModel: RecordingViewModel<BaseWidget> {
    init() { super.init(identifier: "widget") }
}

private final class DescribingViewModel: RecordingViewModel<any Describing> {
    init() { super.init(identifier: "describing") }
}

@Suite("Nested existentials: items wrapped in Any, any P, any Error and AnyHashable")
struct NestedExistentialTests {
    private let location = CellLocation.item(CellIndexPath(item: 0))

    /// Dispatches each item with one dispatcher and returns the view model shown for each.
    private func dispatchAll<VM: CellViewModel>(_ items: [Any], to: VM.Type, in factory: CollectionFactory)
        throws -> [VM.Model?]
    {
        var dispatcher = factory.makeDispatcher()
        return try items.map { item in
            let viewModel = try dispatcher.dispatch(item, at: location).viewModel
            return (viewModel as? RecordingViewModel<VM.Model>)?.shown
        }
    }

    @Test("a subclass instance inside Holder<Any> and Holder<BaseWidget> reaches the superclass's view model")
    func superclassInsideHolder() throws {
        let factory = try makeFactory { try $0.register(WidgetViewModel.init) }
        let plain = FancyWidget("plain")
        let nested = FancyWidget("nested")
        let typed = FancyWidget("typed")
        let items: [Any] = [
            plain, Holder<Any>(value: nested).erased, Holder<BaseWidget>(value: typed).erased, plain,
            Holder<Any>(value: nested).erased,
        ]
        let shown = try dispatchAll(items, to: WidgetViewModel.self, in: factory)
        #expect(shown.map { $0?.title } == ["plain", "nested", "typed", "plain", "nested"])
        #expect(shown[1] === nested && shown[2] === typed)
    }

    @Test("a large struct inside Holder<any P> and Holder<Any> reaches the protocol's view model")
    func protocolInsideHolder() throws {
        let factory = try makeFactory { try $0.register(DescribingViewModel.init) }
        let items: [Any] = [
            Wide(a: "one", b: "two", c: "three"),
            Holder<any Describing>(value: Wide(a: "four", b: "five", c: "six")).erased,
            Holder<Any>(value: Wide(a: "seven", b: "eight", c: "nine")).erased,
            Wide(a: "ten", b: "eleven", c: "twelve"),
        ]
        let shown = try dispatchAll(items, to: DescribingViewModel.self, in: factory)
        #expect(
            shown.map { $0?.summary } == [
                "one two three", "four five six", "seven eight nine", "ten eleven twelve",
            ])
    }

    @Test("any Error and AnyHashable holding a conforming value reach the protocol's view model")
    func errorAndHashableBoxes() throws {
        let factory = try makeFactory { try $0.register(DescribingViewModel.init) }
        let items: [Any] = [
            Failure(code: 1) as any Error, AnyHashable(Failure(code: 2)), Failure(code: 3),
            Holder<any Error>(value: Failure(code: 4)).erased,
        ]
        let shown = try dispatchAll(items, to: DescribingViewModel.self, in: factory)
        #expect(shown.map { $0?.summary } == ["failure 1", "failure 2", "failure 3", "failure 4"])
    }

    @Test("a wrapped value of an unregistered type is a placeholder naming the type inside")
    func wrappedUnregistered() throws {
        let factory = try makeFactory { try $0.register(WidgetViewModel.init) }
        var dispatcher = factory.makeDispatcher()
        let result = try dispatcher.dispatch(
            Holder<Any>(value: Wide(a: "", b: "", c: "")).erased, at: location)
        let placeholder = try #require(result.viewModel as? PlaceholderViewModel)
        #expect(placeholder.placeholderText == "[no view model for Wide]")
    }
}
