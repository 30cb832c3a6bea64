import CellFactory
import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

/// 100,000 generated cases: random heterogeneous lists (registered and unregistered types, sizes
/// from negative to `Int.max`, hostile text), random widths 1–300, both layouts, every policy.
/// A failure names its seed and case; the cases are the same on every run, so rerunning replays
/// it (`swift test --filter ReliabilityPropertyTests`).
@Suite("Reliability properties")
struct ReliabilityPropertyTests {
    static let casesPerSeed = 25_000
    static let extremeColumns = [Int.min, -10, 0, 1, 2, 7, 300, 1_000, 1_001, 10_000, Int.max]
    static let extremeLines = [Int.min, -1, 0, 1, 2, 3, 200, 201, Int.max]

    static func randomItem(using generator: inout SeededGenerator) -> Any {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: return Member(name: HostileText.random(using: &generator))
        case 1: return Score(points: Int.random(in: Int.min...Int.max, using: &generator))
        case 2: return Banner(title: HostileText.random(using: &generator))
        case 3:
            let columns =
                Bool.random(using: &generator)
                ? extremeColumns.randomElement(using: &generator) ?? 1
                : Int.random(in: 1...300, using: &generator)
            let lines =
                Int.random(in: 0..<8, using: &generator) == 0
                ? extremeLines.randomElement(using: &generator) ?? 1
                : Int.random(in: 1...3, using: &generator)
            return Paragraph(text: HostileText.random(using: &generator), columns: columns, lines: lines)
        case 4: return HostileText.random(using: &generator)
        case 5: return Optional<Member>.none as Any
        case 6: return Optional(Member(name: "wrapped")) as Any
        default: return [1, 2, 3]
        }
    }

    struct Views {
        var views: [String: CollectionView] = [:]

        mutating func view(_ layout: CollectionLayout, _ policy: UnregisteredItemPolicy) throws
            -> CollectionView
        {
            let key = "\(layout)-\(policy)"
            if let view = views[key] { return view }
            let view = try RenderPropertyTests.makeView(layout, ambiguous: .narrow)
            view.factory.unregisteredItemPolicy = policy
            views[key] = view
            return view
        }
    }

    @Test(
        "no crash; N items in, N rows or a reported skip count out; lines fit; no raw control",
        arguments: [11, 12, 13, 14])
    func generatedCases(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var views = Views()
        for caseIndex in 0..<Self.casesPerSeed {
            let items = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Self.randomItem(using: &generator)
            }
            let width = Int.random(in: 1...300, using: &generator)
            let layout: CollectionLayout = Bool.random(using: &generator) ? .list : .flow
            let policy: UnregisteredItemPolicy = Bool.random(using: &generator) ? .placeholder : .skip
            let replay = "seed \(seed), case \(caseIndex): width \(width), \(layout), \(policy)"
            let view = try views.view(layout, policy)
            var output = MemorySink()
            let summary: RenderSummary
            do {
                summary = try view.render(SectionedData(items: items), width: width, to: &output)
            } catch {
                Issue.record("\(replay): \(error)")
                continue
            }
            #expect(summary.cellCount + summary.skippedCount == items.count, "\(replay)")
            if policy == .placeholder { #expect(summary.skippedCount == 0, "\(replay)") }
            let text = output.text
            #expect(!HostileText.containsRawControl(text), "\(replay)")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                let lineWidth = DisplayWidth.of(line)
                if layout == .list {
                    #expect(lineWidth == width, "\(replay): \(line.debugDescription)")
                } else {
                    #expect(lineWidth <= width, "\(replay): \(line.debugDescription)")
                }
            }
        }
    }
}
