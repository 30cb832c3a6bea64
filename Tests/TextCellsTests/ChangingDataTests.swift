import CellFactory
import TestSupport
import Testing

@testable import TextCells

/// A data source that changes while it is being rendered: each item it hands out renames the
/// items that follow, and after the third item two items are gone (it then answers `nil`).
final class ShiftingDataSource: FactoryDataSource {
    private(set) var requests: [CellIndexPath] = []
    private(set) var countRequests = 0
    private var names = ["a", "b", "c", "d", "e"]

    var numberOfSections: Int { 1 }

    func numberOfItems(inSection section: Int) -> Int {
        countRequests += 1
        return names.count
    }

    func item(at indexPath: CellIndexPath) -> Any {
        requests.append(indexPath)
        guard names.indices.contains(indexPath.item) else { return Optional<Member>.none as Any }
        let member = Member(name: names[indexPath.item])
        for index in names.indices where index > indexPath.item { names[index] += "'" }
        if indexPath.item == 2 { names.removeLast(2) }
        return member
    }
}

@Suite("Data that changes while it is rendered")
struct ChangingDataTests {
    @Test(
        "each section's count is read once; each item is asked for once, in order, and drawn as it was then")
    func dataSourceChangesDuringRender() throws {
        let view = try makeView()
        let data = ShiftingDataSource()
        let text = try view.render(data, width: 16)
        // The count read before the items (5) is kept; each row shows the name at the time it was
        // asked for, with the renames made while the rows before it were drawn.
        // Items that went away answer nil and show as placeholder rows: 5 rows for the 5 counted.
        #expect(
            text
                == "a               \nb'              \nc''             \n[nil item]      \n[nil item]      \n"
        )
        #expect(data.countRequests == 1)
        #expect(data.requests.map(\.item) == [0, 1, 2, 3, 4])
    }

    @Test("a class model changed between renders shows its new value in the next render")
    func classModelChangesBetweenRenders() throws {
        let factory = CollectionFactory()
        try factory.register(CounterViewModel.init)
        let view = CollectionView(factory: factory)
        view.register(TextLineCell.self, forCellWithReuseIdentifier: "counter")
        let counter = Counter()
        let data = SectionedData(items: [counter, counter])
        #expect(try view.render(data, width: 8) == "count 0 \ncount 0 \n")
        counter.value = 41
        counter.value += 1
        #expect(try view.render(data, width: 8) == "count 42\ncount 42\n")
    }
}

/// A reference-type model that the host changes after it was rendered.
final class Counter {
    var value = 0
}

final class CounterViewModel: CellViewModel, TextLineCellDataSource {
    private var shown = 0
    var identifier: String { "counter" }
    var size: CellSize { .fixed(columns: 8) }
    func update(with model: Counter) { shown = model.value }
    var text: String { "count \(shown)" }
}
