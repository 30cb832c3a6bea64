import CellFactoryTesting
import Testing

@testable import CellFactory

/// Every record is one Swift type; its `type` field says what it is.
private struct Record: Equatable {
    var type: String?
    var name: String
}

/// Names a record's kind by its `type`, and counts how often it is asked.
private struct RecordKinds: ItemKinds {
    let asked = Locked(0)

    func kind(of record: Record) -> String? {
        asked.withLock { $0 += 1 }
        return record.type
    }
}

/// One view model type for every kind, configured for its kind when it is made: what a kind
/// declared at run time is.
private final class DeclaredViewModel: RecordingViewModel<Record> {
    init(kind: String) { super.init(identifier: "declared.\(kind)") }
}

private final class RecordViewModel: RecordingViewModel<Record> {
    init() { super.init(identifier: "record") }
}

private final class PodViewModel: RecordingViewModel<Record> {
    init() { super.init(identifier: "pod") }
}

/// Claims a record for every rule it matches, as a views file's rules tried in order do.
private struct OverlappingKinds: ItemKinds {
    func kind(of record: Record) -> String? { kinds(claiming: record).first }

    func kinds(claiming record: Record) -> [String] {
        var kinds: [String] = []
        if let type = record.type { kinds.append(type) }
        if record.name.hasPrefix("web") { kinds.append("web") }
        return kinds
    }
}

private class Shape {
    let kind: String
    init(kind: String) { self.kind = kind }
}

private final class Circle: Shape {}

private struct ShapeKinds: ItemKinds {
    func kind(of shape: Shape) -> String? { shape.kind }
}

private final class RoundViewModel: RecordingViewModel<Shape> {
    init() { super.init(identifier: "round") }
}

