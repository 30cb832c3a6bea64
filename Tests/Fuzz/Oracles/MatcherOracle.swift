import TestSupport
import TextCells

/// The fuzzy matcher against the brute-force reference that tries every alignment.
///
/// The input's first byte gives the query's length and form (fuzzy, exact with `'`, two
/// terms); the bytes after it pick the query's characters and then the text's (at most 12) from
/// an alphabet of ASCII, accented, combining, wide, emoji and case-folding characters. Holds
/// when: the library matches exactly when the reference does, with the reference's best score;
/// positions are ascending, inside the text and, for one fuzzy term, characters of the term in
/// order that earn that score; and the UTF-8 path lists filter with (one scratch reused across
/// texts, positions on or off) agrees with `match(_:)`.
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
        let expected = SearchReference.bestScore(query, text)
        let found = search.match(text)
        let context = "query \(query.debugDescription), text \(text.debugDescription)"
        guard found?.score == expected else {
            return
                "\(context): score \(String(describing: found?.score)), reference \(String(describing: expected))"
        }
        // Another text first, so that the scratch holds something else when it is reused.
        var scratch = MatchScratch()
        _ = search.match(Array("xX_é".utf8)[...], scratch: &scratch, positions: true)
        let scored = search.match(Array(text.utf8)[...], scratch: &scratch, positions: false)
        let placed = search.match(Array(text.utf8)[...], scratch: &scratch, positions: true)
        if scored?.score != found?.score || placed != found {
            return
                "\(context): the UTF-8 path gives \(String(describing: scored)) and \(String(describing: placed)), not \(String(describing: found))"
        }
        guard let found else { return nil }
        let textCharacters = Array(text)
        if found.positions != Array(Set(found.positions)).sorted()
            || !found.positions.allSatisfy(textCharacters.indices.contains)
        {
            return "\(context): positions \(found.positions)"
        }
        let terms = SearchReference.terms(query)
        if terms.count == 1 && !terms[0].exact {
            let term = terms[0]
            if found.positions.count != term.characters.count
                || SearchReference.score(textCharacters, positions: found.positions) != expected
                || !zip(found.positions, term.characters).allSatisfy({
                    SearchReference.same(textCharacters[$0], $1, caseSensitive: term.caseSensitive)
                })
            {
                return "\(context): positions \(found.positions) do not earn the score"
            }
        }
        return nil
    }
}
