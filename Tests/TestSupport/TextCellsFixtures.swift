import CellFactory
import TextCells

// Models, view models and cells for the view-layer tests.

package struct Member: Hashable {
    package var name: String
    package var tag: String?
    package init(name: String, tag: String? = nil) {
        self.name = name
        self.tag = tag
    }
}

package struct Score: Hashable {
    package var points: Int
    package init(points: Int) { self.points = points }
}

package struct Banner: Hashable {
    package var title: String
    package init(title: String) { self.title = title }
}

package struct Note: Hashable {
    package var lines: [String]
    package init(lines: [String]) { self.lines = lines }
}

package protocol MemberCellDataSource {
    var name: String { get }
    var tag: String? { get }
}

package protocol ScoreCellDataSource {
    var pointsText: String { get }
}

package protocol BannerCellDataSource {
    var title: String { get }
}

package protocol NoteCellDataSource {
    var lines: [String] { get }
}

package final class MemberViewModel: CellViewModel, MemberCellDataSource {
    package init() {}
    private var member = Member(name: "")
    package var identifier: String { "member" }
    package var size: CellSize { .fixed(columns: 16) }
    package func update(with model: Member) { member = model }
    package var name: String { member.name }
    package var tag: String? { member.tag }
}

package final class ScoreViewModel: CellViewModel, ScoreCellDataSource {
    package init() {}
    private var score = Score(points: 0)
    package var identifier: String { "score" }
    package var size: CellSize { .fixed(columns: 8) }
    package func update(with model: Score) { score = model }
    package var pointsText: String { "\(score.points) pts" }
}

package final class BannerViewModel: CellViewModel, BannerCellDataSource {
    package init() {}
    package private(set) var title = ""
    package var identifier: String { "banner" }
    package var size: CellSize { .fixed(columns: 10) }
    package func update(with model: Banner) { title = model.title }
}

package final class NoteViewModel: CellViewModel, NoteCellDataSource {
    package init() {}
    package private(set) var lines: [String] = []
    package var identifier: String { "note" }
    package var size: CellSize { .fixed(columns: 12, lines: 3) }
    package func update(with model: Note) { lines = model.lines }
}

/// Draws the name and, when the member has one, a tag at the right. The tag is optional content:
/// only `prepareForReuse` stops a reused cell from showing the previous member's tag.
package final class MemberCell: TextCell {
    package init() {}
    private var name = ""
    private var tag: String?

    package func configure(with viewModel: any MemberCellDataSource) {
        name = viewModel.name
        if let newTag = viewModel.tag { tag = newTag }
    }

    package func prepareForReuse() {
        name = ""
        tag = nil
    }

    package func draw(in canvas: inout CellCanvas) {
        let tagWidth = tag.map { canvas.displayWidth(of: $0) + 1 } ?? 0
        canvas.write(name, line: 0, width: canvas.columns - tagWidth)
        if let tag { canvas.write(" " + tag, line: 0, style: .bold) }
    }
}

package final class ScoreCell: TextCell {
    package init() {}
    private var text = ""
    package func configure(with viewModel: any ScoreCellDataSource) { text = viewModel.pointsText }
    package func prepareForReuse() { text = "" }
    package func draw(in canvas: inout CellCanvas) { canvas.write(text, line: 0, alignment: .trailing) }
}

package final class BannerCell: TextCell {
    package init() {}
    private var title = ""
    package func configure(with viewModel: any BannerCellDataSource) { title = viewModel.title }
    package func prepareForReuse() { title = "" }
    package func draw(in canvas: inout CellCanvas) { canvas.write("# " + title, line: 0, alignment: .center) }
}

package final class NoteCell: TextCell {
    package init() {}
    private var lines: [String] = []
    package func configure(with viewModel: any NoteCellDataSource) { lines = viewModel.lines }
    package func prepareForReuse() { lines = [] }
    package func draw(in canvas: inout CellCanvas) {
        for (index, line) in lines.enumerated() { canvas.write(line, line: index) }
    }
}

