import TestSupport
import Testing
import TextCells

@Suite("SearchMatcher")
struct SearchMatcherTests {
    /// Texts of every sort: ASCII, case, CR LF, combining marks, emoji, empty.
    static let texts = [
        "user9991", "USER9991", "u_s_e_r", "Abbey Road", "abbey\r\nroad", "Cafe\u{301} Ame\u{301}lie",
        "café amélie", "👩‍👩‍👧 family", "", " ", "a-b", "a---b", "FooBar", "mixed-list", "x",
    ]

    @Test(arguments: ["", "u", "usr9", "'user9", "abby road", "ABBEY", "café", "é", "👩‍👩‍👧", "fb", "a b c"])
    func scoresAsTheQueryMatches(query: String) {
        let parsed = SearchQuery(query)
        var matcher = SearchMatcher(parsed)
        // One matcher over every text, in turn and again, against a fresh match of each.
        for text in Self.texts + Self.texts.reversed() {
            #expect(matcher.score(of: text) == parsed.match(text)?.score, "\(query) in \(text)")
        }
        #expect(matcher.query == parsed)
    }

    /// One matcher scores each text only where its terms can align, and a character alone from
    /// the text's bytes: over random texts of varied lengths, after others, its scores are a
    /// fresh match's (which finds the positions too, the long way).
    @Test func scoresRandomTextsAsFreshMatchesDo() {
        // Characters that read as their bytes, and those that do not: CR, CR LF, LF, combining
        // marks, a mark that joins the character after it, characters taken for ASCII ones (the
        // Kelvin sign is `K`).
        let alphabet: [Character] = [
            "a", "b", "c", "A", "B", "k", "K", ";", "1", " ", "_", "-", "/", "!", "é", "e\u{301}",
            "\r\n", "\r", "\n", "👍🏽", "\u{212A}", "\u{37E}", "\u{600}",
        ]
        var generator = SplitMix(seed: 0xF22B)
        var scored = 0
        for _ in 0..<1_000 {
            // Half the queries of characters read as bytes, so that texts are matched there.
            let characters: [Character] =
                generator.next() % 2 == 0 ? alphabet : ["a", "b", "c", "A", "1", "_"]
            let query = String(
                (0..<Int(1 + generator.next() % 3)).map { _ in characters.randomElement(using: &generator)! })
            let variants = [query, query + " a", "'" + query, query, query]
            var matcher = SearchMatcher(SearchQuery(variants[Int(generator.next() % 5)]))
            for _ in 0..<100 {
                let text = String(
                    (0..<Int(generator.next() % 16)).map { _ in alphabet.randomElement(using: &generator)! })
                let expected = matcher.query.match(text)?.score
                #expect(matcher.score(of: text) == expected, "\(matcher.query.text) in \(text)")
                if expected != nil { scored += 1 }
            }
        }
        #expect(scored > 5_000)
    }

    /// Bytes that are not UTF-8 (read as U+FFFD) beside ASCII: scored from the bytes as the
    /// text `String(decoding:as:)` makes of them is matched.
    @Test func scoresBytesThatAreNotUTF8AsTheirDecodedText() {
        let pieces: [[UInt8]] = [
            [0x61], [0x62], [0x41], [0x20], [0x0D], [0x0A], [0xE2], [0x80], [0xFF], [0xC3, 0xA9],
        ]
        var generator = SplitMix(seed: 0xBAD8)
        var checked = 0
        for query in ["a", "ab", "'ab", "a b", "B", "ba"] {
            var matcher = SearchMatcher(SearchQuery(query))
            for _ in 0..<2_000 {
                let bytes = (0..<Int(generator.next() % 10)).flatMap { _ in
                    pieces.randomElement(using: &generator)!
                }
                let expected = SearchQuery(query).match(String(decoding: bytes, as: UTF8.self))?.score
                #expect(matcher.score(utf8: bytes.span) == expected, "\(query) in \(bytes)")
                if expected != nil { checked += 1 }
            }
        }
        #expect(checked > 1_000)
    }

    @Test func emptyQueryMatchesEverythingWithScoreZero() {
        var matcher = SearchMatcher(SearchQuery("   "))
        #expect(Self.texts.map { matcher.score(of: $0) } == Array(repeating: 0, count: Self.texts.count))
    }

    @Test func aLongTextAfterShortOnes() {
        var matcher = SearchMatcher(SearchQuery("zz"))
        #expect(matcher.score(of: "a") == nil)
        let long = String(repeating: "ab", count: 50_000) + "zz"
        #expect(matcher.score(of: long) == SearchQuery("zz").match(long)?.score)
        #expect(matcher.score(of: long) != nil)
        #expect(matcher.score(of: "z") == nil)
    }

    @Test func arrangedAsTheListOrdersMatches() {
        #expect(SearchOrder.bestFirst.arranged(scores: [10, 30, 10]) == [1, 0, 2])
        #expect(SearchOrder.inputOrder.arranged(scores: [10, 30, 10]) == [0, 1, 2])
        #expect(SearchOrder.bestFirst.arranged(scores: []).isEmpty)
        // Against the obvious sort: higher scores first, ties in input order.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let scores = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in
                Int.random(in: -50...50, using: &generator)
            }
            let obvious = scores.indices.sorted {
                scores[$0] > scores[$1] || scores[$0] == scores[$1] && $0 < $1
            }
            #expect(SearchOrder.bestFirst.arranged(scores: scores) == obvious)
        }
    }
}
