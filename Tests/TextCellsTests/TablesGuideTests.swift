// The code of Sources/TextCells/TextCells.docc/Tables.md, compiled and run so that the guide
// cannot rot.
// Keep the two in step when either changes.

import CellFactory
import CellFactoryTesting
import TestSupport
import Testing
import TextCells

// MARK: The model

struct Track {
    var number: Int
    var title: String
    var album: String?
    var seconds: Int
}

// MARK: The view model (imports CellFactory only)

final class TrackRowViewModel: TableRowViewModel {
    private var track = Track(number: 0, title: "", album: nil, seconds: 0)

    let identifier = "track"
    let columns = [
        TableColumn("#", width: .fit(min: 2, max: 3), alignment: .trailing),
        TableColumn("Title", width: .share(2)),
        TableColumn("Album", width: .share(1)),
        TableColumn("Length", alignment: .trailing),
    ]

    func update(with model: Track) {
        track = model
    }

    var values: [TableValue] {
        [
            TableValue(String(track.number), style: .dim),
            TableValue(track.title, style: .bold),
            track.album.map { TableValue($0) } ?? .missing,
            TableValue(length),
        ]
    }

    private var length: String {
        let rest = track.seconds % 60
        return "\(track.seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}

// MARK: Testing a table row view model

@Suite("Guide: TrackRowViewModel")
struct TrackRowViewModelTests {
    @Test("the kind of row, and the values, a missing album included")
    func values() {
        let viewModel = TrackRowViewModel()
        viewModel.update(with: Track(number: 1, title: "Lost", album: nil, seconds: 199))
        #expect(viewModel.identifier == "track")
        #expect(
            viewModel.values == [
                TableValue("1", style: .dim), TableValue("Lost", style: .bold), .missing, "3:19",
            ])
    }

    @Test("keeps the view-model contract, judged by its values")
    func contract() {
        expectViewModelContract(
            TrackRowViewModel.init,
            samples: [
                Track(number: 13, title: "Numb", album: "Meteora", seconds: 187),
                Track(number: 1, title: "Lost", album: nil, seconds: 199),
            ],
            shown: { $0.values })
    }

    @Test("one row under its header, its columns fitted to its own values")
    func row() throws {
        let viewModel = TrackRowViewModel()
        viewModel.update(with: Track(number: 13, title: "Numb", album: "Meteora", seconds: 187))
        let row = try renderRow(of: viewModel, width: 40)
        #expect(
            row.split(separator: "\n") == [
                " #  Title               Album     Length",
                "--  ------------------  --------  ------",
                "13  Numb                Meteora     3:07",
            ])
    }
}

// MARK: Registering, rendering, and the widths for hosts that draw their own rows

@Suite("Guide: a table of tracks")
struct TablesGuideTests {
    @Test("the tracks render as the guide shows them, widths from every row")
    func render() throws {
        let factory = CollectionFactory()
        try factory.register(TrackRowViewModel.init)

        let view = CollectionView(factory: factory, layout: .table)

        let tracks = [
            Track(number: 1, title: "Foreword", album: "Meteora", seconds: 13),
            Track(number: 13, title: "Numb", album: "Meteora", seconds: 187),
            Track(number: 8, title: "In the End", album: "Hybrid Theory", seconds: 216),
            Track(number: 6, title: "What I've Done", album: "Minutes to Midnight", seconds: 205),
            Track(number: 1, title: "Lost", album: nil, seconds: 199),
        ]
        let text = try view.render(SectionedData(items: tracks), width: 60)
        #expect(
            text
                == listRows(
                    [
                        " #  Title                            Album            Length",
                        "--  -------------------------------  ---------------  ------",
                        " 1  Foreword                         Meteora            0:13",
                        "13  Numb                             Meteora            3:07",
                        " 8  In the End                       Hybrid Theory      3:36",
                        " 6  What I've Done                   Minutes to Mid…    3:25",
                        " 1  Lost                             -                  3:19",
                    ], width: 60))

        // The same rows, written to a sink as the guide writes them to standard output.
        var output = MemorySink()
        try view.render(SectionedData(items: tracks), width: 60, to: &output)
        #expect(output.text == text)

        // Drawing table rows yourself: the widths the view found.
        let viewModel = TrackRowViewModel()
        var measured = TableContentWidths(columns: viewModel.columns)
        for track in tracks {
            viewModel.update(with: track)
            measured.measure(viewModel.values)
        }
        let layout = measured.layout(width: 60, spacing: 2)
        #expect(layout.widths == [2, 31, 15, 6])
    }

    @Test("the defaults the guide gives: a column's, and the table layout's")
    func defaults() {
        let column = TableColumn("#", width: .fit, alignment: .leading, overflow: .ellipsis, missingMark: "-")
        #expect(TableColumn("#") == column)
        #expect(column.width == .fit(min: 1, max: 1_000))
        let settings = TableLayout(columnSpacing: 2, lookAheadRows: 1_000, lookAheadTime: .milliseconds(100))
        #expect(CollectionLayout.table == .table(settings))
    }
}
