import CellFactory
import CellFactoryTesting
import TestSupport
import Testing

@testable import TextCells

/// Random heterogeneous lists of hostile and international text, rendered at random widths.
@Suite("Rendering random lists of hard text")
struct RenderPropertyTests {
    /// A random item: registered types with random text, and values no view model shows.
    static func randomItem(using generator: inout SeededGenerator) -> Any {
        let text = HostileText.random(using: &generator)
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            return Member(
                name: text, tag: Bool.random(using: &generator) ? HostileText.random(using: &generator) : nil)
        case 1: return Score(points: Int.random(in: -1_000_000...1_000_000, using: &generator))
        case 2: return Banner(title: text)
        case 3: return Note(lines: [text, HostileText.random(using: &generator)])
        case 4:
            return Paragraph(
                text: text + " " + HostileText.random(using: &generator),
                columns: Int.random(in: 1...300, using: &generator),
                lines: Int.random(in: 1...4, using: &generator))
        case 5: return text
        default: return Double.random(in: -1...1, using: &generator)
        }
    }

    static func makeView(_ layout: CollectionLayout, ambiguous: AmbiguousWidth) throws -> CollectionView {
        let view = try TestSupport.makeView(layout)
        try view.factory.register(ParagraphViewModel.init)
        view.register(ParagraphCell.self, forCellWithReuseIdentifier: "paragraph")
        view.ambiguousWidth = ambiguous
        return view
    }

    @Test("every line fits, no control escapes, every item yields a cell", arguments: [1, 2, 3, 4])
    func randomLists(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let items = (0..<Int.random(in: 0...25, using: &generator)).map { _ in
                Self.randomItem(using: &generator)
            }
            let width = Int.random(in: 1...200, using: &generator)
            let ambiguous: AmbiguousWidth = Bool.random(using: &generator) ? .wide : .narrow
            let replay = "seed \(seed), width \(width), \(ambiguous)"
            for layout in [CollectionLayout.list, .flow] {
                let view = try Self.makeView(layout, ambiguous: ambiguous)
                var output = MemorySink()
                let summary = try view.render(SectionedData(items: items), width: width, to: &output)
                let text = output.text
                #expect(summary.cellCount == items.count, "\(replay)")
                #expect(!HostileText.containsRawControl(text), "\(replay)")
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    let lineWidth = DisplayWidth.of(line, ambiguous: ambiguous)
                    if layout == .list {
                        #expect(lineWidth == width, "\(replay), list: \(line.debugDescription)")
                    } else {
                        #expect(lineWidth <= width, "\(replay), flow: \(line.debugDescription)")
                    }
                }
            }
        }
    }
}
