import TestSupport
import TextCells

/// The fuzzy matcher against the brute-force reference that tries every alignment.
///
/// The input's first byte gives the query's length and form (fuzzy, exact with `'`, two
/// terms); the bytes after it pick the query's characters and then the text's (at most 12) from
/// an alphabet of ASCII, accented, combining, wide, emoji and case-folding characters. Holds
/// when `SearchReference.problem(with:query:text:)` finds nothing (the reference's best score,
/// positions ascending and inside the text, and for one term its characters in order earning that
/// score), and the UTF-8 path lists filter with (one scratch reused across texts, positions on or
/// off) agrees with `match(_:)`.
package enum MatcherOracle: FuzzOracle {
    package static let name = "matcher"

    static let alphabet: [Character] = [
        "a", "b", "c", "A", "B", "r", "R", "1", "2", " ", "_", "/", "-", ".", "!", "é", "É",
        "\u{65}\u{301}", "東", "京", "👍🏽", "ß", "İ", "ǅ", "\u{301}", "ﬃ", "Σ", "ς", "\t", "'",
    ]

    package static func check(_ input: [UInt8]) -> String? {
        guard let form = input.first else { return nil }
        let queryLength = 1 + Int(form % 4)
        let characters = input.dropFirst().map { alphabet[Int($0) % alphabet.count] }
        var query = String(characters.prefix(queryLength))
        let text = String(characters.dropFirst(queryLength).prefix(12))
        switch form / 4 % 4 {
        case 1: query = "'" + query
        case 2: query = String(query.dropLast()) + " " + String(query.suffix(1))
        default: break
        }
        let search = SearchQuery(query)
        let found = search.match(text)
        if let problem = SearchReference.problem(with: found, query: query, text: text) { return problem }
        // Another text first, so that the scratch holds something else when it is reused.
        var scratch = MatchScratch()
        let other = Array("xX_é".utf8)
        let bytes = Array(text.utf8)
        _ = search.match(other.span, scratch: &scratch, positions: true)
        let scored = search.match(bytes.span, scratch: &scratch, positions: false)
        let placed = search.match(bytes.span, scratch: &scratch, positions: true)
        if scored?.score != found?.score || placed != found {
            return
                "query \(query.debugDescription), text \(text.debugDescription): the UTF-8 path gives \(String(describing: scored)) and \(String(describing: placed)), not \(String(describing: found))"
        }
        return nil
    }
}
