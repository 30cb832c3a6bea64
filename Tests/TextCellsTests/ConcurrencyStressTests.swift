import CellFactory
import TestSupport
import Testing

@testable import TextCells

// Types that tasks register and unregister while others dispatch and render.
enum SlotA {}
enum SlotB {}
enum SlotC {}
enum SlotD {}

struct Churn<Slot>: Hashable {
    var value: Int
}

final class ChurnViewModel<Slot>: CellViewModel, TextLineCellDataSource {
    private var churn = Churn<Slot>(value: 0)
    var identifier: String { "churn" }
    var size: CellSize { .fixed(columns: 12) }
    func update(with model: Churn<Slot>) { churn = model }
    var text: String { "churn \(churn.value)" }
}

/// Many tasks at once on one factory: some register, replace and unregister view models, some
/// dispatch, some render with views of their own. Run under `--sanitize=thread` in CI.
@Suite("Concurrency stress")
struct ConcurrencyStressTests {
    static func churn(_ factory: CollectionFactory, round: Int) throws {
        switch round % 8 {
        case 0: try factory.register(ChurnViewModel<SlotA>.init, onDuplicate: .replace)
        case 1: try factory.register(ChurnViewModel<SlotB>.init, onDuplicate: .replace)
        case 2: try factory.register(ChurnViewModel<SlotC>.init, onDuplicate: .replace)
        case 3: try factory.register(ChurnViewModel<SlotD>.init, onDuplicate: .replace)
        case 4: _ = factory.unregister(Churn<SlotA>.self)
        case 5: _ = factory.unregister(Churn<SlotB>.self)
        case 6: _ = factory.unregister(Churn<SlotC>.self)
        default: _ = factory.unregister(Churn<SlotD>.self)
        }
    }

    static let stableCount = 120

    static func stableItems() -> [Any] {
        (0..<stableCount).map { index -> Any in
            index % 3 == 0 ? Member(name: "member \(index)") : Score(points: index)
        }
    }

    static func churnItems() -> [Any] {
        [Churn<SlotA>(value: 1), Churn<SlotB>(value: 2), Churn<SlotC>(value: 3), Churn<SlotD>(value: 4)]
    }

    @Test("registering while others dispatch and render: each sees a view model or not, never corrupt state")
    func registerDispatchAndRenderAtOnce() async throws {
        let factory = try makeFactory()
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<3 {
                group.addTask {
                    for round in 0..<400 {
                        #expect(throws: Never.self) { try Self.churn(factory, round: round + worker) }
                    }
                }
            }
            for _ in 0..<3 {
                group.addTask {
                    for _ in 0..<300 {
                        // Both ways a host asks: a dispatcher's lent view models, and fresh ones.
                        var dispatcher = factory.makeDispatcher()
                        for (index, item) in (Self.stableItems() + Self.churnItems()).enumerated() {
                            let location = CellLocation.item(CellIndexPath(item: index))
                            let lent = try? dispatcher.withViewModel(for: item, at: location) { result in
                                result.viewModel.map {
                                    (identifier: $0.identifier, isPlaceholder: result.placeholder != nil)
                                }
                            }
                            let fresh = try? factory.viewModel(for: item, at: location).viewModel
                            guard let lent, let fresh else {
                                Issue.record("no result for item \(index)")
                                continue
                            }
                            if index < Self.stableCount {
                                #expect(!lent.isPlaceholder, "a stable item lost its view model")
                                #expect(fresh.identifier == lent.identifier)
                            }
                        }
                    }
                }
            }
            for _ in 0..<3 {
                group.addTask {
                    let view = CollectionView(factory: factory, layout: .flow)
                    view.register(MemberCell.self, forCellWithReuseIdentifier: "member")
                    view.register(ScoreCell.self, forCellWithReuseIdentifier: "score")
                    view.register(TextLineCell.self, forCellWithReuseIdentifier: "churn")
                    let items = Self.churnItems() + Self.stableItems() + Self.churnItems()
                    for round in 0..<40 {
                        view.layout = round.isMultiple(of: 2) ? .list : .flow
                        let text = (try? view.render(SectionedData(items: items), width: 60)) ?? ""
                        #expect(text.contains("member 117"))
                        // Each churn item is drawn by its view model or shown as a placeholder.
                        let drawn =
                            text.split(separator: "churn ", omittingEmptySubsequences: false).count - 1
                        let placeholders =
                            text.split(
                                separator: "[no view model for Churn<", omittingEmptySubsequences: false
                            ).count - 1
                        #expect(drawn + placeholders == 8)
                    }
                }
            }
        }
        // Whatever interleaving happened, the registry is whole: each type at most once, so a
        // second unregister finds nothing.
        for type in [Churn<SlotA>.self, Churn<SlotB>.self, Churn<SlotC>.self, Churn<SlotD>.self] as [Any.Type]
        {
            _ = factory.unregister(type)
            #expect(!factory.unregister(type))
        }
        #expect(try factory.viewModel(for: Member(name: "after")).placeholder == nil)
    }
}
