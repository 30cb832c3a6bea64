import CellFactory
import Foundation
import MixedListCells
import MixedListViewModels
import TextCells

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
            scenario: kind.scenario, name: "library (guard ≤ 2.50x)", items: count,
            medianSeconds: library.seconds, note: "same \(library.result) bytes")
        guard kind == .list else { return [handRow, libraryRow.compared(with: handRow)] }
        return [
            handRow, libraryRow.compared(with: handRow),
            try measureCellCasts(items: count, runs: runs, besides: handRow),
            try measureTable(items, runs: runs, besides: libraryRow, listView: view),
            // The items alternate kinds, so each row of the table above has its own header; grouped
            // by kind, the table has three headers and about the list's bytes.
            try measureTable(
                items.filter { $0 is Account } + items.filter { $0 is Int } + items.filter { $0 is Album },
                runs: runs, besides: libraryRow, listView: view,
                name: "library, table layout, rows grouped by kind"),
        ]
    }

    /// The same items as tables: accounts, numbers and albums as table rows of `--layout table`,
    /// whose widths come from a first pass over every row. The table and the list render in turn,
    /// and the ratio is the median of the rounds' ratios: the list's row above, measured on its
    /// own earlier, is another moment of a drifting machine.
    static func measureTable(
        _ items: [Any], runs: Int, besides listRow: BenchmarkRow, listView: CollectionView,
        name: String = "library, table layout (budget ≤ 1.5x the list)"
    ) throws -> BenchmarkRow {
        let view = MixedListCells.makeView(
            factory: try MixedListCells.makeFactory(tables: true), layout: .table)
        let data = SectionedData(items: items)
        let table = try Stopwatch.interleaved(runs: runs) {
            try writeToNull { sink in try listView.render(data, width: width, to: &sink) }
        } _: {
            try writeToNull { sink in try view.render(data, width: width, to: &sink) }
        }
        return BenchmarkRow(
            scenario: Kind.list.scenario, name: name, items: items.count,
            medianSeconds: table.seconds, baseline: "\(listRow.name), in turn with it",
            ratio: table.ratio,
            note: "\(table.result) bytes; the list took \(Self.milliseconds(table.baselineSeconds)) in turn"
        )
    }

    private static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }

    /// The cells' casts alone: for each row, the one `as? Cell.ViewModel` that gives a cell the
    /// view model the factory chose, with nothing else. The runtime looks the conformance up on
    /// every cast; the row shows what that takes of the room the regression guard (2.5× the
    /// hand-written loop) leaves beside it.
    static func measureCellCasts(items count: Int, runs: Int, besides handRow: BenchmarkRow) throws
        -> BenchmarkRow
    {
        let viewModels: [any CellViewModel] = [
            AccountCellViewModel(), IntegerCellViewModel(), AlbumCellViewModel(),
        ]
        let (seconds, cast) = Stopwatch.median(runs: runs) {
            var cast = 0
            for index in 0..<count {
                // The items' order: an account, an integer, an album.
                let viewModel = viewModels[index % 3]
                let drawable: Bool
                switch index % 3 {
                case 0: drawable = (viewModel as? AccountCell.ViewModel) != nil
                case 1: drawable = (viewModel as? IntegerCell.ViewModel) != nil
                default: drawable = (viewModel as? AlbumCell.ViewModel) != nil
                }
                if drawable { cast += 1 }
            }
            return cast
        }
        guard cast == count else {
            throw BenchmarkError("\(Kind.list.scenario): \(cast) of \(count) view models cast to their cells")
        }
        let room = handRow.medianSeconds * 1.5 / Double(count) * 1e9
        let perRow = seconds / Double(count) * 1e9
        return BenchmarkRow(
            scenario: Kind.list.scenario, name: "the cells' casts alone", items: count,
            medianSeconds: seconds,
            note: String(format: "%.0f ns a row, of the %.0f ns a row the 2.5x guard leaves", perRow, room)
        ).compared(with: handRow)
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
