import MixedListJSON
import Testing

@Suite("The document format: one JSON value, the whole input, over many lines")
struct JSONDocumentFormatTests {
    private let document = """
        \u{FEFF}
          {
            "blockdevices": [
              {"name": "sda", "size": "1T"},
              {"name": "sdb", "size": "2T"}
            ]
          }

        """

    @Test("a document over many lines is one element, read once the input ends, in any chunks")
    func wholeDocument() {
        let expected = JSONValue.object([
            JSONMember(
                key: "blockdevices",
                value: .array([
                    .object([
                        JSONMember(key: "name", value: .string("sda")),
                        JSONMember(key: "size", value: .string("1T")),
                    ]),
                    .object([
                        JSONMember(key: "name", value: .string("sdb")),
                        JSONMember(key: "size", value: .string("2T")),
                    ]),
                ]))
        ])
        for chunk in [1, 2, 7, Int.max] {
            let outcome = read(Array(document.utf8), format: .document, nextChunkSize: { chunk })
            #expect(outcome.results == [.element(expected, index: 0, position: position(2, 3, 6)), .end])
        }
    }

    @Test("an error names its line and column in the document")
    func errors() {
        #expect(
            read("{\n  \"a\": [1,\n  2,]\n}", format: .document).errors == [
                error("expected a value, found ']'", 3, 5, 17)
            ])
        #expect(read("{} {}", format: .document).errors.count == 1)
    }

    @Test("empty or blank input is an error, not an empty list")
    func empty() {
        for text in ["", "  \n\n"] {
            let outcome = read(text, format: .document)
            #expect(outcome.errors.map(\.message) == ["the input is empty; expected a JSON value"])
        }
    }
}
