import CellFactory

/// The list diff on two lists decoded from the input, with repeated identities.
///
/// Each byte is an item: its top bit says which list, the next five bits its identity (32, so
/// identities repeat) and the low two bits its content. Holds when: applying the deletions, then
/// placing the moves and insertions at their new indices and the other kept items in their old
/// order, gives the new list and the diff's own `oldIndices`, with updates exactly where the
/// content changed; repeated identities are the ones reported; each identity loses
/// and gains only what its counts force (no item in both lists is deleted and inserted); and the
/// moves are as few as keep every other kept item in order.
package enum DiffOracle: FuzzOracle {
    package static let name = "diff"

    struct Item: Hashable {
        var identity: UInt8
        var content: UInt8
    }

    package static func check(_ input: [UInt8]) -> String? {
        let items = input.map { Item(identity: ($0 >> 2) & 0x1F, content: $0 & 3) }
        let old = zip(input, items).filter { $0.0 & 0x80 == 0 }.map(\.1)
        let new = zip(input, items).filter { $0.0 & 0x80 != 0 }.map(\.1)
        let diff = ListDiff(from: old, to: new, identity: \.identity, isUnchanged: ==)
        let context = "old \(old.map(\.identity)), new \(new.map(\.identity))"

        guard diff.oldCount == old.count, diff.newCount == new.count,
            diff.deletions.allSatisfy(old.indices.contains), diff.insertions.allSatisfy(new.indices.contains),
            diff.deletions == Array(Set(diff.deletions)).sorted(),
            diff.insertions == Array(Set(diff.insertions)).sorted()
        else { return "\(context): indices out of range or out of order" }

        // Apply: the moved and inserted items at their new places, the rest in their old order.
        let deleted = Set(diff.deletions)
        let moved = Set(diff.moves.map(\.old))
        var stationary = old.indices.filter { !deleted.contains($0) && !moved.contains($0) }.makeIterator()
        var result = [Int?](repeating: nil, count: new.count)  // an old index, or nil for an insertion
        var placed = Set(diff.insertions)
        for move in diff.moves {
            guard new.indices.contains(move.new), old.indices.contains(move.old),
                placed.insert(move.new).inserted, !deleted.contains(move.old)
            else { return "\(context): move \(move) clashes" }
            result[move.new] = move.old
        }
        for index in new.indices where !placed.contains(index) {
            guard let oldIndex = stationary.next() else { return "\(context): too few items kept" }
            result[index] = oldIndex
        }
        if stationary.next() != nil { return "\(context): too many items kept" }

        let updated = Set(diff.updates.map(\.new))
        for index in new.indices {
            guard let oldIndex = result[index] else { continue }
            if old[oldIndex].identity != new[index].identity {
                return "\(context): new item \(index) comes from old item \(oldIndex), another identity"
            }
            if (old[oldIndex] != new[index]) != updated.contains(index) {
                return
                    "\(context): item \(index) changed \(old[oldIndex] != new[index]), reported as updated \(updated.contains(index))"
            }
        }
        if result != diff.oldIndices { return "\(context): oldIndices \(diff.oldIndices), applied \(result)" }
        if diff.updates.contains(where: { !new.indices.contains($0.new) || result[$0.new] != $0.old }) {
            return "\(context): an update between other items"
        }

        // Repeated identities are reported: every one after the first, in each list.
        func repeats(_ list: [Item]) -> [Int] {
            var seen = Set<UInt8>()
            return list.indices.filter { !seen.insert(list[$0].identity).inserted }
        }
        if diff.duplicatesInOld != repeats(old) || diff.duplicatesInNew != repeats(new) {
            return "\(context): duplicates \(diff.duplicatesInOld) and \(diff.duplicatesInNew)"
        }

        // Only what the counts force is deleted or inserted.
        for identity in Set(items.map(\.identity)) {
            let inOld = old.filter { $0.identity == identity }.count
            let inNew = new.filter { $0.identity == identity }.count
            let deletions = diff.deletions.filter { old[$0].identity == identity }.count
            let insertions = diff.insertions.filter { new[$0].identity == identity }.count
            if deletions != max(inOld - inNew, 0) || insertions != max(inNew - inOld, 0) {
                return
                    "\(context): identity \(identity), \(inOld) then \(inNew): \(deletions) deleted, \(insertions) inserted"
            }
        }

        // The fewest moves: every kept item outside a longest increasing run of old indices.
        let kept = result.compactMap { $0 }
        let fewest = kept.count - longestIncreasingRun(kept)
        if diff.moves.count != fewest { return "\(context): \(diff.moves.count) moves, \(fewest) would do" }
        return nil
    }

    /// The length of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}
