import CellFactory
import MixedListViewModels

/// Scenario 1: every item to its configured view model, through the registry, a hand-written
/// `switch`, and the original article's scan of type names; then the superclass and protocol fallbacks.
public enum DispatchScenario {
    static let scenario = "1 dispatch"

    /// Dispatches the items through each path, then measures the fallbacks.
    ///
    /// - Throws: ``BenchmarkError`` when a path finds no view model for an item.
    public static func run(items count: Int, runs: Int) throws -> [BenchmarkRow] {
        let items = MixedItems.make(count)
        var rows: [BenchmarkRow] = []

        let switchRow = try measureSwitch(items, runs: runs)
        let registry3 = try measureRegistry(items, fillers: 0, runs: runs)
        let registry50 = try measureRegistry(items, fillers: 47, runs: runs)
        let seed3 = try measureSeed(items, fillers: 0, runs: runs)
        let seed50 = try measureSeed(items, fillers: 47, runs: runs)
        rows.append(switchRow)
        rows.append(registry3.compared(with: switchRow))
        rows.append(registry50.compared(with: registry3))
        rows.append(seed3.compared(with: registry3))
        rows.append(seed50.compared(with: registry50))
        rows += try measureFallbacks(count: count, runs: runs)
        return rows
    }

    /// The registry's dispatcher, with the three sample view models and `fillers` more types.
    static func measureRegistry(_ items: [Any], fillers: Int, runs: Int) throws -> BenchmarkRow {
        let factory = CollectionFactory()
        // The fillers are registered first, so the sample types are not simply found first.
        try Fillers.register(fillers, from: Root.self, in: factory)
        try factory.register(AccountCellViewModel.init)
        try factory.register(IntegerCellViewModel.init)
        try factory.register(AlbumCellViewModel.init)
        return try measure(items, through: factory, name: "registry, \(fillers + 3) types", runs: runs)
    }

    /// What a view controller writes by hand: one `as` cast per arm, in order.
    static func measureSwitch(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        let account = AccountCellViewModel()
        let integer = IntegerCellViewModel()
        let album = AlbumCellViewModel()
        let (seconds, dispatched) = Stopwatch.median(runs: runs) {
            var dispatched = 0
            for item in items {
                let viewModel: (any CellViewModel)?
                switch item {
                case let model as Account:
                    account.update(with: model)
                    viewModel = account
                case let model as Int:
                    integer.update(with: model)
                    viewModel = integer
                case let model as Album:
                    album.update(with: model)
                    viewModel = album
                default:
                    viewModel = nil
                }
                if viewModel != nil { dispatched += 1 }
            }
            return dispatched
        }
        try check(dispatched, of: items.count, "the switch")
        return BenchmarkRow(
            scenario: scenario, name: "hand-written switch, 3 types", items: items.count,
            medianSeconds: seconds)
    }

    /// The original article's factory: a type name per item, compared with each registration's.
    static func measureSeed(_ items: [Any], fillers: Int, runs: Int) throws -> BenchmarkRow {
        let seed = SeedFactory(
            entries: Fillers.seedEntries(fillers, from: Root.self) + [
                SeedFactory.Entry(AccountCellViewModel()), SeedFactory.Entry(IntegerCellViewModel()),
                SeedFactory.Entry(AlbumCellViewModel()),
            ])
        let (seconds, dispatched) = Stopwatch.median(runs: runs) {
            var dispatched = 0
            for item in items where seed.viewModel(for: item) != nil { dispatched += 1 }
            return dispatched
        }
        try check(dispatched, of: items.count, "the name scan")
        return BenchmarkRow(
            scenario: scenario, name: "name scan (original article), \(fillers + 3) types",
            items: items.count,
            medianSeconds: seconds)
    }

