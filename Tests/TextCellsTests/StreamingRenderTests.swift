import CellFactory
import CellFactoryTesting
import TestSupport
import Testing
import TextCells

/// A sink that keeps what it is given and how many writes brought it, by reference, so that a
/// test can look at it while a render is still going.
final class SinkLog {
    var bytes: [UInt8] = []
    var writeCount = 0
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

struct LoggingSink: ByteSink {
    let log: SinkLog
    var isLive: Bool

    mutating func write(_ bytes: [UInt8]) {
        log.bytes.append(contentsOf: bytes)
        log.writeCount += 1
    }
}

/// An async sequence that notes, each time the renderer asks for the next element, what the sink
/// has been given so far.
struct ProbingSequence: AsyncSequence {
    typealias Element = ListElement
    let elements: [ListElement]
    let log: SinkLog
    let seen: SeenOutput

    final class SeenOutput {
        var textBeforeEachElement: [String] = []
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<ListElement>
        let log: SinkLog
        let seen: SeenOutput

        mutating func next() async -> ListElement? {
            seen.textBeforeEachElement.append(log.text)
            return remaining.popFirst()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: elements[...], log: log, seen: seen)
    }
}

/// The elements that stream the same rows as a data source, section by section.
func streamElements(of data: SectionedData) -> [ListElement] {
    var elements: [ListElement] = []
    for section in data.sections {
        if let header = section.header { elements.append(.header(header)) }
        elements += section.items.map { .item($0) }
        if let footer = section.footer { elements.append(.footer(footer)) }
    }
    return elements
}

@Suite("Streaming render")
struct StreamingRenderTests {
    static let layouts: [CollectionLayout] = [
        .list, .flow, .flow(FlowLayout(itemSpacing: 2, lineSpacing: 1)),
    ]

    /// Random sections of members, scores, banners, notes and unregistered items, each with or
    /// without a header and a footer; sections without a header follow one with a footer, so that
    /// the stream can tell where they start.
    static func randomData(_ generator: inout SeededGenerator) -> SectionedData {
        var sections: [SectionedData.Section] = []
        var previousHadFooter = true
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            let items: [Any] = (0..<Int.random(in: 0...12, using: &generator)).map { index in
                switch Int.random(in: 0...5, using: &generator) {
                case 0: return Member(name: "Member \(index)", tag: index % 2 == 0 ? "t" : nil)
                case 1: return Score(points: index * 7)
                case 2: return Note(lines: ["a", "b \(index)"])
                case 3: return 2.5
                case 4: return Optional<Score>.none as Any
                default: return Banner(title: "B\(index)")
                }
            }
            let header: Any? =
                previousHadFooter && Bool.random(using: &generator) ? nil : Banner(title: "Head")
            let footer: Any? = Bool.random(using: &generator) ? Banner(title: "Foot") : nil
            sections.append(.init(header: header, items: items, footer: footer))
            previousHadFooter = footer != nil
        }
        return SectionedData(sections: sections)
    }

    @Test("a stream draws exactly what the same data source draws", arguments: layouts)
    func sameAsDataSource(layout: CollectionLayout) throws {
        let view = try makeView(layout)
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<200 {
            let data = Self.randomData(&generator)
            let width = Int.random(in: 1...60, using: &generator)
            var expected = MemorySink()
            let expectedSummary = try view.render(data, width: width, to: &expected)
            var streamed = MemorySink()
            let summary = try view.render(streamElements(of: data), width: width, to: &streamed)
            #expect(streamed.text == expected.text)
            #expect(summary == expectedSummary)
        }
    }

    @Test("an async stream draws exactly what the same data source draws", arguments: layouts)
    func asyncSameAsDataSource(layout: CollectionLayout) async throws {
        let view = try makeView(layout)
        var generator = SeededGenerator(seed: 22)
        for _ in 0..<100 {
            let data = Self.randomData(&generator)
            let width = Int.random(in: 1...60, using: &generator)
            let expected = try view.render(data, width: width)
            for isLive in [false, true] {
                let log = SinkLog()
                var sink = LoggingSink(log: log, isLive: isLive)
                let sequence = ProbingSequence(
                    elements: streamElements(of: data), log: log, seen: ProbingSequence.SeenOutput())
                try await view.render(sequence, width: width, to: &sink)
                #expect(log.text == expected)
            }
        }
    }

    @Test("placeholders name the section and item the stream implies")
    func locations() throws {
        let view = try makeView(.list)
        let elements: [ListElement] = [
            .item(1.5), .header(Banner(title: "H")), .item(2.5), .item(3.5), .footer(4.5), .item(5.5),
        ]
        var output = MemorySink()
        try view.render(elements, width: 60, to: &output)
        let placeholder = SectionedData(sections: [
            .init(items: [1.5]), .init(header: Banner(title: "H"), items: [2.5, 3.5], footer: 4.5),
            .init(items: [5.5]),
        ])
        #expect(output.text == (try view.render(placeholder, width: 60)))
    }

    @Test("an empty stream writes nothing")
    func empty() throws {
        let view = try makeView(.flow)
        var output = MemorySink()
        let summary = try view.render([ListElement](), width: 40, to: &output)
        #expect(output.bytes.isEmpty)
        #expect(summary == RenderSummary())
    }

