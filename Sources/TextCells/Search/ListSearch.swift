import Dispatch
internal import Foundation
import Synchronization

/// Filters a list's texts with a query, in parallel on all cores, and can be stopped midway.
///
/// A result is a sorted array of keys, one per match: in ``SearchOrder/bestFirst`` the score in
/// the high half (inverted, so that ascending keys are best first) and the item's index in the low
/// half; in ``SearchOrder/inputOrder`` the index alone. Sorting plain integers is what keeps a
/// million matches cheap to order.
package enum ListSearch {
    /// Items one task matches before it looks for cancellation again.
    static let partSize = 4_096

    /// Set from anywhere to stop a running search.
    package final class Cancellation: Sendable {
        private let flag = Atomic<Bool>(false)
        package init() {}
        package func cancel() { flag.store(true, ordering: .relaxed) }
        package var isCancelled: Bool { flag.load(ordering: .relaxed) }
    }

    /// The index of the item a key stands for.
    package static func index(ofKey key: UInt64) -> Int { Int(key & 0xFFFF_FFFF) }

    /// The key of a match.
    static func key(index: Int, score: Int, order: SearchOrder) -> UInt64 {
        switch order {
        case .inputOrder:
            return UInt64(index)
        case .bestFirst:
            let inverted = UInt64(Int64(Int32.max) - Int64(Int32(clamping: score)))
            return inverted << 32 | UInt64(index)
        }
    }

    /// The matches among some items, sorted, or `nil` when cancelled.
    ///
    /// - Parameters:
    ///   - query: The query; it must not be empty (an empty query matches every item in order).
    ///   - texts: The texts.
    ///   - candidates: Keys of an earlier result to search again (a query that narrows that
    ///     result's), or `nil` to search `range`.
    ///   - range: The items to search besides the candidates.
    ///   - earlier: Sorted keys already known to match, merged into the result unchanged.
    package static func run(
        _ query: SearchQuery, in texts: SearchTexts, candidates: [UInt64]?, range: Range<Int>,
        keeping earlier: [UInt64] = [], order: SearchOrder, cancellation: Cancellation
    ) -> [UInt64]? {
        let fromCandidates = candidates ?? []
        let parts = (fromCandidates.count + partSize - 1) / partSize + (range.count + partSize - 1) / partSize
        let found = PartResults(count: parts)
        let candidatePartCount = (fromCandidates.count + partSize - 1) / partSize
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            guard !cancellation.isCancelled else { return }
            // The scratch is made for the query here, once: each text is then matched as it is.
            var state = (scratch: MatchScratch(for: query), matches: [UInt64]())
            func test(
                _ state: inout (scratch: MatchScratch, matches: [UInt64]), _ index: Int, _ text: Span<UInt8>
            ) {
                if let match = query.match(prepared: text, scratch: &state.scratch, positions: false) {
                    state.matches.append(key(index: index, score: match.score, order: order))
                }
            }
            if part < candidatePartCount {
                let start = part * partSize
                // In input order, as the texts are stored: keys best first would visit them at random.
                let indices = fromCandidates[start..<min(start + partSize, fromCandidates.count)]
                    .map(index(ofKey:)).sorted()
                texts.forEachUTF8(at: indices, with: &state, test)
            } else {
                let start = range.lowerBound + (part - candidatePartCount) * partSize
                texts.forEachUTF8(in: start..<min(start + partSize, range.upperBound), with: &state, test)
            }
            var matches = state.matches
            matches.sort()
            found.set(matches, at: part)
        }
        guard !cancellation.isCancelled else { return nil }
        // Taken from `found`, so that the parts' keys are let go once merged into the groups'.
        let runs = merged(found.take())
        guard !cancellation.isCancelled else { return nil }
        var all = earlier
        all.reserveCapacity(earlier.count + runs.reduce(0) { $0 + $1.count })
        for run in runs { all.append(contentsOf: run) }
        all.sort()
        return all
    }

    /// Sorted runs merged on every core, a group of runs each: merging a million matches on one
    /// core took longer than finding them on all. The groups' few runs are left to merge.
    private static func merged(_ parts: [[UInt64]]) -> [[UInt64]] {
        let groupCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, parts.count))
        let groups = PartResults(count: groupCount)
        DispatchQueue.concurrentPerform(iterations: groupCount) { group in
            let members = parts[group * parts.count / groupCount..<(group + 1) * parts.count / groupCount]
            var merged: [UInt64] = []
            merged.reserveCapacity(members.reduce(0) { $0 + $1.count })
            for part in members { merged.append(contentsOf: part) }
            // Sorted runs one after another: the standard sort merges them.
            merged.sort()
            groups.set(merged, at: group)
        }
        return groups.take()
    }
}

/// The matches of each part of a search, each set by its part and taken once all are done.
///
/// `@unchecked Sendable` is sound: every access to `stored` holds `lock`. An `NSLock` rather than
/// `Synchronization.Mutex`, whose locking on Linux the thread sanitizer does not see, so that two
/// parts storing their matches at once are not reported as a race.
private final class PartResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[UInt64]]

    init(count: Int) {
        stored = Array(repeating: [], count: count)
    }

    /// Stores a part's matches.
    func set(_ matches: [UInt64], at part: Int) {
        lock.lock()
        defer { lock.unlock() }
        stored[part] = matches
    }

    /// Every part's matches, given up: none are kept here.
    func take() -> [[UInt64]] {
        lock.lock()
        defer { lock.unlock() }
        var taken: [[UInt64]] = []
        swap(&taken, &stored)
        return taken
    }
}