    /// Items reaching their view model through a registered superclass or protocol, against the
    /// same items with an exact registration.
    static func measureFallbacks(count: Int, runs: Int) throws -> [BenchmarkRow] {
        let squares: [Any] = (0..<count).map { _ in Square() }
        let badges: [Any] = (0..<count).map { Badge(label: "badge \($0 % 100)") }

        let exact = CollectionFactory()
        try exact.register(SquareViewModel.init)
        try exact.register(BadgeViewModel.init)
        let fallback = CollectionFactory()
        try fallback.register(ShapeViewModel.init)
        try fallback.register(LabelledViewModel.init)

        let explicit = CollectionFactory()
        try explicit.register(LabelledViewModel.init, for: Badge.self) { $0 }
        try explicit.register(ShapeViewModel.init, for: Square.self) { $0 }

        // Each library path is compared with the hand-written loop that does the same work: the
        // same cast, the same view model.
        let squareCast = try measureSquareCast(squares, runs: runs)
        let exactSquare = try measure(squares, through: exact, name: "exact class", runs: runs)
        let superclassCast = try measureSuperclassCast(squares, runs: runs)
        let superclass = try measure(squares, through: fallback, name: "superclass fallback", runs: runs)
        let leastRegistry = try measureLeastRegistry(squares, runs: runs)
        let knownSquareCast = try measureKnownSquareCast(squares, runs: runs)
        let explicitSquare = try measure(
            squares, through: explicit, name: "superclass VM registered for Square", runs: runs)
        let concreteCast = try measureConcreteCast(badges, runs: runs)
        let exactBadge = try measure(badges, through: exact, name: "exact struct", runs: runs)
        let protocolCast = try measureProtocolCast(badges, runs: runs)
        let protocolRow = try measure(badges, through: fallback, name: "protocol fallback", runs: runs)
        let knownTypeCast = try measureKnownTypeCast(badges, runs: runs)
        let explicitRow = try measure(
            badges, through: explicit, name: "protocol VM registered for Badge", runs: runs)
        return [
            squareCast, exactSquare.compared(with: squareCast),
            superclassCast, superclass.compared(with: superclassCast),
            leastRegistry.compared(with: superclassCast),
            knownSquareCast, explicitSquare.compared(with: knownSquareCast),
            concreteCast, exactBadge.compared(with: concreteCast),
            protocolCast, protocolRow.compared(with: protocolCast),
            knownTypeCast, explicitRow.compared(with: knownTypeCast),
        ]
    }

    /// `as? Square` by hand, into a view model of `Square`: what an exact registration does.
    static func measureSquareCast(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        let square = SquareViewModel()
        return try measureLoop("hand-written `as? Square`, Square VM", items: items.count, runs: runs) {
            var dispatched = 0
            for item in items {
                guard let model = item as? Square else { continue }
                square.update(with: model)
                dispatched += 1
            }
            return dispatched
        }
    }

    /// `as? Square` by hand, into a view model of `Shape`: what registering the superclass's view
    /// model for `Square` does.
    static func measureKnownSquareCast(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        let shape = ShapeViewModel()
        return try measureLoop("hand-written `as? Square`, Shape VM", items: items.count, runs: runs) {
            var dispatched = 0
            for item in items {
                guard let model = item as? Square else { continue }
                shape.update(with: model)
                dispatched += 1
            }
            return dispatched
        }
    }

    /// What a protocol fallback costs without a registry: the `as? any Labelled` cast written by
    /// hand, which asks the runtime for the conformance on every item.
    static func measureProtocolCast(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        try measureByHand(items, name: "hand-written `as? any Labelled`", runs: runs) { item, labelled in
            guard let model = item as? any Labelled else { return false }
            labelled.update(with: model)
            return true
        }
    }

    /// The least a protocol's view model can cost: the host knows the concrete type, casts to it,
    /// and hands the view model an `any Labelled` built with the conformance the compiler knows.
    static func measureKnownTypeCast(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        try measureByHand(items, name: "hand-written `as? Badge`, protocol VM", runs: runs) {
            item, labelled in
            guard let model = item as? Badge else { return false }
            labelled.update(with: model)
            return true
        }
    }

