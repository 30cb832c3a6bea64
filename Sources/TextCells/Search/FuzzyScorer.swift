/// The scores of fuzzy and exact terms, and the characters that earn them.
///
/// A term matched at character offsets `p₀ < p₁ < … < pₘ₋₁` scores
///
///     Σⱼ (match + bonusⱼ) − Σ gaps (gapStart + gapExtension × (length − 1))
///
/// where a character's bonus is what its place earns (after whitespace or the start of the
/// text, after a delimiter, after other punctuation, at a camelCase hump or where digits start),
/// doubled for the term's first character, and at least `bonusConsecutive` for a character right
/// after the previous one. A gap is the characters skipped between two matched ones; what comes
/// before the first and after the last costs nothing. The best alignment is found by dynamic
/// programming in time `O(text × term)`; the tests compare it with trying every alignment.
enum FuzzyScorer {
    static let scoreMatch = 16
    static let gapStart = 3
    static let gapExtension = 1
    static let bonusAfterWhitespace: Int32 = 10
    static let bonusAfterDelimiter: Int32 = 9
    static let bonusAfterNonWord: Int32 = 8
    static let bonusCamelCase: Int32 = 7
    static let bonusConsecutive = 8
    static let firstCharacterMultiplier = 2

    /// Far below any real score, and far enough above `Int.min` never to overflow.
    private static let impossible = Int.min / 4

    /// The best fuzzy alignment of a term in the loaded text, with its positions if asked for.
    static func bestFuzzy(_ scratch: inout MatchScratch, term: Int, positions wantsPositions: Bool)
        -> (score: Int, positions: [Int])?
    {
        scratch.lendingScoreRows { previous, current, scratch in
            // Spans of the scratch's storage: reached with no reference counting.
            let count = scratch.count
            let (exactCodes, foldedCodes) = (scratch.exactStorage.span, scratch.foldedStorage.span)
            return align(
                LoadedText.self,
                (scratch.termIsCaseSensitive[term] ? exactCodes : foldedCodes).extracting(0..<count),
                bonuses: scratch.bonusStorage.span.extracting(0..<count), foldsCase: false,
                wanted: scratch.termCodeStorage.span.extracting(scratch.termRanges[term]), window: nil,
                rows: &previous, &current, positions: wantsPositions)
        }
    }

    /// The score of a term's best fuzzy alignment in a text read from its bytes, which hold all
    /// its alignments in `window` (see ``ASCIIText/readableWindow(of:in:foldsCase:)``): nothing is loaded.
    static func bestFuzzy(
        _ scratch: inout MatchScratch, term: Int, bytes: Span<UInt8>, window: ClosedRange<Int>
    ) -> Int? {
        scratch.lendingScoreRows { previous, current, scratch in
            align(
                ASCIIText.self, bytes, bonuses: Span(), foldsCase: !scratch.termIsCaseSensitive[term],
                wanted: scratch.termCodeStorage.span.extracting(scratch.termRanges[term]), window: window,
                rows: &previous, &current, positions: false)?.score
        }
    }

