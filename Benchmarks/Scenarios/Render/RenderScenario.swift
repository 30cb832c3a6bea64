import CellFactory
import MixedListCells
import TextCells
import TextTerminal

/// Scenarios 2, 3 and 4: mixed items rendered to `/dev/null` through dispatch, view-model update,
/// cell draw and the buffered writer, against a hand-written loop writing the same bytes.
public enum RenderScenario {
    /// The layout and text of one render scenario.
    public enum Kind: Sendable, CaseIterable {
        /// Scenario 2: ASCII, one cell per line.
        case list
        /// Scenario 3: ASCII, cells side by side.
        case flow
        /// Scenario 4: CJK and emoji, one cell per line.
        case international

        var scenario: String {
            switch self {
            case .list: "2 render list"
            case .flow: "3 render flow"
            case .international: "4 render CJK+emoji"
            }
        }

        var layout: CollectionLayout {
            self == .flow ? .flow : .list
        }

        var script: MixedItems.Script {
            self == .international ? .international : .ascii
        }
    }

    /// The output width.
    static let width = 80

    /// Renders the items of a kind through the library and through the hand-written loop.
    ///
    /// - Throws: ``BenchmarkError`` when the two wrote different numbers of bytes.
    public static func run(_ kind: Kind, items count: Int, runs: Int) throws -> [BenchmarkRow] {
        let items = MixedItems.make(count, script: kind.script)
        let view = MixedListCells.makeView(factory: try MixedListCells.makeFactory(), layout: kind.layout)
        let library = try Stopwatch.median(runs: runs) {
            try writeToNull { sink in try view.render(SectionedData(items: items), width: width, to: &sink) }
        }
        let flow: FlowLayout? = if case .flow(let spacing) = kind.layout { spacing } else { nil }
        let baseline = HandWrittenRenderer(width: width, flow: flow)
        let hand = try Stopwatch.median(runs: runs) {
            try writeToNull { sink in try baseline.render(items, to: &sink) }
        }
        guard library.result == hand.result else {
            throw BenchmarkError(
                "\(kind.scenario): the library wrote \(library.result) bytes, the hand-written loop \(hand.result)"
            )
        }
        let handRow = BenchmarkRow(
            scenario: kind.scenario, name: "hand-written switch loop", items: count,
            medianSeconds: hand.seconds,
            note: "\(hand.result) bytes")
        let libraryRow = BenchmarkRow(
            scenario: kind.scenario, name: "library: dispatch, update, draw, write", items: count,
            medianSeconds: library.seconds, note: "same \(library.result) bytes")
        return [handRow, libraryRow.compared(with: handRow)]
    }

    /// Runs a render into `/dev/null` through a counting writer and returns the bytes written.
    static func writeToNull(_ render: (inout CountingSink<FileDescriptorWriter>) throws -> Void) throws -> Int
    {
        var sink = CountingSink(NullDevice.open())
        try render(&sink)
        try NullDevice.close(&sink.base)
        return sink.count
    }
}
