/// One text made ready for matching against one query: a code and a bonus per character, in
/// buffers reused from text to text so that filtering a long list allocates nothing per item.
///
/// An ASCII character's code is its byte; a non-ASCII character that the query contains gets a
/// number of its own, and any other is a code nothing matches. Characters (grapheme clusters)
/// are never split.
package struct MatchScratch {
    /// Code of a character no term contains.
    static let noMatch = UInt32.max

    /// The codes of the terms' characters, one term after another, and where each term's are:
    /// in one array, so that matching reaches them with no reference counting.
    private(set) var termCodeStorage: [UInt32] = []
    private(set) var termRanges: [Range<Int>] = []
    private(set) var termIsCaseSensitive: [Bool] = []
    private(set) var termIsExact: [Bool] = []
    /// The terms whose characters are all ASCII, for ``mayMatch(_:)``: where each one's bytes are
    /// in ``asciiTermBytes``, folded to small letters where case does not matter, with the bit
    /// that folds a byte then (`0x20`, or `0` where case matters).
    private var asciiTerms: [(range: Range<Int>, fold: UInt8)] = []
    /// The bytes of ``asciiTerms``, one after another.
    private var asciiTermBytes: [UInt8] = []
    /// The query's non-ASCII characters, numbered from 128.
    private var clusters: [Character: UInt32] = [:]
    /// Whether every term can be matched in a text's bytes, where they are ASCII: the terms are
    /// of ASCII characters that no other character is taken for (the Kelvin sign is `K`, the
    /// Greek question mark `;`, the Greek varia `` ` ``).
    private(set) var termsReadBytes = false
    /// The character of a query of one term of one ASCII character (folded to small where case
    /// does not matter), which a text of ASCII matches from its bytes alone.
    private(set) var singleASCII: (code: UInt8, foldsCase: Bool)?

    /// Per character of the loaded text, in the first ``count`` elements: its code as written, and
    /// folded to lower case (each made only when a term needs it), and the bonus for matching
    /// there (a word's start, a camelCase hump, …). The buffers only grow, so that loading a text
    /// writes into them without allocating or resizing.
    private(set) var exactStorage: [UInt32] = []
    private(set) var foldedStorage: [UInt32] = []
    private(set) var bonusStorage: [Int32] = []
    /// How many characters the loaded text has.
    private(set) var count = 0
    /// The two rows of scores `FuzzyScorer.bestFuzzy` works in, kept for the next text.
    private var scoreRow: [Int] = []
    private var otherScoreRow: [Int] = []

    /// Scratch for a query's matches.
    init(for query: SearchQuery) {
        for term in query.terms {
            termIsCaseSensitive.append(term.isCaseSensitive)
            termIsExact.append(term.isExact)
            let codes = term.characters.map { character in code(ofQuery: character) }
            termRanges.append(termCodeStorage.count..<termCodeStorage.count + codes.count)
            termCodeStorage.append(contentsOf: codes)
            // An empty term matches any text: it has nothing to look for.
            if !codes.isEmpty, codes.allSatisfy({ $0 < 0x80 }) {
                let fold: UInt8 = term.isCaseSensitive ? 0 : 0x20
                let start = asciiTermBytes.count
                asciiTermBytes.append(contentsOf: codes.map { UInt8($0) | fold })
                asciiTerms.append((start..<asciiTermBytes.count, fold))
            }
        }
        let takenForOthers: Set<UInt32> = [0x4B, 0x6B, 0x3B, 0x60]
        termsReadBytes = termCodeStorage.allSatisfy { $0 < 0x80 && !takenForOthers.contains($0) }
        if termRanges.count == 1, termCodeStorage.count == 1, termCodeStorage[0] < 0x80 {
            singleASCII = (UInt8(termCodeStorage[0]), !termIsCaseSensitive[0])
        }
        loadedQuery = query
    }

    /// Empty scratch, set up by the first ``prepare(for:)``.
    package init() {}

    private var loadedQuery: SearchQuery?

    /// How many terms the query has.
    var termCount: Int { termRanges.count }

    private mutating func code(ofQuery character: Character) -> UInt32 {
        if let ascii = MatchUnits.ascii(character) { return UInt32(ascii) }
        if let known = clusters[character] { return known }
        let code = 0x80 + UInt32(clusters.count)
        clusters[character] = code
        return code
    }

    /// A character's code: looked up by `Character` equality, so that canonically equivalent
    /// spellings (`é` and `e` + U+0301) are the same character.
    private func code(ofText character: Character) -> UInt32 {
        if let ascii = MatchUnits.ascii(character) { return UInt32(ascii) }
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
    /// In a text of ASCII, a character is a byte, or CR LF, which no ASCII character matches: a
    /// term of ASCII characters matches only if its bytes (case-folded as the term is) occur in
    /// order. A text with other characters may match. Most texts of a long list fail here once the
    /// query has a few characters.
    func mayMatch(_ utf8: Span<UInt8>) -> Bool {
        let wanted = asciiTermBytes.span
        for (range, fold) in asciiTerms {
            var next = range.lowerBound
            var code = wanted[next]
            // Bit 7 is set once a byte past ASCII is seen.
            var seen: UInt8 = 0
            for index in utf8.indices {
                let byte = utf8[index]
                seen |= byte
                // Setting bit 5 folds a capital letter to small; the other bytes it merges (`@`
                // and `` ` ``, say) only make this answer "may match" more often.
                guard byte | fold == code else { continue }
                next += 1
                if next == range.upperBound { break }
                code = wanted[next]
            }
            if next < range.upperBound && seen < 0x80 { return false }
        }
        return true
    }

    /// Makes the scratch ready for a text, to match against the query it was prepared for.
    ///
    /// Only the codes some term compares with are made: as written for a term where case
    /// matters, folded for one where it does not.
    mutating func load(_ utf8: Span<UInt8>) {
        let needsExact = termIsCaseSensitive.contains(true)
        let needsFolded = termIsCaseSensitive.contains(false)
        // ASCII is a character a byte, but for CR LF, one character: that goes the long way.
        for index in utf8.indices where !ASCIIText.isPlain(utf8[index]) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            for index in utf8.indices { bytes.append(utf8[index]) }
            loadCharacters(
                String(decoding: bytes, as: UTF8.self), needsExact: needsExact, needsFolded: needsFolded)
            return
        }
        count = utf8.count
        if bonusStorage.count < count {
            let more = count - bonusStorage.count
            exactStorage.append(contentsOf: repeatElement(0, count: more))
            foldedStorage.append(contentsOf: repeatElement(0, count: more))
            bonusStorage.append(contentsOf: repeatElement(0, count: more))
        }
        // The buffers are lent to locals for the loop, so that three can be written at once.
        var (exactCodes, foldedCodes, bonuses) = ([UInt32](), [UInt32](), [Int32]())
        swap(&exactCodes, &exactStorage)
        swap(&foldedCodes, &foldedStorage)
        swap(&bonuses, &bonusStorage)
        defer {
            swap(&exactCodes, &exactStorage)
            swap(&foldedCodes, &foldedStorage)
            swap(&bonuses, &bonusStorage)
        }
        var exact = exactCodes.mutableSpan
        var folded = foldedCodes.mutableSpan
        var bonus = bonuses.mutableSpan
        let classes = CharacterClass.ofASCII
        let bonusAfter = CharacterClass.bonusTable
        var previous = CharacterClass.whitespace.rawValue
        for index in 0..<count {
            let byte = utf8[index]
            if needsExact { exact[index] = UInt32(byte) }
            if needsFolded { folded[index] = ASCIIText.code(utf8, index, true) }
            let current = classes[Int(byte)]
            bonus[index] = bonusAfter[Int(previous) &* CharacterClass.count &+ Int(current)]
            previous = current
        }
    }

    /// Loads text that is not all ASCII, a character (grapheme cluster) at a time.
    private mutating func loadCharacters(_ text: String, needsExact: Bool, needsFolded: Bool) {
        exactStorage.removeAll(keepingCapacity: true)
        foldedStorage.removeAll(keepingCapacity: true)
        bonusStorage.removeAll(keepingCapacity: true)
        var previous = CharacterClass.whitespace
        for character in text {
            exactStorage.append(needsExact ? code(ofText: character) : Self.noMatch)
            foldedStorage.append(needsFolded ? code(ofText: MatchUnits.folded(character)) : Self.noMatch)
            let current = CharacterClass(character)
            bonusStorage.append(current.bonus(after: previous))
            previous = current
        }
        count = bonusStorage.count
    }

    /// Lends `body` the two rows of scores kept from text to text, and the scratch to read: the
    /// dynamic programming works in them, so that no text allocates rows of its own.
    mutating func lendingScoreRows<Result>(
        _ body: (_ previous: inout [Int], _ current: inout [Int], _ scratch: borrowing MatchScratch) -> Result
    ) -> Result {
        var (previous, current) = ([Int](), [Int]())
        swap(&previous, &scoreRow)
        swap(&current, &otherScoreRow)
        defer {
            swap(&previous, &scoreRow)
            swap(&current, &otherScoreRow)
        }
        return body(&previous, &current, self)
    }

    /// Whether the text holds a term's characters in order: what every match needs, checked
    /// first because it rejects most texts in one pass.
    func contains(term: Int) -> Bool {
        let wanted = termCodeStorage.span.extracting(termRanges[term])
        let (exactCodes, foldedCodes) = (exactStorage.span, foldedStorage.span)
        let text = (termIsCaseSensitive[term] ? exactCodes : foldedCodes).extracting(0..<count)
        var next = 0
        for index in text.indices where next < wanted.count && text[index] == wanted[next] {
            next += 1
        }
        return next == wanted.count
    }
}

/// How characters are compared when case does not matter.
enum MatchUnits {
    /// A character in lower case, when that is still one character.
    static func folded(_ character: Character) -> Character {
        if let ascii = ascii(character) {
            return ascii >= 0x41 && ascii <= 0x5A ? Character(Unicode.Scalar(ascii + 0x20)) : character
        }
        guard character.isUppercase || character.isCased else { return character }
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }

    /// A character's ASCII code, when it is one ASCII character or canonically the same as one
    /// (the Kelvin sign is `K`, as `Character` equality says); `nil` for any other. CR LF is not
    /// LF, although its `asciiValue` is LF's: a query's LF matches only an LF.
    static func ascii(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        if utf8.count == 1 { return utf8.first }
        // Unicode's only characters whose canonical decomposition is one ASCII character.
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            return nil
        }
        switch scalar.value {
        case 0x037E: return UInt8(ascii: ";")  // GREEK QUESTION MARK
        case 0x1FEF: return UInt8(ascii: "`")  // GREEK VARIA
        case 0x212A: return UInt8(ascii: "K")  // KELVIN SIGN
        default: return nil
        }
    }
}
