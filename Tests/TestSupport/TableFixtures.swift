import CellFactory
import TextCells

// Table row view models for the table tests.

/// A member as a table row: name and tag, the tag missing when there is none.
package final class MemberRowViewModel: TableRowViewModel {
    package init() {}
    private var member = Member(name: "")
    package let identifier = "memberRow"
    package let columns = [
        TableColumn("Name", width: .fit(min: 4, max: 24)),
        TableColumn("Tag", missingMark: "—"),
    ]
    package func update(with model: Member) { member = model }
    package var values: [TableValue] {
        [TableValue(member.name, style: .bold), member.tag.map { TableValue($0) } ?? .missing]
    }
}

/// A score as a table row: its points, right-aligned.
package final class ScoreRowViewModel: TableRowViewModel {
    package init() {}
    private var score = Score(points: 0)
    package let identifier = "scoreRow"
    package let columns = [TableColumn("Points", alignment: .trailing)]
    package func update(with model: Score) { score = model }
    package var values: [TableValue] {
        [TableValue(String(score.points), style: TextStyle(foreground: .cyan))]
    }
}

/// A row that says its own kind, columns and values: for tests that try any of them.
package struct TableLine: Hashable, Sendable {
    package var kind: String
    package var columns: [TableColumn]
    package var values: [TableValue]
    package init(kind: String = "line", columns: [TableColumn], values: [TableValue]) {
        self.kind = kind
        self.columns = columns
        self.values = values
    }
}

/// Shows a ``TableLine``.
package final class TableLineViewModel: TableRowViewModel {
    package init() {}
    private var line = TableLine(columns: [], values: [])
    package var identifier: String { line.kind }
    package var columns: [TableColumn] { line.columns }
    package var values: [TableValue] { line.values }
    package func update(with model: TableLine) { line = model }
}

/// A view in `layout` whose factory shows members and scores as table rows, table lines, and
/// banners and notes in their cells.
package func makeTableView(_ layout: CollectionLayout = .table) throws -> CollectionView {
    let view = try makeView(layout)
    try view.factory.register(MemberRowViewModel.init, onDuplicate: .replace)
    try view.factory.register(ScoreRowViewModel.init, onDuplicate: .replace)
    try view.factory.register(TableLineViewModel.init)
    return view
}