    /// What a superclass fallback costs without a registry: the `as? Shape` cast written by hand,
    /// which asks the runtime for the class hierarchy on every item, and the update.
    static func measureSuperclassCast(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        let shape = ShapeViewModel()
        return try measureLoop("hand-written `as? Shape`", items: items.count, runs: runs) {
            var dispatched = 0
            for item in items {
                guard let model = item as? Shape else { continue }
                shape.update(with: model)
                dispatched += 1
            }
            return dispatched
        }
    }

    /// The least any registry does for a superclass fallback, written inline: a `Dictionary` from
    /// the item's type to a view model, whose `updateData(_:)` makes the `as? Shape`. It shows
    /// how much of the hand-written cast's time a type lookup and an update through the protocol
    /// add by themselves, whatever else a registry does.
    static func measureLeastRegistry(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        let viewModels: [any CellViewModel] = [ShapeViewModel()]
        return try measureLoop("least registry: type lookup + updateData", items: items.count, runs: runs) {
            let table = [ObjectIdentifier(Square.self): 0]
            var dispatched = 0
            for item in items {
                guard let index = table[ObjectIdentifier(type(of: item))] else { continue }
                do {
                    try viewModels[index].updateData(item)
                    dispatched += 1
                } catch {
                    continue
                }
            }
            return dispatched
        }
    }

    /// The concrete view model by hand: `as? Badge` and an update that needs no existential, so
    /// that the row above it shows what a protocol's view model costs by itself.
    static func measureConcreteCast(_ items: [Any], runs: Int) throws -> BenchmarkRow {
        let badge = BadgeViewModel()
        return try measureLoop("hand-written `as? Badge`, concrete VM", items: items.count, runs: runs) {
            var dispatched = 0
            for item in items {
                guard let model = item as? Badge else { continue }
                badge.update(with: model)
                dispatched += 1
            }
            return dispatched
        }
    }

    private static func measureByHand(
        _ items: [Any], name: String, runs: Int, update: (Any, LabelledViewModel) -> Bool
    ) throws -> BenchmarkRow {
        let labelled = LabelledViewModel()
        return try measureLoop(name, items: items.count, runs: runs) {
            var dispatched = 0
            for item in items where update(item, labelled) { dispatched += 1 }
            return dispatched
        }
    }

    /// Times a loop written by hand over `count` items, which returns how many it showed: every
    /// item must be shown. The loop stays in the caller, so that nothing is added per item.
    private static func measureLoop(_ name: String, items count: Int, runs: Int, _ loop: () -> Int) throws
        -> BenchmarkRow
    {
        let (seconds, dispatched) = Stopwatch.median(runs: runs, loop)
        try check(dispatched, of: count, name)
        return BenchmarkRow(scenario: scenario, name: name, items: count, medianSeconds: seconds)
    }

    private static func measure(_ items: [Any], through factory: CollectionFactory, name: String, runs: Int)
        throws
        -> BenchmarkRow
    {
        let (seconds, dispatched) = try Stopwatch.median(runs: runs) {
            var dispatcher = factory.makeDispatcher()
            var dispatched = 0
            for (index, item) in items.enumerated() {
                // The render loop's entry point, public to any host: the view model lent to a closure.
                let shown = try dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
                    $0.viewModel != nil
                }
                if shown { dispatched += 1 }
            }
            return dispatched
        }
        try check(dispatched, of: items.count, name)
        return BenchmarkRow(scenario: scenario, name: name, items: items.count, medianSeconds: seconds)
    }

    private static func check(_ dispatched: Int, of count: Int, _ path: String) throws {
        guard dispatched == count else {
            throw BenchmarkError(
                "\(scenario): \(path) found a view model for \(dispatched) of \(count) items")
        }
    }
}