    @Test("a pause writes the rows drawn so far to a live sink")
    func pauseOnLiveSink() throws {
        let view = try makeView(.list)
        let log = SinkLog()
        var sink = LoggingSink(log: log, isLive: true)
        var seenAtPause: [String] = []
        let elements: [ListElement] = [.item(Score(points: 1)), .pause, .item(Score(points: 2)), .pause]
        let probed = elements.lazy.map { element -> ListElement in
            if case .item = element { seenAtPause.append(log.text) }
            return element
        }
        try view.render(probed, width: 8, to: &sink)
        // When the second item is asked for, the first row is already written.
        #expect(seenAtPause == ["", "   1 pts\n"])
        #expect(log.writeCount == 2)
        #expect(log.text == "   1 pts\n   2 pts\n")
    }

    @Test("a pause ends a flow line that is not full; the next items start a new line")
    func pauseEndsFlowLine() throws {
        let view = try makeView(.flow)
        let log = SinkLog()
        var sink = LoggingSink(log: log, isLive: true)
        let scores: [ListElement] = [.item(Score(points: 1)), .item(Score(points: 2))]
        try view.render(scores + [.pause] + scores, width: 40, to: &sink)
        #expect(log.text == "   1 pts    2 pts\n   1 pts    2 pts\n")
        // Without the pause, the four fit on one line of 40 columns.
        #expect(
            try view.render(
                SectionedData(
                    items: [Score(points: 1), Score(points: 2)] + [Score(points: 1), Score(points: 2)]),
                width: 40)
                == "   1 pts    2 pts    1 pts    2 pts\n")
    }

    @Test("a sink that is not live ignores pauses: the layout does not depend on timing")
    func pauseOnQuietSink() throws {
        let view = try makeView(.flow)
        let log = SinkLog()
        var sink = LoggingSink(log: log, isLive: false)
        let scores: [ListElement] = [.item(Score(points: 1)), .item(Score(points: 2))]
        try view.render(scores + [.pause] + scores, width: 40, to: &sink)
        #expect(log.text == "   1 pts    2 pts    1 pts    2 pts\n")
        #expect(log.writeCount == 1)
    }

    @Test("an async stream's rows reach a live sink before the next element is asked for")
    func asyncRowsBeforeNextElement() async throws {
        let view = try makeView(.list)
        let log = SinkLog()
        let seen = ProbingSequence.SeenOutput()
        let elements: [ListElement] = [
            .item(Score(points: 1)), .item(Score(points: 2)), .item(Score(points: 3)),
        ]
        var sink = LoggingSink(log: log, isLive: true)
        let summary = try await view.render(
            ProbingSequence(elements: elements, log: log, seen: seen), width: 8, to: &sink)
        #expect(summary.cellCount == 3)
        #expect(
            seen.textBeforeEachElement == [
                "", "   1 pts\n", "   1 pts\n   2 pts\n", "   1 pts\n   2 pts\n   3 pts\n",
            ])
    }

    @Test("an async flow holds a line that is not full until a pause or the end")
    func asyncFlowLine() async throws {
        let view = try makeView(.flow)
        let log = SinkLog()
        let seen = ProbingSequence.SeenOutput()
        let elements: [ListElement] = [
            .item(Score(points: 1)), .item(Score(points: 2)), .pause, .item(Score(points: 3)),
        ]
        var sink = LoggingSink(log: log, isLive: true)
        try await view.render(ProbingSequence(elements: elements, log: log, seen: seen), width: 40, to: &sink)
        #expect(seen.textBeforeEachElement == ["", "", "", "   1 pts    2 pts\n", "   1 pts    2 pts\n"])
        #expect(log.text == "   1 pts    2 pts\n   3 pts\n")
    }

    @Test("an async stream's error ends the render; the rows drawn before it are handed over")
    func asyncError() async throws {
        struct SourceFailed: Error {}
        let view = try makeView(.list)
        for isLive in [true, false] {
            let stream = AsyncThrowingStream<ListElement, any Error> { continuation in
                continuation.yield(.item(Score(points: 1)))
                continuation.finish(throwing: SourceFailed())
            }
            let log = SinkLog()
            var sink = LoggingSink(log: log, isLive: isLive)
            await #expect(throws: SourceFailed.self) { try await view.render(stream, width: 8, to: &sink) }
            #expect(log.text == "   1 pts\n")
        }
    }

    @Test("a refused item stops the stream after writing the rows before it")
    func refusedItem() throws {
        let view = try makeView(.list, policy: .error)
        let log = SinkLog()
        var sink = LoggingSink(log: log, isLive: false)
        let elements: [ListElement] = [.item(Score(points: 1)), .item(2.5), .item(Score(points: 3))]
        #expect(throws: RenderError.self) { try view.render(elements, width: 8, to: &sink) }
        #expect(log.text == "   1 pts\n")
    }

    @Test("an invalid width is refused before anything is written")
    func invalidWidth() async throws {
        let view = try makeView(.list)
        var output = MemorySink()
        #expect(throws: RenderError.invalidWidth(0)) {
            try view.render([ListElement.item(Score(points: 1))], width: 0, to: &output)
        }
        let stream = AsyncStream<ListElement> { $0.finish() }
        await #expect(throws: RenderError.invalidWidth(0)) {
            try await view.render(stream, width: 0, to: &output)
        }
        #expect(output.bytes.isEmpty)
    }

    @Test("a long stream creates no more cells than a short one")
    func cellsDoNotGrow() throws {
        let view = try makeView(.list)
        let stream = (0..<50_000).lazy.map { ListElement.item(Score(points: $0)) }
        var output = MemorySink()
        let summary = try view.render(stream, width: 8, to: &output)
        #expect(summary.cellCount == 50_000)
        #expect(output.bytes.count(where: { $0 == UInt8(ascii: "\n") }) == 50_000)
        #expect(view.createdCellCount == 1)
    }
}