    /// The best fuzzy alignment of `wanted` in a text read as `Text` reads it.
    ///
    /// - Parameters:
    ///   - codes: The text, as `Text` reads its characters' codes.
    ///   - bonuses: Each character's bonus, where `Text` keeps them.
    ///   - foldsCase: Whether `Text` folds a code to small letters as it reads it.
    ///   - wanted: The term's codes.
    ///   - given: The term's window in the text (``MatchText/window(of:in:foldsCase:)``), when
    ///     the caller found it.
    ///   - previous: A row of scores to work in; it only grows.
    ///   - current: Another.
    ///   - wantsPositions: Whether the characters that match are wanted too.
    private static func align<Text: MatchText>(
        _: Text.Type, _ codes: Span<Text.Unit>, bonuses: Span<Int32>, foldsCase: Bool, wanted: Span<UInt32>,
        window given: ClosedRange<Int>?, rows previous: inout [Int], _ current: inout [Int],
        positions wantsPositions: Bool
    ) -> (score: Int, positions: [Int])? {
        let count = codes.count
        let length = wanted.count
        // Row j holds, for each offset, the best score of the term's first j + 1 characters with
        // the last of them there; all rows are kept only when the positions are wanted.
        var rows: [[Int]] = []
        var consecutive: [[Bool]] = []
        // The rows only grow: each walk writes the offsets of its window in a row, and reads no
        // others.
        if previous.count < count {
            previous.append(contentsOf: repeatElement(impossible, count: count - previous.count))
        }
        if length > 1 && current.count < count {
            current.append(contentsOf: repeatElement(impossible, count: count - current.count))
        }
        // Only offsets in the term's window take part in an alignment: the walks skip the rest,
        // often most of the text. Positions are traced back through whole rows, so they walk
        // every offset.
        let window: ClosedRange<Int>
        if let given {
            window = given
        } else if wantsPositions {
            guard count > 0 else { return nil }
            window = 0...count - 1
        } else {
            guard let found = Text.window(of: wanted, in: codes, foldsCase: foldsCase) else { return nil }
            window = found
        }
        let start = window.lowerBound
        do {
            let code = wanted[0]
            var row = previous.mutableSpan
            for index in window {
                row[index] =
                    Text.code(codes, index, foldsCase) == code
                    ? scoreMatch + Text.bonus(codes, bonuses, index) * firstCharacterMultiplier : impossible
            }
        }
        if wantsPositions {
            rows.append(previous)
            consecutive.append([Bool](repeating: false, count: count))
        }
        var tookConsecutive = wantsPositions ? [Bool](repeating: false, count: count) : []
        for character in stride(from: 1, to: length, by: 1) {
            do {
                let code = wanted[character]
                // Spans for the walk along the row: bounds are checked, but not, on every write, that
                // the row's storage is not shared.
                let above = previous.span
                var row = current.mutableSpan
                // The best score that reaches `index` across a gap, kept as the row is walked.
                var acrossGap = impossible
                // Offsets before the window hold no score of this text: they count as impossible.
                for index in window {
                    if index >= start + 2 {
                        acrossGap = max(acrossGap - gapExtension, above[index - 2] - gapStart)
                    }
                    guard Text.code(codes, index, foldsCase) == code else {
                        row[index] = impossible
                        continue
                    }
                    let bonus = Text.bonus(codes, bonuses, index)
                    let fromNeighbour =
                        index > start ? above[index - 1] + max(bonus, bonusConsecutive) : impossible
                    let fromGap = acrossGap + bonus
                    let best = max(fromNeighbour, fromGap)
                    row[index] = best <= impossible / 2 ? impossible : scoreMatch + best
                    if wantsPositions { tookConsecutive[index] = fromNeighbour >= fromGap }
                }
            }
            swap(&previous, &current)
            if wantsPositions {
                rows.append(previous)
                consecutive.append(tookConsecutive)
            }
        }
        // The first of the best ends, as `max(by:)` would find it.
        var end = start
        for index in window where previous[index] > previous[end] { end = index }
        guard previous[end] > impossible / 2 else { return nil }
        let score = previous[end]
        guard wantsPositions else { return (score, []) }
        var positions = [end]
        for character in stride(from: length - 1, to: 0, by: -1) {
            if consecutive[character][end] {
                end -= 1
            } else {
                // The gap's start: the offset whose score, less the gap, gave this one.
                let reached = rows[character][end] - scoreMatch - Text.bonus(codes, bonuses, end)
                var before = end - 2
                while before >= 0
                    && rows[character - 1][before] - gapStart - gapExtension * (end - before - 2) != reached
                {
                    before -= 1
                }
                end = before
            }
            positions.append(end)
        }
        return (score, positions.reversed())
    }