/// What ``TextLineCell`` draws: one line of text.
package protocol TextLineCellDataSource {
    var text: String { get }
}

/// Draws its view model's text on the first line; shared by the tests' small view models.
package final class TextLineCell: TextCell {
    package init() {}
    private var text = ""
    package func configure(with viewModel: any TextLineCellDataSource) { text = viewModel.text }
    package func prepareForReuse() { text = "" }
    package func draw(in canvas: inout CellCanvas) { canvas.write(text, line: 0) }
}

package func makeFactory(_ policy: UnregisteredItemPolicy = .placeholder) throws -> CollectionFactory {
    let factory = CollectionFactory(unregisteredItemPolicy: policy)
    try factory.register(MemberViewModel.init)
    try factory.register(ScoreViewModel.init)
    try factory.register(BannerViewModel.init)
    try factory.register(NoteViewModel.init)
    return factory
}

package func makeView(_ layout: CollectionLayout = .list, policy: UnregisteredItemPolicy = .placeholder)
    throws
    -> CollectionView
{
    let view = CollectionView(factory: try makeFactory(policy), layout: layout)
    view.register(MemberCell.self, forCellWithReuseIdentifier: "member")
    view.register(ScoreCell.self, forCellWithReuseIdentifier: "score")
    view.register(BannerCell.self, forCellWithReuseIdentifier: "banner")
    view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    return view
}

/// A sink that keeps each block it is given, to show that output streams in blocks.
package struct BlockRecorder: ByteSink {
    package init() {}
    package var blocks: [Int] = []
    package var bytes: [UInt8] = []
    package mutating func write(_ bytes: [UInt8]) {
        blocks.append(bytes.count)
        self.bytes.append(contentsOf: bytes)
    }
}

/// ASCII text followed by spaces up to `width` columns, as a list pads its rows.
package func paddedLine(_ text: String, width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
}

/// Rows of ASCII text as a list renders them: each padded to `width` and ended by a newline.
package func listRows(_ rows: [String], width: Int) -> String {
    rows.map { paddedLine($0, width: width) + "\n" }.joined()
}

/// The display width of every line of rendered text (the final newline ends the last line).
package func lineWidths(_ text: String) -> [Int] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines.map { DisplayWidth.of($0) }
}

/// Text shown in a box of any size, wrapped and centred: the size comes from the model, so that
/// property tests can try every size.
package struct Paragraph: Hashable {
    package var text: String
    package var columns: Int
    package var lines: Int
    package init(text: String, columns: Int, lines: Int) {
        self.text = text
        self.columns = columns
        self.lines = lines
    }
}

package protocol ParagraphCellDataSource {
    var text: String { get }
}

package final class ParagraphViewModel: CellViewModel, ParagraphCellDataSource {
    package init() {}
    private var paragraph = Paragraph(text: "", columns: 1, lines: 1)
    package var identifier: String { "paragraph" }
    package var size: CellSize { .fixed(columns: paragraph.columns, lines: paragraph.lines) }
    package func update(with model: Paragraph) { paragraph = model }
    package var text: String { paragraph.text }
}

package final class ParagraphCell: TextCell {
    package init() {}
    private var text = ""
    package func configure(with viewModel: any ParagraphCellDataSource) { text = viewModel.text }
    package func prepareForReuse() { text = "" }
    package func draw(in canvas: inout CellCanvas) {
        canvas.writeWrapped(text, alignment: .center, verticalAlignment: .center)
    }
}

/// A view model that claims the "member" identifier for a model of its own, as a host might by
/// mistake: validation must say that the "member" cell cannot draw it.
package final class RecordingTitleViewModel: CellViewModel {
    package init() {}
    package private(set) var caption = Caption(text: "")
    package var identifier: String { "member" }
    package var size: CellSize { .fixed(columns: 16) }
    package func update(with model: Caption) { caption = model }
}

package struct Caption: Hashable {
    package var text: String
    package init(text: String) { self.text = text }
}
