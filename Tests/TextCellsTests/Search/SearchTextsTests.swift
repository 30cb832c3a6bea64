import TestSupport
import Testing

@testable import TextCells

@Suite("Search texts")
struct SearchTextsTests {
    /// Texts of several lengths, some empty, some not ASCII.
    private func text(_ index: Int) -> String {
        switch index % 5 {
        case 0: ""
        case 1: "user\(index)"
        case 2: "Zoë 日本 \(index)"
        case 3: String(repeating: "x", count: index % 97)
        default: "🎵"
        }
    }

    @Test(
        "texts appended in runs are the texts appended one at a time, across chunks",
        arguments: [
            [0, 5], [1, 16_383, 3], [16_384, 16_384, 1], [20_000, 20_000], [3, 0, 40_000, 7],
            // Runs large enough to be shared, between ones that are copied.
            [4_096, 3, 5_000, 4_095, 16_384, 12_000, 1],
        ])
    func runsAcrossChunks(sizes: [Int]) {
        var expected: [String] = []
        var oneAtATime = SearchTexts()
        var inRuns = SearchTexts()
        for size in sizes {
            var run = SearchTexts()
            for _ in 0..<size {
                let next = text(expected.count)
                expected.append(next)
                run.append(utf8: ArraySlice(next.utf8))
                oneAtATime.append(next)
            }
            inRuns.append(contentsOf: run)
            #expect(inRuns.count == expected.count)
        }
        #expect(oneAtATime.count == expected.count)
        for index in expected.indices {
            #expect(Array(inRuns.utf8(at: index)) == Array(expected[index].utf8))
            #expect(Array(oneAtATime.utf8(at: index)) == Array(expected[index].utf8))
        }
    }

    @Test("a text given as bytes that are not UTF-8 is searched as U+FFFD")
    func notUTF8() {
        var texts = SearchTexts()
        texts.append(utf8: [0x61, 0xFF, 0x62][...])
        #expect(Array(texts.utf8(at: 0)) == [0x61, 0xFF, 0x62])
        // The byte that is not UTF-8 is the character the query asks for.
        var matcher = SearchMatcher(SearchQuery("a\u{FFFD}b"))
        let score = matcher.score(utf8: texts.utf8(at: 0).span)
        #expect(score != nil)
        #expect(score == matcher.score(of: "a\u{FFFD}b"))
        #expect(matcher.score(utf8: Array("ab".utf8).span) == nil)
    }

    @Test("texts lent a chunk at a time are the texts by index, for ranges and indices across chunks")
    func lentAcrossChunks() {
        var texts = SearchTexts()
        for index in 0..<40_000 { texts.append(text(index)) }
        func lent(_ range: Range<Int>) -> [(Int, [UInt8])] {
            var seen: [(Int, [UInt8])] = []
            texts.forEachUTF8(in: range, with: &seen) { seen, index, utf8 in
                var bytes: [UInt8] = []
                for offset in utf8.indices { bytes.append(utf8[offset]) }
                seen.append((index, bytes))
            }
            return seen
        }
        for range in [
            0..<0, 0..<1, 5..<16_384, 16_383..<16_385, 100..<40_000, 32_768..<32_769, 39_999..<40_000,
        ] {
            let seen = lent(range)
            #expect(seen.map(\.0) == Array(range))
            #expect(seen.allSatisfy { $0.1 == Array(texts.utf8(at: $0.0)) })
        }
        var generator = SplitMix(seed: 0x7E575)
        let indices = (0..<5_000).map { _ in Int(generator.next() % 40_000) }
        var seen: [(Int, [UInt8])] = []
        texts.forEachUTF8(at: indices, with: &seen) { seen, index, utf8 in
            var bytes: [UInt8] = []
            for offset in utf8.indices { bytes.append(utf8[offset]) }
            seen.append((index, bytes))
        }
        #expect(seen.map(\.0) == indices)
        #expect(seen.allSatisfy { $0.1 == Array(texts.utf8(at: $0.0)) })
    }

    @Test("texts that share chunks stay apart: appending to one never changes the other")
    func sharedChunksStayApart() {
        var run = SearchTexts()
        for index in 0..<5_000 { run.append(text(index)) }
        var joined = SearchTexts()
        joined.append("first")
        joined.append(contentsOf: run)
        // The run's chunk is shared and not full: appending to either copies it first.
        joined.append("after")
        run.append("other")
        #expect(joined.count == 5_002)
        #expect(run.count == 5_001)
        #expect(String(decoding: joined.utf8(at: 5_001), as: UTF8.self) == "after")
        #expect(String(decoding: run.utf8(at: 5_000), as: UTF8.self) == "other")
        for index in 0..<5_000 {
            #expect(Array(joined.utf8(at: index + 1)) == Array(text(index).utf8))
            #expect(Array(run.utf8(at: index)) == Array(text(index).utf8))
        }
    }
}