    /// The score of a term of one ASCII character, from the text's bytes: its best place, as
    /// ``bestFuzzy(_:term:positions:)`` and ``bestExact(_:term:positions:)`` score a term of one
    /// character. The first key of most queries is one character, searched over every item:
    /// nothing is loaded, and a place's bonus is worked out only where the character is. The
    /// whole text must be plain ASCII (``ASCIIText/isPlain(_:)``): a character anywhere could be
    /// the best place.
    static func bestASCII(_ code: UInt8, foldsCase: Bool, in utf8: Span<UInt8>) -> ByteReading<Int> {
        var best = -1
        // Bit 7 is set once a byte past ASCII is seen; CRs are counted: no branch per byte.
        var seen: UInt8 = 0
        var carriageReturns = 0
        for index in utf8.indices {
            seen |= utf8[index]
            carriageReturns &+= utf8[index] == 0x0D ? 1 : 0
            guard ASCIIText.code(utf8, index, foldsCase) == UInt32(code) else { continue }
            best = max(best, ASCIIText.bonus(utf8, Span(), index))
        }
        guard seen < 0x80, carriageReturns == 0 else { return .needsCharacters }
        return best < 0 ? .none : .found(scoreMatch + best * firstCharacterMultiplier)
    }

    /// The best place of an exact term in the loaded text: its characters next to each other,
    /// scored as a fuzzy term with those positions would be.
    static func bestExact(_ scratch: borrowing MatchScratch, term: Int, positions wantsPositions: Bool)
        -> (score: Int, positions: [Int])?
    {
        let (exactCodes, foldedCodes) = (scratch.exactStorage.span, scratch.foldedStorage.span)
        return place(
            LoadedText.self,
            (scratch.termIsCaseSensitive[term] ? exactCodes : foldedCodes).extracting(0..<scratch.count),
            bonuses: scratch.bonusStorage.span.extracting(0..<scratch.count), foldsCase: false,
            wanted: scratch.termCodeStorage.span.extracting(scratch.termRanges[term]), window: nil,
            positions: wantsPositions)
    }

    /// The score of an exact term's best place in a text read from its bytes, which hold all its
    /// places in `window` (see ``ASCIIText/readableWindow(of:in:foldsCase:)``).
    static func bestExact(
        _ scratch: borrowing MatchScratch, term: Int, bytes: Span<UInt8>, window: ClosedRange<Int>
    )
        -> Int?
    {
        place(
            ASCIIText.self, bytes, bonuses: Span(), foldsCase: !scratch.termIsCaseSensitive[term],
            wanted: scratch.termCodeStorage.span.extracting(scratch.termRanges[term]), window: window,
            positions: false)?.score
    }

    /// The best place of `wanted` as a run of characters in a text read as `Text` reads it.
    private static func place<Text: MatchText>(
        _: Text.Type, _ text: Span<Text.Unit>, bonuses: Span<Int32>, foldsCase: Bool, wanted: Span<UInt32>,
        window: ClosedRange<Int>?, positions wantsPositions: Bool
    ) -> (score: Int, positions: [Int])? {
        // A place starts in the window, and ends in it.
        let (lowest, highest) = (
            window?.lowerBound ?? 0, (window?.upperBound ?? text.count - 1) - wanted.count + 1
        )
        guard lowest <= highest else { return nil }
        var best: (score: Int, start: Int)?
        for start in lowest...highest where Text.code(text, start, foldsCase) == wanted[0] {
            var whole = true
            for offset in 1..<wanted.count where Text.code(text, start + offset, foldsCase) != wanted[offset]
            {
                whole = false
                break
            }
            guard whole else { continue }
            var score = scoreMatch + Text.bonus(text, bonuses, start) * firstCharacterMultiplier
            for offset in stride(from: 1, to: wanted.count, by: 1) {
                score += scoreMatch + max(Text.bonus(text, bonuses, start + offset), bonusConsecutive)
            }
            if score > best?.score ?? Int.min { best = (score, start) }
        }
        guard let best else { return nil }
        return (best.score, wantsPositions ? Array(best.start..<best.start + wanted.count) : [])
    }
}
