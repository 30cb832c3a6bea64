import TestSupport
import Testing

@testable import TextCells

@Suite("SearchQuery")
struct SearchQueryTests {
    @Test(arguments: [
        ("usr9", "user9991", true), ("user9991", "user9991", true), ("9991u", "user9991", false),
        ("'user9", "user9991", true), ("'usr9", "user9991", false), ("abby road", "Abbey Road", true),
        ("road abby", "Abbey Road", true), ("ABBEY", "abbey road", false), ("Abbey", "Abbey Road", true),
        ("abbey", "ABBEY ROAD", true), ("", "anything", true), ("x", "", false), ("  ", "", true),
    ])
    func matchesWhatTheSyntaxSays(query: String, text: String, matches: Bool) {
        #expect((SearchQuery(query).match(text) != nil) == matches)
    }

    @Test func positionsAreTheMatchedCharacters() throws {
        let match = try #require(SearchQuery("abr").match("Abbey Road"))
        #expect(match.positions == [0, 1, 6])
        let exact = try #require(SearchQuery("'road").match("Abbey Road"))
        #expect(exact.positions == [6, 7, 8, 9])
        #expect(try #require(SearchQuery("").match("x")).positions.isEmpty)
    }

    @Test func betterMatchesScoreHigher() throws {
        func score(_ query: String, _ text: String) throws -> Int {
            try #require(SearchQuery(query).match(text)).score
        }
        // A word's start beats the middle of a word; a run beats scattered characters; a
        // shorter span beats a longer one.
        #expect(try score("ro", "abbey road") > score("ro", "abbey brown"))
        #expect(try score("user", "user9") > score("user", "u_s_e_r"))
        #expect(try score("ab", "a-b") > score("ab", "a---b"))
        #expect(try score("fb", "FooBar") > score("fb", "foobar"))
        #expect(try score("ml", "mixed-list") > score("ml", "mixedlist"))
        #expect(try score("abr", "Abbey Road") > score("abr", "Grabbed bread"))
    }

    @Test func graphemeClustersAreNeverSplit() throws {
        // "é" written as e + combining acute is one character: "e" alone does not match it.
        #expect(SearchQuery("e").match("caf\u{65}\u{301}") == nil)
        let match = try #require(SearchQuery("\u{65}\u{301}").match("caf\u{65}\u{301} au lait"))
        #expect(match.positions == [3])
        let wide = try #require(SearchQuery("東京").match("in 東 and 京"))
        #expect(wide.positions == [3, 9])
        let emoji = try #require(SearchQuery("👍🏽x").match("a👍🏽bx"))
        #expect(emoji.positions == [1, 3])
    }

    @Test func smartCaseAppliesPerTerm() {
        #expect(SearchQuery("Road abbey").match("ABBEY Road") != nil)
        #expect(SearchQuery("Road abbey").match("abbey road") == nil)
        #expect(SearchQuery("ÉTÉ").match("été") == nil)
        #expect(SearchQuery("été").match("ÉTÉ") != nil)
    }

    @Test func narrowingIsTypingOn() {
        #expect(SearchQuery("user9").narrows(SearchQuery("user")))
        #expect(SearchQuery("user 9").narrows(SearchQuery("user")))
        #expect(!SearchQuery("use").narrows(SearchQuery("user")))
        #expect(SearchQuery("a").narrows(SearchQuery("")))
    }

    /// Hostile text: controls, invalid bytes read as replacement characters, very long text.
    @Test func hostileText() throws {
        #expect(SearchQuery("ab").match("a\u{1B}[31mb") != nil)
        // CR LF is one character, and not LF.
        #expect(SearchQuery("ab").match("a\r\nb")?.positions == [0, 2])
        #expect(SearchQuery("a\nb").match("a\r\nb") == nil)
        #expect(SearchQuery("a\r\nb").match("a\r\nb")?.positions == [0, 1, 2])
        // A character canonically the same as an ASCII one is that one, as `Character` says.
        #expect(SearchQuery("K").match("\u{212A}elvin")?.positions == [0])
        #expect(SearchQuery("kelvin").match("\u{212A}ELVIN") != nil)
        #expect(SearchQuery("\u{212A}").match("OK")?.positions == [1])
        let long = String(repeating: "xa", count: 50_000) + "b"
        let match = try #require(SearchQuery("ab").match(long))
        #expect(match.positions == [99_999, 100_000])
        var scratch = MatchScratch()
        let invalid: [UInt8] = [0x61, 0xFF, 0xC3, 0x62]
        #expect(
            SearchQuery("ab").match(invalid.span, scratch: &scratch, positions: true)?.positions == [0, 3])
    }

    /// The library against trying every alignment, on random short texts and queries.
    @Test func agreesWithTryingEveryAlignment() throws {
        let alphabet: [Character] = [
            "a", "b", "c", "A", "B", "r", "R", "1", "2", " ", "_", "/", "-", ".", "!", "é", "É",
            "\u{65}\u{301}", "東", "京", "👍🏽", "ß",
            // Bytes a case fold by bit 5 merges; line breaks (CR LF is one character, not LF);
            // characters canonically the same as ASCII ones (the Kelvin sign is `K`).
            "@", "`", "*", ";", "\n", "\r", "\r\n", "k", "K", "\u{212A}", "\u{37E}", "\u{1FEF}",
        ]
        var generator = SplitMix(seed: 0x5EA2C4)
        var checked = 0
        var matched = 0
        for _ in 0..<100_000 {
            let text = String(
                (0..<Int(generator.next() % 11)).map { _ in alphabet.randomElement(using: &generator)! })
            var query = String(
                (0..<(1 + Int(generator.next() % 3))).map { _ in alphabet.randomElement(using: &generator)! })
            switch generator.next() % 6 {
            case 0: query = "'" + query
            case 1: query += " " + String(alphabet.randomElement(using: &generator)!)
            default: break
            }
            let found = SearchQuery(query).match(text)
            let problem = SearchReference.problem(with: found, query: query, text: text)
            #expect(problem == nil)
            checked += 1
            if found != nil { matched += 1 }
        }
        #expect(checked == 100_000)
        #expect(matched > 5_000)
    }
}
