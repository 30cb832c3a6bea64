import CellFactory
import TextCells

// Models, view models and cells for the view-layer tests.

struct Member: Hashable {
    var name: String
    var tag: String?
}

struct Score: Hashable {
    var points: Int
}

struct Banner: Hashable {
    var title: String
}

struct Note: Hashable {
    var lines: [String]
}

protocol MemberCellDataSource {
    var name: String { get }
    var tag: String? { get }
}

protocol ScoreCellDataSource {
    var pointsText: String { get }
}

protocol BannerCellDataSource {
    var title: String { get }
}

protocol NoteCellDataSource {
    var lines: [String] { get }
}

final class MemberViewModel: CellViewModel, MemberCellDataSource {
    private var member = Member(name: "")
    var identifier: String { "member" }
    var size: CellSize { .fixed(columns: 16) }
    func update(with model: Member) { member = model }
    var name: String { member.name }
    var tag: String? { member.tag }
}

final class ScoreViewModel: CellViewModel, ScoreCellDataSource {
    private var score = Score(points: 0)
    var identifier: String { "score" }
    var size: CellSize { .fixed(columns: 8) }
    func update(with model: Score) { score = model }
    var pointsText: String { "\(score.points) pts" }
}

final class BannerViewModel: CellViewModel, BannerCellDataSource {
    private(set) var title = ""
    var identifier: String { "banner" }
    var size: CellSize { .fixed(columns: 10) }
    func update(with model: Banner) { title = model.title }
}

final class NoteViewModel: CellViewModel, NoteCellDataSource {
    private(set) var lines: [String] = []
    var identifier: String { "note" }
    var size: CellSize { .fixed(columns: 12, lines: 3) }
    func update(with model: Note) { lines = model.lines }
}

/// Draws the name and, when the member has one, a tag at the right. The tag is optional content:
/// only `prepareForReuse` stops a reused cell from showing the previous member's tag.
final class MemberCell: TextCell {
    private var name = ""
    private var tag: String?

    func configure(with viewModel: any MemberCellDataSource) {
        name = viewModel.name
        if let newTag = viewModel.tag { tag = newTag }
    }

    func prepareForReuse() {
        name = ""
        tag = nil
    }

    func draw(in canvas: inout CellCanvas) {
        let tagWidth = tag.map { canvas.displayWidth(of: $0) + 1 } ?? 0
        canvas.write(name, line: 0, width: canvas.columns - tagWidth)
        if let tag { canvas.write(" " + tag, line: 0, style: .bold) }
    }
}

final class ScoreCell: TextCell {
    private var text = ""
    func configure(with viewModel: any ScoreCellDataSource) { text = viewModel.pointsText }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) { canvas.write(text, line: 0, alignment: .trailing) }
}

final class BannerCell: TextCell {
    private var title = ""
    func configure(with viewModel: any BannerCellDataSource) { title = viewModel.title }
    func prepareForReuse() { title = "" }
    func draw(in canvas: inout CellCanvas) { canvas.write("# " + title, line: 0, alignment: .center) }
}

final class NoteCell: TextCell {
    private var lines: [String] = []
    func configure(with viewModel: any NoteCellDataSource) { lines = viewModel.lines }
    func prepareForReuse() { lines = [] }
    func draw(in canvas: inout CellCanvas) {
        for (index, line) in lines.enumerated() { canvas.write(line, line: index) }
    }
}

/// What ``TextLineCell`` draws: one line of text.
protocol TextLineCellDataSource {
    var text: String { get }
}

/// Draws its view model's text on the first line; shared by the tests' small view models.
final class TextLineCell: TextCell {
    private var text = ""
    func configure(with viewModel: any TextLineCellDataSource) { text = viewModel.text }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) { canvas.write(text, line: 0) }
}

func makeFactory(_ policy: UnregisteredItemPolicy = .placeholder) throws -> CollectionFactory {
    let factory = CollectionFactory(unregisteredItemPolicy: policy)
    try factory.register(MemberViewModel.init)
    try factory.register(ScoreViewModel.init)
    try factory.register(BannerViewModel.init)
    try factory.register(NoteViewModel.init)
    return factory
}

func makeView(_ layout: CollectionLayout = .list, policy: UnregisteredItemPolicy = .placeholder) throws
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
struct BlockRecorder: ByteSink {
    var blocks: [Int] = []
    var bytes: [UInt8] = []
    mutating func write(_ bytes: [UInt8]) {
        blocks.append(bytes.count)
        self.bytes.append(contentsOf: bytes)
    }
}

/// ASCII text followed by spaces up to `width` columns, as a list pads its rows.
func paddedLine(_ text: String, width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 0))
}

/// Rows of ASCII text as a list renders them: each padded to `width` and ended by a newline.
func listRows(_ rows: [String], width: Int) -> String {
    rows.map { paddedLine($0, width: width) + "\n" }.joined()
}

/// The display width of every line of rendered text (the final newline ends the last line).
func lineWidths(_ text: String) -> [Int] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines.map { DisplayWidth.of($0) }
}

/// Text shown in a box of any size, wrapped and centred: the size comes from the model, so that
/// property tests can try every size.
struct Paragraph: Hashable {
    var text: String
    var columns: Int
    var lines: Int
}

protocol ParagraphCellDataSource {
    var text: String { get }
}

final class ParagraphViewModel: CellViewModel, ParagraphCellDataSource {
    private var paragraph = Paragraph(text: "", columns: 1, lines: 1)
    var identifier: String { "paragraph" }
    var size: CellSize { .fixed(columns: paragraph.columns, lines: paragraph.lines) }
    func update(with model: Paragraph) { paragraph = model }
    var text: String { paragraph.text }
}

final class ParagraphCell: TextCell {
    private var text = ""
    func configure(with viewModel: any ParagraphCellDataSource) { text = viewModel.text }
    func prepareForReuse() { text = "" }
    func draw(in canvas: inout CellCanvas) {
        canvas.writeWrapped(text, alignment: .center, verticalAlignment: .center)
    }
}

/// A view model that claims the "member" identifier for a model of its own, as a host might by
/// mistake: validation must say that the "member" cell cannot draw it.
final class RecordingTitleViewModel: CellViewModel {
    private(set) var caption = Caption(text: "")
    var identifier: String { "member" }
    var size: CellSize { .fixed(columns: 16) }
    func update(with model: Caption) { caption = model }
}

struct Caption: Hashable {
    var text: String
}
