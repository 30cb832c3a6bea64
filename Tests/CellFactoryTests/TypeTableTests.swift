import CellFactoryTesting
import Testing

@testable import CellFactory

// The dispatcher's cache, checked against `Dictionary` on the same operations.

@Suite("TypeTable: the dispatcher's cache of answers per type")
struct TypeTableTests {
    @Test("random sets and lookups agree with a Dictionary, through every growth")
    func agreesWithDictionary() {
        var generator = SeededGenerator(seed: 21)
        // Objects have distinct identifiers too, as many as a test wants.
        let objects = (0..<5_000).map { _ in Tracker() }
        var table = TypeTable<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<40_000 {
            let key = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &generator)])
            if Bool.random(using: &generator) {
                table.set(step, for: key)
                reference[key] = step
            }
            #expect(table[key] == reference[key])
        }
        #expect(table.count == reference.count)
        for object in objects {
            let key = ObjectIdentifier(object)
            #expect(table[key] == reference[key])
        }
    }

    @Test("an empty table answers nil; metatypes are keys like any other")
    func metatypes() {
        var table = TypeTable<String>()
        #expect(table[ObjectIdentifier(Int.self)] == nil)
        table.set("int", for: ObjectIdentifier(Int.self))
        table.set("string", for: ObjectIdentifier(String.self))
        table.set("int again", for: ObjectIdentifier(Int.self))
        #expect(table[ObjectIdentifier(Int.self)] == "int again")
        #expect(table[ObjectIdentifier(String.self)] == "string")
        #expect(table[ObjectIdentifier(Double.self)] == nil)
        #expect(table.count == 2)
    }
}

private final class Tracker {}
