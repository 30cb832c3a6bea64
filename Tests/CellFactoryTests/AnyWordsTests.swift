import Testing

@testable import CellFactory

// Dispatch reads an item's type from its `Any` for structs and enums, and asks the runtime for
// everything else. Each answer must be exactly what `type(of:)` says, or items would reach the
// wrong view model.

private struct Point {
    var x = 1
    var y = 2
}

/// Too large for an `Any`'s inline buffer, so it is boxed.
private struct Large {
    var a = "a", b = "b", c = "c"
}

private enum Direction { case north, south }

private enum Payload {
    case text(String)
    case number(Int)
}

private class Creature {}
private final class Hound: Creature {}

private protocol Plotted {}
extension Point: Plotted {}

@Suite("The type of an item, read from its Any")
struct AnyWordsTests {
    private static var creatureHeldAsBase: Creature { Hound() }

    static func makeItems() -> [Any] {
        [
            Point(), Large(), Direction.south, Payload.text("t"), Payload.number(3), 42, "text", 3.5,
            Optional(7) as Any, Int?.none as Any, Optional(Optional("nested")) as Any,
            Hound(), creatureHeldAsBase, (1, "tuple"), { (value: Int) in value }, Int.self, Hound.self,
            Point() as any Plotted, [1, 2, 3], ["key": 1], AnyHashable(5), [Point()] as [any Plotted],
        ]
    }

    @Test("every kind of value gives what type(of:) gives", arguments: makeItems().indices)
    func matchesTypeOf(index: Int) {
        let item = Self.makeItems()[index]
        #expect(AnyWords.typeID(of: item) == ObjectIdentifier(type(of: item)), "\(type(of: item))")
    }

    @Test("an instance stored as its superclass is its own class, not the one it was stored as")
    func subclassInstance() {
        let item: Any = Self.creatureHeldAsBase
        #expect(AnyWords.typeID(of: item) == ObjectIdentifier(Hound.self))
    }

    @Test("a struct's type is read from the Any, and the value is left as it was")
    func structIsRead() {
        let item: Any = Large()
        #expect(AnyWords.typeID(of: item) == ObjectIdentifier(Large.self))
        #expect((item as? Large)?.c == "c")
    }

    @Test("the pairs of words are the four words in order", arguments: makeItems().indices)
    func pairsAreTheWords(index: Int) {
        let item = Self.makeItems()[index]
        let words = AnyWords.of(item)
        let pairs = AnyWords.pairs(of: item)
        #expect([pairs.0[0], pairs.0[1], pairs.1[0], pairs.1[1]] == [words.0, words.1, words.2, words.3])
    }
}