@Suite("Several view models for one item type, chosen by each item's kind")
struct ItemKindsTests {
    private func identifiers(_ items: [Any], _ factory: CollectionFactory) throws -> [String] {
        var dispatcher = factory.makeDispatcher()
        return try items.enumerated().map { index, item in
            try dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) { result in
                result.placeholder?.text ?? result.viewModel?.identifier ?? "?"
            }
        }
    }

    @Test("each kind goes to its view model; other kinds and none to the type's own view model")
    func kindsAndFallback() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: RecordKinds())
        try factory.register(PodViewModel.init, kind: "pod")
        try factory.register({ DeclaredViewModel(kind: "service") }, kind: "service")
        try factory.register(RecordViewModel.init)
        let items: [Any] = [
            Record(type: "pod", name: "a"), Record(type: "service", name: "b"),
            Record(type: "node", name: "c"),
            Record(type: nil, name: "d"), Record(type: "pod", name: "e"),
        ]
        #expect(try identifiers(items, factory) == ["pod", "declared.service", "record", "record", "pod"])
        // The one-off answer and a section's rows answer as a render does.
        #expect(try factory.viewModel(for: items[1]).viewModel?.identifier == "declared.service")
    }

    @Test("with no view model for its kind or its type, an item is a placeholder naming both")
    func unshownKind() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: RecordKinds())
        try factory.register(PodViewModel.init, kind: "pod")
        let items: [Any] = [Record(type: "node", name: "c"), Record(type: nil, name: "d")]
        #expect(
            try identifiers(items, factory) == [
                "[no view model for Record of kind \"node\"]", "[no view model for Record of no kind]",
            ])
        factory.unregisteredItemPolicy = .error
        var dispatcher = factory.makeDispatcher()
        #expect(throws: CellFactoryError.self) {
            try dispatcher.withViewModel(for: items[0], at: .item(CellIndexPath(item: 0))) { _ in 0 }
        }
    }

    @Test("the kind is decided once per item, and one view model per kind is reused")
    func decidedOnce() throws {
        let factory = CollectionFactory()
        let kinds = RecordKinds()
        try factory.register(kinds: kinds)
        try factory.register(PodViewModel.init, kind: "pod")
        try factory.register(RecordViewModel.init)
        let items: [Any] = (0..<300).map { Record(type: ["pod", "svc", nil][$0 % 3], name: "\($0)") }
        var dispatcher = factory.makeDispatcher()
        var viewModels: Set<ObjectIdentifier> = []
        for (index, item) in items.enumerated() {
            let id = try dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
                result in
                result.viewModel.map { ObjectIdentifier($0) }
            }
            if let id { viewModels.insert(id) }
        }
        #expect(kinds.asked.withLock { $0 } == items.count)
        #expect(viewModels.count == 2)
    }

    @Test("a thousand kinds of one type each find their own view model")
    func manyKinds() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: RecordKinds())
        for kind in 0..<1000 {
            try factory.register({ DeclaredViewModel(kind: "k\(kind)") }, kind: "k\(kind)")
        }
        let items: [Any] = (0..<1000).reversed().map { Record(type: "k\($0)", name: "") }
        #expect(try identifiers(items, factory) == (0..<1000).reversed().map { "declared.k\($0)" })
    }

    @Test(
        "the kinds' table answers as a dictionary does, for few kinds and many",
        arguments: [0, 1, 3, 8, 9, 40])
    func kindTable(count: Int) {
        // Names of one length, an empty one, and a pair equal only up to canonical equivalence.
        var names = (0..<count).map { "k\($0 + 100)" }
        if count > 2 { names[1] = "" }
        if count > 2 { names[2] = "caf\u{E9}" }
        let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0 * 7) })
        let table = KindTable(dictionary)
        let asked = names + ["k999", "cafe\u{301}", "cafe", "K100", "k1", "k1000"]
        for name in asked {
            #expect(table[name] == dictionary[name], "\(name)")
        }
        if count > 2 { #expect(table["cafe\u{301}"] == 14) }
    }

    @Test("a kind registered twice is refused, or replaced when asked; unregister removes one kind")
    func duplicatesAndUnregister() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: RecordKinds())
        try factory.register(PodViewModel.init, kind: "pod")
        #expect(throws: CellFactoryError.self) { try factory.register(RecordViewModel.init, kind: "pod") }
        #expect(throws: CellFactoryError.self) { try factory.register(kinds: RecordKinds()) }
        try factory.register(RecordViewModel.init)  // the type's own view model is not a duplicate
        try factory.register({ DeclaredViewModel(kind: "pod") }, kind: "pod", onDuplicate: .replace)
        let pod = Record(type: "pod", name: "a")
        #expect(try identifiers([pod], factory) == ["declared.pod"])
        #expect(factory.unregister(Record.self, kind: "pod"))
        #expect(!factory.unregister(Record.self, kind: "pod"))
        #expect(try identifiers([pod], factory) == ["record"])
        #expect(factory.unregister(Record.self))
        #expect(try identifiers([pod], factory) == ["[no view model for Record of kind \"pod\"]"])
    }

    @Test("Optional records and subclasses are told apart by the kinds of their type")
    func optionalsAndSubclasses() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: RecordKinds())
        try factory.register(PodViewModel.init, kind: "pod")
        let record: Record? = Record(type: "pod", name: "a")
        let missing: Record? = nil
        #expect(try identifiers([record as Any, missing as Any], factory) == ["pod", "[nil item]"])

        let shapes = CollectionFactory()
        try shapes.register(kinds: ShapeKinds())
        try shapes.register(RoundViewModel.init, kind: "round")
        let items: [Any] = [Circle(kind: "round"), Shape(kind: "round"), Circle(kind: "square")]
        #expect(
            try identifiers(items, shapes) == [
                "round", "round", "[no view model for Circle of kind \"square\"]",
            ])
    }

    @Test("search text comes from the registration of the item's kind")
    func searchText() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: RecordKinds())
        try factory.register(PodViewModel.init, kind: "pod", searchText: { "pod \($0.name)" })
        try factory.register(RecordViewModel.init, searchText: { "record \($0.name)" })
        var dispatcher = factory.makeDispatcher()
        #expect(dispatcher.searchText(for: Record(type: "pod", name: "a")) == "pod a")
        #expect(dispatcher.searchText(for: Record(type: "svc", name: "b")) == "record b")
    }

    @Test("validate reports items that several kinds claim, as a warning with a count")
    func overlaps() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: OverlappingKinds())
        try factory.register(PodViewModel.init, kind: "pod")
        try factory.register({ DeclaredViewModel(kind: "web") }, kind: "web")
        let items: [Any] = [
            Record(type: "pod", name: "web-1"), Record(type: "pod", name: "db"),
            Record(type: "pod", name: "web-2"),
            Record(type: nil, name: "web-3"),
        ]
        let report = factory.validate(SectionedData(items: items))
        let overlap = ValidationProblem(
            .overlappingKinds(itemType: "Record", chosen: "pod", alsoClaiming: ["web"]),
            firstLocation: .item(CellIndexPath(item: 0)), count: 2)
        #expect(report.problems == [overlap])
        #expect(report.isValid)
        #expect(
            overlap.description
                == "0.0: Record is claimed by kind \"pod\", which is used, and also by \"web\" (2 times)")
    }

    @Test("a section row whose item changes kind gets a view model made for its new kind")
    @MainActor
    func sectionRowChangesKind() throws {
        let factory = CollectionFactory()
        try factory.register(kinds: RecordKinds())
        try factory.register({ DeclaredViewModel(kind: "pod") }, kind: "pod")
        try factory.register({ DeclaredViewModel(kind: "service") }, kind: "service")
        let section = CellSection(factory: factory)
        let old = [Record(type: "pod", name: "a")]
        try section.setItems(old)
        #expect(section.content(ofRow: 0)?.viewModel?.identifier == "declared.pod")
        let new = [Record(type: "service", name: "a")]
        try section.apply(ListDiff(from: old, to: new, identity: \.name, isUnchanged: ==), items: new)
        #expect(section.content(ofRow: 0)?.viewModel?.identifier == "declared.service")
        let renamed = [Record(type: "service", name: "a")]
        let kept = section.content(ofRow: 0)?.viewModel.map { ObjectIdentifier($0) }
        try section.apply(
            ListDiff(from: new, to: renamed, identity: \.name, isUnchanged: { _, _ in false }), items: renamed
        )
        #expect(section.content(ofRow: 0)?.viewModel.map { ObjectIdentifier($0) } == kept)
    }
}
