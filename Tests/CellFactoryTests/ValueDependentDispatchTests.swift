import Testing

@testable import CellFactory

// Answers a dispatcher must not keep for a whole type: a collection's cast depends on what it
// holds, and a view model may refuse some values of its model type.

private final class NumbersViewModel: RecordingViewModel<[Int]> {
    init() { super.init(identifier: "numbers") }
}

private protocol Labelled {
    var label: String { get }
}

private struct Short: Labelled { var label: String }
private struct Long: Labelled { var label: String }

/// Shows labels, but refuses `Long` ones in its own `updateData`.
private final class PickyViewModel: CellViewModel {
    private(set) var shown: (any Labelled)?
    let identifier = "picky"
    let size = CellSize.fixed(columns: 10)
    func update(with model: any Labelled) { shown = model }
    func updateData(_ data: Any) throws(CellFactoryError) {
        guard let model = data as? any Labelled, !(model is Long) else {
            throw CellFactoryError(.wrongModelType, "picky")
        }
        update(with: model)
    }
}

private final class AnythingViewModel: RecordingViewModel<Any> {
    init() { super.init(identifier: "anything") }
}

@Suite("Dispatch answers that depend on the value, not only on its type")
struct ValueDependentDispatchTests {
    @Test("[Any] items are answered one by one: numbers are an [Int], mixed contents are not")
    func collectionsByContent() throws {
        let factory = try makeFactory { try $0.register(NumbersViewModel.init) }
        let items: [Any] = [["text"] as [Any], [1, 2] as [Any], ["again"] as [Any], [3] as [Any]]
        var dispatcher = factory.makeDispatcher()
        let identifiers = try items.enumerated().map { index, item in
            try dispatcher.dispatch(item, at: .item(CellIndexPath(item: index))).viewModel?.identifier
        }
        let expected = items.map { $0 is [Int] ? "numbers" : PlaceholderViewModel.reuseIdentifier }
        #expect(identifiers == expected)
        #expect(
            identifiers == [
                PlaceholderViewModel.reuseIdentifier, "numbers", PlaceholderViewModel.reuseIdentifier,
                "numbers",
            ])
    }

    @Test("a value refused by the chosen view model goes to the next registration that accepts it")
    func refusedValueFallsThrough() throws {
        let factory = try makeFactory {
            try $0.register(PickyViewModel.init)
            try $0.register(AnythingViewModel.init)
        }
        var dispatcher = factory.makeDispatcher()
        let location = CellLocation.item(CellIndexPath(item: 0))
        let short = try dispatcher.dispatch(Short(label: "s"), at: location).viewModel
        #expect((short as? PickyViewModel)?.shown?.label == "s")
        let long = try dispatcher.dispatch(Long(label: "l"), at: location).viewModel
        #expect(((long as? AnythingViewModel)?.shown as? Long)?.label == "l")
        let again = try dispatcher.dispatch(Long(label: "m"), at: location).viewModel
        #expect(((again as? AnythingViewModel)?.shown as? Long)?.label == "m")
    }
}
