import TextCells

/// The obvious matcher: every alignment of every term tried and scored from the definition in
/// `FuzzyScorer`'s documentation, written apart from the library's code: the matcher's tests
/// and its fuzz target compare the library with it.
package enum SearchReference {
    /// One space-separated word of a query.
    package struct Term {
        package var characters: [Character]
        package var exact: Bool
        package var caseSensitive: Bool
    }

    /// The terms of a query: `'` makes one exact, a capital makes one case-sensitive.
    package static func terms(_ query: String) -> [Term] {
        query.split(separator: " ").compactMap { word in
            var body = String(word)
            let exact = body.hasPrefix("'")
            if exact { body.removeFirst() }
            if body.isEmpty { return nil }
            let caseSensitive = body.contains { $0.isUppercase }
            return Term(characters: Array(body), exact: exact, caseSensitive: caseSensitive)
        }
    }

    /// A character in lower case, when that is one character.
    package static func fold(_ character: Character) -> Character {
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }

    /// Whether two characters match, with or without case.
    package static func same(_ a: Character, _ b: Character, caseSensitive: Bool) -> Bool {
        caseSensitive ? a == b : fold(a) == fold(b)
    }

    /// What kind of character comes before a match, for its bonus.
    package enum Kind { case space, delimiter, other, lower, upper, digit, letter }

    /// The kind of a character.
    package static func kind(_ c: Character) -> Kind {
        if c.isWhitespace { return .space }
        if "/\\,:;|_-.".contains(c) { return .delimiter }
        if c.isASCII {
            if c.isLowercase { return .lower }
            if c.isUppercase { return .upper }
            if c.isNumber { return .digit }
            return .other
        }
        if c.isLowercase { return .lower }
        if c.isUppercase { return .upper }
        if c.isNumber { return .digit }
        if c.isLetter { return .letter }
        return .other
    }

    /// The bonus for a match at `index`, from the character before it.
    package static func bonus(_ text: [Character], at index: Int) -> Int {
        let current = kind(text[index])
        guard [.lower, .upper, .digit, .letter].contains(current) else { return 0 }
        let previous = index == 0 ? .space : kind(text[index - 1])
        switch previous {
        case .space: return 10
        case .delimiter: return 9
        case .other: return 8
        case .lower: return current == .upper || current == .digit ? 7 : 0
        case .upper, .letter: return current == .digit ? 7 : 0
        case .digit: return 0
        }
    }

    /// The score of one term at these positions, straight from the definition.
    package static func score(_ text: [Character], positions: [Int]) -> Int {
        var total = 0
        for (j, p) in positions.enumerated() {
            let b = bonus(text, at: p)
            if j == 0 {
                total += 16 + 2 * b
            } else if p == positions[j - 1] + 1 {
                total += 16 + max(b, 8)
            } else {
                let gap = p - positions[j - 1] - 1
                total += 16 + b - 3 - (gap - 1)
            }
        }
        return total
    }

    package static func best(_ term: Term, in text: [Character]) -> Int? {
        var best: Int?
        func walk(_ j: Int, from start: Int, _ chosen: [Int]) {
            if j == term.characters.count {
                let s = score(text, positions: chosen)
                best = max(best ?? .min, s)
                return
            }
            var index = start
            while index < text.count {
                if same(text[index], term.characters[j], caseSensitive: term.caseSensitive) {
                    walk(j + 1, from: index + 1, chosen + [index])
                }
                if term.exact && j > 0 { break }
                index += 1
            }
        }
        if term.exact {
            for start in text.indices {
                var ok = start + term.characters.count <= text.count
                for j in term.characters.indices where ok {
                    ok = same(text[start + j], term.characters[j], caseSensitive: term.caseSensitive)
                }
                if ok {
                    let s = score(text, positions: Array(start..<start + term.characters.count))
                    best = max(best ?? .min, s)
                }
            }
            return best
        }
        walk(0, from: 0, [])
        return best
    }

    /// The best total score of a query, `nil` when some term does not match.
    package static func bestScore(_ query: String, _ text: String) -> Int? {
        let characters = Array(text)
        var total = 0
        for term in terms(query) {
            guard let score = best(term, in: characters) else { return nil }
            total += score
        }
        return total
    }

    /// What is wrong with the library's match of `query` in `text`, judged against the reference;
    /// `nil` when nothing is. The score must be the reference's best (no match exactly when the
    /// reference has none), the positions ascending and inside the text, and for a query of one
    /// term, that term's characters, in order, at positions that earn the best score.
    ///
    /// - Parameter found: What `SearchQuery(query).match(text)` gave.
    package static func problem(with found: SearchMatch?, query: String, text: String) -> String? {
        let expected = bestScore(query, text)
        let context = "query \(query.debugDescription), text \(text.debugDescription)"
        guard found?.score == expected else {
            return
                "\(context): score \(String(describing: found?.score)), reference \(String(describing: expected))"
        }
        guard let found else { return nil }
        let characters = Array(text)
        if found.positions != Array(Set(found.positions)).sorted()
            || !found.positions.allSatisfy(characters.indices.contains)
        {
            return "\(context): positions \(found.positions)"
        }
        let terms = terms(query)
        if terms.count == 1 {
            let term = terms[0]
            if found.positions.count != term.characters.count
                || score(characters, positions: found.positions) != expected
                || !zip(found.positions, term.characters).allSatisfy({
                    same(characters[$0], $1, caseSensitive: term.caseSensitive)
                })
            {
                return "\(context): positions \(found.positions) do not earn the score"
            }
        }
        return nil
    }
}
