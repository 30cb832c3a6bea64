import CellFactory
import CellFactoryTesting
import Testing

@Suite("ListDiff")
struct ListDiffTests {
    struct Item: Identifiable, Equatable {
        var id: Int
        var value: Int
    }

    @Test("moving one item to the end is one move, not a shift of every other")
    func oneMove() {
        let old = [1, 2, 3, 4].map { Item(id: $0, value: 0) }
        let new = [2, 3, 4, 1].map { Item(id: $0, value: 0) }
        let diff = ListDiff(from: old, to: new)
        #expect(diff.moves == [ListDiff.Pair(old: 0, new: 3)])
        #expect(diff.deletions.isEmpty && diff.insertions.isEmpty && diff.updates.isEmpty)
        #expect(diff.oldIndices == [1, 2, 3, 0])
    }

    @Test("the same id with other content is an update; new ids are insertions, gone ones deletions")
    func updatesInsertionsDeletions() {
        let old = [Item(id: 1, value: 0), Item(id: 2, value: 0), Item(id: 3, value: 0)]
        let new = [Item(id: 1, value: 5), Item(id: 3, value: 0), Item(id: 4, value: 0)]
        let diff = ListDiff(from: old, to: new)
        #expect(diff.updates == [ListDiff.Pair(old: 0, new: 0)])
        #expect(diff.deletions == [1])
        #expect(diff.insertions == [2])
        #expect(diff.moves.isEmpty)
        #expect(!diff.isEmpty)
        #expect(ListDiff(from: old, to: old).isEmpty)
    }

    @Test("duplicate identities are matched in order and reported")
    func duplicates() {
        let diff = ListDiff(values: ["a", "b", "a", "a"], to: ["a", "a", "c"])
        #expect(diff.oldIndices == [0, 2, nil])
        #expect(diff.deletions == [1, 3])
        #expect(diff.insertions == [2])
        #expect(diff.duplicatesInOld == [2, 3])
        #expect(diff.duplicatesInNew == [1])
    }

    @Test("empty lists")
    func empty() {
        #expect(ListDiff(values: [Int](), to: []).isEmpty)
        #expect(ListDiff(values: [], to: [1, 2]).insertions == [0, 1])
        #expect(ListDiff(values: [1, 2], to: []).deletions == [0, 1])
    }

    @Test("all moved: a reversed list keeps one item in place and moves the rest")
    func allMoved() {
        let old = (0..<50).map { Item(id: $0, value: 0) }
        let diff = ListDiff(from: old, to: old.reversed())
        #expect(diff.moves.count == 49)
        #expect(diff.deletions.isEmpty && diff.insertions.isEmpty && diff.updates.isEmpty)
        #expect(Self.check(diff, old: old, new: old.reversed()))
    }

    @Test("all replaced: no identity in common is all deletions and insertions, no moves")
    func allReplaced() {
        let old = (0..<50).map { Item(id: $0, value: 0) }
        let new = (50..<90).map { Item(id: $0, value: 0) }
        let diff = ListDiff(from: old, to: new)
        #expect(diff.deletions == Array(0..<50))
        #expect(diff.insertions == Array(0..<40))
        #expect(diff.moves.isEmpty && diff.updates.isEmpty)
    }

    @Test("2,000 shuffled items with some changed and some new: every property holds")
    func largeShuffle() {
        var generator = SeededGenerator(seed: 2_000)
        let old = (0..<2_000).map { Item(id: $0, value: 0) }
        var new = old.shuffled(using: &generator).filter { $0.id % 9 != 0 }
        for index in stride(from: 0, to: new.count, by: 7) { new[index].value = 1 }
        new += (2_000..<2_100).map { Item(id: $0, value: 0) }
        new.shuffle(using: &generator)
        let diff = ListDiff(from: old, to: new)
        #expect(Self.check(diff, old: old, new: new))
        #expect(diff.deletions.count == 223)
        #expect(diff.insertions.count == 100)
    }

    @Test("100,000 random pairs: the changes rebuild the new list, with the fewest moves")
    func randomPairs() {
        var generator = SeededGenerator(seed: 23)
        for _ in 0..<100_000 {
            let old = Self.randomList(&generator)
            let new = Self.randomList(&generator)
            let diff = ListDiff(from: old, to: new)
            #expect(Self.check(diff, old: old, new: new), "\(old) → \(new)")
        }
    }

    /// Up to 12 items of 8 ids and 3 values, so that duplicates, updates and moves are common.
    static func randomList(_ generator: inout SeededGenerator) -> [Item] {
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            Item(
                id: Int.random(in: 0..<8, using: &generator), value: Int.random(in: 0..<3, using: &generator))
        }
    }

    /// Every property the diff promises, checked against the obvious implementation.
    static func check(_ diff: ListDiff, old: [Item], new: [Item]) -> Bool {
        guard diff.oldIndices.count == new.count else { return false }
        // Applying it: kept items come from their old place, the rest are inserted.
        var rebuilt: [Item] = []
        for (newIndex, oldIndex) in diff.oldIndices.enumerated() {
            guard let oldIndex else {
                rebuilt.append(new[newIndex])
                continue
            }
            guard old[oldIndex].id == new[newIndex].id else { return false }
            let updated = diff.updates.contains(ListDiff.Pair(old: oldIndex, new: newIndex))
            guard updated == (old[oldIndex] != new[newIndex]) else { return false }
            rebuilt.append(updated ? new[newIndex] : old[oldIndex])
        }
        guard rebuilt == new else { return false }
        // Each old item is kept once or deleted; insertions are the new items not kept.
        let keptOld = diff.oldIndices.compactMap { $0 }
        guard Set(keptOld).count == keptOld.count,
            Set(keptOld).union(diff.deletions).count == old.count,
            Set(keptOld).isDisjoint(with: diff.deletions),
            diff.insertions == diff.oldIndices.indices.filter({ diff.oldIndices[$0] == nil })
        else { return false }
        // No identity is both deleted and inserted.
        let deletedIDs = Set(diff.deletions.map { old[$0].id })
        guard deletedIDs.isDisjoint(with: diff.insertions.map { new[$0].id }) else { return false }
        // The items that did not move keep their order, and no fewer moves would do.
        let staying = diff.oldIndices.enumerated().compactMap { newIndex, oldIndex in
            oldIndex.flatMap { diff.moves.contains(ListDiff.Pair(old: $0, new: newIndex)) ? nil : $0 }
        }
        guard staying == staying.sorted() else { return false }
        return diff.moves.count == keptOld.count - longestIncreasingRun(keptOld)
    }

    /// The length of the longest increasing subsequence, the quadratic way.
    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for end in values.indices {
            for start in 0..<end where values[start] < values[end] {
                lengths[end] = max(lengths[end], lengths[start] + 1)
            }
        }
        return lengths.max() ?? 0
    }
}
