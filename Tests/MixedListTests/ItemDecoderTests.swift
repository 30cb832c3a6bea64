import Foundation
import MixedListCommand
import MixedListViewModels
import Testing

@Suite("Item decoder")
struct ItemDecoderTests {
    @Test("known records become models; everything else is a record for the default view")
    func elements() throws {
        let json = #"""
            [{"type":"account","name":"A"}, 3, {"type":"album","title":"T","artist":"R","year":1999,"tracks":0},
             {"type":"other"}, {"name":"no type"}, "s", 1.5, true, null, [1, [2]], 99999999999999999999]
            """#
        let items = try ItemDecoder.decode(Data(json.utf8), source: "t")
        #expect(items.count == 11)
        #expect(items[0] as? Account == Account(name: "A"))
        #expect(items[1] as? Int == 3)
        #expect(items[2] as? Album == Album(title: "T", artist: "R", year: 1999, trackCount: 0))
        #expect(items[3] as? RecordValue == .object([RecordField(key: "type", value: .string("other"))]))
        #expect(items[4] as? RecordValue == .object([RecordField(key: "name", value: .string("no type"))]))
        #expect(items[5] as? RecordValue == .string("s"))
        #expect(items[6] as? RecordValue == .number(1.5))
        #expect(items[7] as? RecordValue == .bool(true))
        #expect(items[8] as? RecordValue == .null)
        #expect(items[9] as? RecordValue == .array([.integer(1), .array([.integer(2)])]))
        #expect(items[10] as? RecordValue == .number(1e20))
    }

    @Test(
        "records with missing or mistyped fields name the element and field",
        arguments: [
            (#"[{"type":"account"}]"#, "t:1:2: element 0: field \"name\": missing; expected a string"),
            (
                #"[1, {"type":"album","title":"T","artist":"R","year":"1999","tracks":1}]"#,
                "t:1:5: element 1: field \"year\": expected a whole number, found a string"
            ),
            (
                #"[{"type":"album","title":"T","artist":"R","year":1999,"tracks":-1}]"#,
                "t:1:2: element 0: field \"tracks\": expected a whole number of at least 0, found -1"
            ),
            (
                #"[{"type":"album","title":"T","artist":"R","year":1e30,"tracks":1}]"#,
                "t:1:2: element 0: field \"year\": expected a whole number that fits in 64 bits, found another number"
            ),
            (
                #"[{"type":"album","title":null,"artist":"R","year":1,"tracks":1}]"#,
                "t:1:2: element 0: field \"title\": expected a string, found null"
            ),
            (
                #"[{"type":"account","name":["x"]}]"#,
                "t:1:2: element 0: field \"name\": expected a string, found an array"
            ),
            (
                #"[{"type":"account","name":{"x":1}}]"#,
                "t:1:2: element 0: field \"name\": expected a string, found an object"
            ),
            (
                #"[{"type":"account","name":false}]"#,
                "t:1:2: element 0: field \"name\": expected a string, found a boolean"
            ),
        ])
    func fieldErrors(json: String, message: String) {
        let error = #expect(throws: InputError.self) { try ItemDecoder.decode(Data(json.utf8), source: "t") }
        #expect(error?.description == message)
    }

    @Test(
        "text that is not JSON: the message says what, which element and where",
        arguments: [
            ("[1, 2 3]", "t:1:7: element 1: expected ',' or ']' after an array element, found '3'"),
            ("[1e400]", "t:1:2: element 0: number 1e400 is out of range"),
            ("[[[[", "t:1:5: element 0: unexpected end of input, expected a value"),
            ("[1,\n 2,\n ]", "t:3:2: element 2: expected a value after ',', found ']'"),
            ("{\"a\":1}\n{\"a\" 1}", "t:2:6: element 1: expected ':' after an object key, found '1'"),
        ])
    func syntax(json: String, message: String) {
        let error = #expect(throws: InputError.self) { try ItemDecoder.decode(Data(json.utf8), source: "t") }
        #expect(error?.description == message)
    }

    @Test("bytes that are not UTF-8 inside a string become U+FFFD; outside one they are an error")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array(#"[{"type":"account","name":""#.utf8) + [0xFF, 0xFE] + Array(#""}]"#.utf8)
        let items = try ItemDecoder.decode(Data(bytes), source: "t")
        #expect(items.first as? Account == Account(name: "\u{FFFD}\u{FFFD}"))
        let outside = #expect(throws: InputError.self) {
            try ItemDecoder.decode(Data([0x5B, 0x31, 0x2C, 0xFF, 0x5D]), source: "t")
        }
        #expect(outside?.description.hasPrefix("t:1:4: element 1: ") == true)
    }

    @Test(
        "a document that does not start with [ is JSON Lines: one element per line",
        arguments: ["3", "\"x\"", "null", "{}"])
    func jsonLinesByDefault(json: String) throws {
        let items = try ItemDecoder.decode(Data((json + "\n\n" + json + "\n").utf8), source: "t")
        #expect(items.count == 2)
        let forced = #expect(throws: InputError.self) {
            try ItemDecoder.decode(Data(json.utf8), source: "t", format: .array)
        }
        #expect(forced?.description.hasPrefix("t:1:1: ") == true)
    }

    @Test("the format can be given: an array read as JSON Lines is one element that is an array")
    func givenFormat() throws {
        let items = try ItemDecoder.decode(Data("[1, 2]\n[3]\n".utf8), source: "t", format: .lines)
        #expect(items.count == 2)
        #expect(items[0] as? RecordValue == .array([.integer(1), .integer(2)]))
        #expect(try ItemDecoder.decode(Data("".utf8), source: "t", format: .lines).isEmpty)
    }

    @Test("empty input is an error unless the format is given", arguments: ["", " \n\t\r\n"])
    func emptyInput(text: String) {
        let error = #expect(throws: InputError.self) { try ItemDecoder.decode(Data(text.utf8), source: "t") }
        #expect(error?.description == "t: the input is empty; expected a JSON array or JSON Lines")
    }
}
