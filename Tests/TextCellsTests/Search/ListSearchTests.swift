import Testing

@testable import TextCells

@Suite("ListSearch")
struct ListSearchTests {
    /// Texts over many parts of a search, with scores that tie and differ: ASCII, capitals, CR LF,
    /// marks and emoji.
    private static let texts: [String] = (0..<23_000).map { index in
        switch index % 7 {
        case 0: "user\(index)"
        case 1: "Album \(index) Massive Attack"
        case 2: "\(index * 7_919 % 100_000)"
        case 3: "u_s_e_r \(index)"
        case 4: "Zoë üser\r\n\(index)"
        case 5: "USER-\(index)"
        default: "👍🏽 used \(index)"
        }
    }

    private static var searchTexts: SearchTexts {
        var texts = SearchTexts()
        for text in Self.texts { texts.append(text) }
        return texts
    }

    /// What a search should find: each text matched alone (the long way, with positions), best
    /// first with ties in input order (or in input order), as keys.
    private static func obvious(_ query: String, order: SearchOrder, among indices: [Int]? = nil) -> [UInt64]
    {
        let parsed = SearchQuery(query)
        var keys: [UInt64] = []
        for index in indices ?? Array(texts.indices) {
            if let score = parsed.match(texts[index])?.score {
                keys.append(ListSearch.key(index: index, score: score, order: order))
            }
        }
        return keys.sorted()
    }

    @Test(
        "a search over many parts finds what scoring each text alone finds, in order",
        arguments: ["u", "us", "user 1", "'er 9", "9", "massive", "üser", "Zoë"])
    func agreesWithScoringEachText(query: String) throws {
        let texts = Self.searchTexts
        for order in [SearchOrder.bestFirst, .inputOrder] {
            let found = try #require(
                ListSearch.run(
                    SearchQuery(query), in: texts, candidates: nil, range: 0..<texts.count, order: order,
                    cancellation: ListSearch.Cancellation()))
            #expect(found == Self.obvious(query, order: order), "\(query), \(order)")
            #expect(!found.isEmpty)
        }
    }

    @Test("a narrowing search of earlier matches, with items that arrived since, finds the same")
    func narrowingAgrees() throws {
        let texts = Self.searchTexts
        let cancellation = ListSearch.Cancellation()
        // "u" over the first 20,000 items; then "use" over its matches and the 3,000 after them.
        let first = try #require(
            ListSearch.run(
                SearchQuery("u"), in: texts, candidates: nil, range: 0..<20_000, order: .bestFirst,
                cancellation: cancellation))
        let narrowed = try #require(
            ListSearch.run(
                SearchQuery("use"), in: texts, candidates: first, range: 20_000..<texts.count,
                order: .bestFirst, cancellation: cancellation))
        #expect(narrowed == Self.obvious("use", order: .bestFirst))
        // Matches known already are merged in as they are.
        let known = Self.obvious("use", order: .bestFirst, among: Array(0..<20_000))
        let rest = try #require(
            ListSearch.run(
                SearchQuery("use"), in: texts, candidates: nil, range: 20_000..<texts.count, keeping: known,
                order: .bestFirst, cancellation: cancellation))
        #expect(rest == narrowed)
        #expect(narrowed.count > 1_000)
    }

    @Test("a cancelled search answers nothing")
    func cancelled() {
        let cancellation = ListSearch.Cancellation()
        cancellation.cancel()
        let texts = Self.searchTexts
        #expect(
            ListSearch.run(
                SearchQuery("u"), in: texts, candidates: nil, range: 0..<texts.count, order: .bestFirst,
                cancellation: cancellation) == nil)
    }
}
