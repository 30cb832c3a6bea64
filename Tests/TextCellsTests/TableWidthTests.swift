import CellFactory
import TestSupport
import Testing

@testable import TextCells

@Suite("Table column widths")
struct TableWidthTests {
    /// The obvious way: narrow the widest column above its floor (the rightmost of equals) by one
    /// column until the columns fit or none can be narrowed.
    static func bruteForceNarrow(_ widths: [Int], floors: [Int], room: Int) -> [Int] {
        var widths = widths
        while widths.reduce(0, +) > room {
            let candidates = widths.indices.filter { widths[$0] > floors[$0] }
            guard let widest = candidates.max(by: { (widths[$0], $0) < (widths[$1], $1) }) else { break }
            widths[widest] -= 1
        }
        return widths
    }

    /// The obvious whole fit, step by step as the layout's documentation says it.
    static func bruteForceFit(_ columns: [TableColumn], content: [Int], width: Int, spacing: Int) -> [Int] {
        var shown = columns.count
        while shown > 0 && shown + spacing * (shown - 1) > width { shown -= 1 }
        var widths: [Int] = []
        var floors: [Int] = []
        var shares: [Int] = []
        for (column, content) in zip(columns.prefix(shown), content) {
            switch column.width {
            case .fixed(let fixed):
                widths.append(max(fixed, 1))
                floors.append(max(fixed, 1))
                shares.append(0)
            case .fit(let low, let high):
                let low = max(low, 1)
                widths.append(min(max(content, low), max(high, low)))
                floors.append(low)
                shares.append(0)
            case .share(let share):
                widths.append(1)
                floors.append(1)
                shares.append(max(share, 0))
            }
        }
        let room = width - spacing * max(shown - 1, 0)
        let spare = room - widths.reduce(0, +)
        if spare >= 0 {
            // Each share's exact part of all the shares' columns, rounded down but one at least;
            // then one column at a time from the widest, or to the leftmost, until they add up.
            let total = shares.reduce(0, +)
            let sharing = shares.indices.filter { shares[$0] > 0 }
            if total > 0 && spare > 0 {
                let pool = spare + sharing.count
                for index in sharing { widths[index] = max(pool * shares[index] / total, 1) }
                while sharing.map({ widths[$0] }).reduce(0, +) > pool,
                    let widest = sharing.max(by: { (widths[$0], $0) < (widths[$1], $1) })
                {
                    widths[widest] -= 1
                }
                var given = sharing.map { widths[$0] }.reduce(0, +)
                for index in sharing where given < pool {
                    widths[index] += 1
                    given += 1
                }
            }
        } else {
            widths = bruteForceNarrow(widths, floors: floors, room: room)
            widths = bruteForceNarrow(widths, floors: widths.map { _ in 1 }, room: room)
        }
        return widths + Array(repeating: 0, count: columns.count - shown)
    }

    @Test("narrowing to a level matches narrowing one column at a time", arguments: 0..<8)
    func narrowMatchesBruteForce(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<500 {
            let count = Int.random(in: 1...8, using: &random)
            let widths = (0..<count).map { _ in Int.random(in: 1...40, using: &random) }
            let floors = widths.map { Int.random(in: 1...$0, using: &random) }
            let room = Int.random(in: 0...widths.reduce(0, +) + 5, using: &random)
            var narrowed = widths
            TableColumnLayout.narrow(&narrowed, floors: floors, toFit: room)
            #expect(narrowed == Self.bruteForceNarrow(widths, floors: floors, room: room))
        }
    }

    @Test("column widths match a brute-force fit, and the line is never wider", arguments: 0..<8)
    func fitMatchesBruteForce(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<500 {
            let columns = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                let width: TableColumn.Width =
                    switch Int.random(in: 0...2, using: &random) {
                    case 0: .fixed(Int.random(in: 1...12, using: &random))
                    case 1:
                        .fit(
                            min: Int.random(in: 1...6, using: &random),
                            max: Int.random(in: 1...30, using: &random))
                    default: .share(Int.random(in: 0...3, using: &random))
                    }
                return TableColumn("t", width: width)
            }
            let content = columns.map { _ in Int.random(in: 0...40, using: &random) }
            let width = Int.random(in: 1...120, using: &random)
            let spacing = Int.random(in: 0...3, using: &random)
            let layout = TableColumnLayout(
                columns: columns, contentWidths: content, width: width, spacing: spacing)
            #expect(
                layout.widths == Self.bruteForceFit(columns, content: content, width: width, spacing: spacing)
            )
            let shown = layout.widths.filter { $0 > 0 }
            #expect(shown.reduce(0, +) + spacing * max(shown.count - 1, 0) <= width)
            #expect(!shown.isEmpty)
        }
    }

    @Test("shares divide what is left over in proportion")
    func shares() {
        let columns = [
            TableColumn("a", width: .fixed(10)), TableColumn("b", width: .share(1)),
            TableColumn("c", width: .share(2)),
        ]
        let layout = TableColumnLayout(columns: columns, contentWidths: [], width: 44, spacing: 2)
        #expect(layout.widths == [10, 10, 20])
    }

    @Test("content widths: titles count, missing values count their mark, wide characters two")
    func contentWidths() {
        var widths = TableContentWidths(columns: [
            TableColumn("Name"), TableColumn("T", missingMark: "none"), TableColumn("F", width: .fixed(3)),
            TableColumn("Capped", width: .fit(min: 1, max: 8)),
        ])
        #expect(widths.widths == [4, 1, 1, 6])
        widths.measure(["王小明", .missing, "a much longer text", "012345678901"])
        widths.measure(["ab"])
        #expect(widths.widths == [6, 4, 1, 12])
        #expect(widths.rowCount == 2)
        #expect(widths.layout(width: 80, spacing: 1).widths == [6, 4, 3, 8])
    }

    @Test("extreme widths, spacings, shares and contents never trap, and the line still fits")
    func extremes() {
        let columns = [
            TableColumn("a", width: .share(.max)), TableColumn("b", width: .share(.max)),
            TableColumn("c", width: .fit(min: .max, max: .min)), TableColumn("d", width: .fixed(.max)),
            TableColumn("e", width: .fit(min: .min, max: .max)),
        ]
        for (width, spacing) in [(Int.max, Int.max), (Int.max, 0), (1, Int.max), (Int.min, Int.min), (80, 2)]
        {
            let layout = TableColumnLayout(
                columns: columns, contentWidths: [.max, .min, .max, 0, .max], width: width, spacing: spacing)
            let shown = layout.widths.filter { $0 > 0 }
            #expect(!shown.isEmpty)
            #expect(shown.reduce(0, +) + layout.spacing * (shown.count - 1) <= layout.width)
        }
    }
}
