/// One text made ready for matching against one query: a code and a bonus per character, in
/// buffers reused from text to text so that filtering a long list allocates nothing per item.
///
/// An ASCII character's code is its byte; a non-ASCII character that the query contains gets a
/// number of its own, and any other is a code nothing matches. Characters (grapheme clusters)
/// are never split.
package struct MatchScratch {
    /// Code of a character no term contains.
    static let noMatch = UInt32.max

    /// The codes of each term's characters.
    private(set) var termCodes: [[UInt32]] = []
    private var termIsCaseSensitive: [Bool] = []
    /// Per term: whether its characters are all ASCII, for ``mayMatch(_:)``.
    private var termIsASCII: [Bool] = []
    /// The query's non-ASCII characters, numbered from 128.
    private var clusters: [Character: UInt32] = [:]

    /// Per character: its code as written, and folded to lower case.
    private(set) var exactCodes: [UInt32] = []
    private(set) var foldedCodes: [UInt32] = []
    /// Per character: the bonus for matching there (a word's start, a camelCase hump, …).
    private(set) var bonuses: [Int32] = []
    /// The two rows of scores `FuzzyScorer.bestFuzzy` works in, kept for the next text.
    var scoreRows: (previous: [Int], current: [Int]) = ([], [])

    /// Scratch for a query's matches.
    init(for query: SearchQuery) {
        for term in query.terms {
            termIsCaseSensitive.append(term.isCaseSensitive)
            termCodes.append(term.characters.map { character in code(ofQuery: character) })
            termIsASCII.append(termCodes[termCodes.count - 1].allSatisfy { $0 < 0x80 })
        }
        loadedQuery = query
    }

    /// Empty scratch, set up by the first ``prepare(for:)``.
    package init() {}

    private var loadedQuery: SearchQuery?

    /// The codes of a term's characters, in its case mode.
    func codes(ofTerm term: Int) -> [UInt32] { termCodes[term] }

    /// The text's codes in a term's case mode.
    func textCodes(forTerm term: Int) -> [UInt32] {
        termIsCaseSensitive[term] ? exactCodes : foldedCodes
    }

    private mutating func code(ofQuery character: Character) -> UInt32 {
        if let ascii = character.asciiValue { return UInt32(ascii) }
        if let known = clusters[character] { return known }
        let code = 0x80 + UInt32(clusters.count)
        clusters[character] = code
        return code
    }

    /// A character's code: looked up by `Character` equality, so that canonically equivalent
    /// spellings (`é` and `e` + U+0301) are the same character.
    private func code(ofText character: Character) -> UInt32 {
        if let ascii = character.asciiValue { return UInt32(ascii) }
        return clusters[character] ?? Self.noMatch
    }

    /// Makes the scratch ready for a query, when it was ready for another.
    mutating func prepare(for query: SearchQuery) {
        guard loadedQuery != query else { return }
        self = MatchScratch(for: query)
    }

    /// Whether a text may match the prepared query: `false` only when it surely cannot, found
    /// from its bytes alone, before any work per character.
    ///
    /// A text of ASCII without CR is a character a byte, so a term of ASCII characters matches
    /// only if its bytes (case-folded as the term is) occur in order; any other text may match.
    /// Most texts of a long list fail here once the query has a few characters.
    func mayMatch(_ utf8: ArraySlice<UInt8>) -> Bool {
        for term in termCodes.indices where termIsASCII[term] {
            let wanted = termCodes[term]
            let folds = !termIsCaseSensitive[term]
            var next = 0
            for byte in utf8 {
                if byte >= 0x80 || byte == 0x0D { return true }
                let code = UInt32(folds && byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                if code == wanted[next] {
                    next += 1
                    if next == wanted.count { break }
                }
            }
            if next < wanted.count { return false }
        }
        return true
    }

    /// Makes the scratch ready for a text, to match against the query it was prepared for.
    mutating func load(_ utf8: ArraySlice<UInt8>) {
        exactCodes.removeAll(keepingCapacity: true)
        foldedCodes.removeAll(keepingCapacity: true)
        bonuses.removeAll(keepingCapacity: true)
        var previous = CharacterClass.whitespace
        // ASCII is a character a byte, but for CR LF, one character: that goes the long way.
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            for byte in utf8 {
                let code = UInt32(byte)
                exactCodes.append(code)
                foldedCodes.append(byte >= 0x41 && byte <= 0x5A ? code + 0x20 : code)
                let current = CharacterClass(ascii: byte)
                bonuses.append(current.bonus(after: previous))
                previous = current
            }
        } else {
            for character in String(decoding: utf8, as: UTF8.self) {
                exactCodes.append(code(ofText: character))
                foldedCodes.append(code(ofText: MatchUnits.folded(character)))
                let current = CharacterClass(character)
                bonuses.append(current.bonus(after: previous))
                previous = current
            }
        }
    }

    /// How many characters the loaded text has.
    var count: Int { exactCodes.count }

    /// Whether the text holds a term's characters in order: what every match needs, checked
    /// first because it rejects most texts in one pass.
    func contains(term: Int) -> Bool {
        let wanted = termCodes[term]
        let text = textCodes(forTerm: term)
        var next = 0
        for code in text where next < wanted.count && code == wanted[next] {
            next += 1
        }
        return next == wanted.count
    }
}

/// How characters are compared when case does not matter.
enum MatchUnits {
    /// A character in lower case, when that is still one character.
    static func folded(_ character: Character) -> Character {
        if let ascii = character.asciiValue {
            return ascii >= 0x41 && ascii <= 0x5A ? Character(Unicode.Scalar(ascii + 0x20)) : character
        }
        guard character.isUppercase || character.isCased else { return character }
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }
}
