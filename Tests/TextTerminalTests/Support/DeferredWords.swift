import Synchronization
import TextCells
import TextTerminal

/// Counts, across threads, how many times something happened.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    var count: Int { value.load(ordering: .relaxed) }

    func add() { value.add(1, ordering: .relaxed) }
}

/// Items made only when the list asks for them, searched by texts given up front, counting how
/// many are made.
struct DeferredValues: DeferredItems {
    var searchTexts = SearchTexts()
    let make: @Sendable (Int) -> Any
    let made: Counter

    /// Items searched by `texts`, the one at each index made by `make`.
    init(texts: [String], made: Counter = Counter(), make: @escaping @Sendable (Int) -> Any) {
        for text in texts { searchTexts.append(text) }
        self.make = make
        self.made = made
    }

    /// Words, searched by their texts unless `searchTexts` gives others, with ids from `firstID`.
    init(words: [String], firstID: Int = 0, searchTexts: [String]? = nil, made: Counter = Counter()) {
        self.init(texts: searchTexts ?? words, made: made) { Word(id: firstID + $0, text: words[$0]) }
    }

    func item(at index: Int) -> Any {
        made.add()
        return make(index)
    }
}
