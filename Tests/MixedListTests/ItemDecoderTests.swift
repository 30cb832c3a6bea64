import Foundation
import MixedListCommand
import MixedListViewModels
import Testing

@Suite("Item decoder")
struct ItemDecoderTests {
    @Test("known records become models; everything else keeps a type with no view model")
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
        #expect(items[3] as? UnknownRecord == UnknownRecord(type: "other"))
        #expect(items[4] as? UnknownRecord == UnknownRecord(type: nil))
        #expect(items[5] as? String == "s")
        #expect(items[6] as? Double == 1.5)
        #expect(items[7] as? Bool == true)
        #expect(String(describing: items[8]) == "nil")
        #expect((items[9] as? [Any])?.count == 2)
        #expect(items[10] is Double)
    }

    @Test(
        "records with missing or mistyped fields name the element and field",
        arguments: [
            (#"[{"type":"account"}]"#, "t: element 0: field \"name\": missing; expected a string"),
            (
                #"[1, {"type":"album","title":"T","artist":"R","year":"1999","tracks":1}]"#,
                "t: element 1: field \"year\": expected a whole number, found a string"
            ),
            (
                #"[{"type":"album","title":"T","artist":"R","year":1999,"tracks":-1}]"#,
                "t: element 0: field \"tracks\": expected a whole number of at least 0, found -1"
            ),
            (
                #"[{"type":"album","title":"T","artist":"R","year":1e30,"tracks":1}]"#,
                "t: element 0: field \"year\": expected a whole number that fits in 64 bits, found another number"
            ),
            (
                #"[{"type":"album","title":null,"artist":"R","year":1,"tracks":1}]"#,
                "t: element 0: field \"title\": expected a string, found null"
            ),
            (
                #"[{"type":"account","name":["x"]}]"#,
                "t: element 0: field \"name\": expected a string, found an array"
            ),
            (
                #"[{"type":"account","name":{"x":1}}]"#,
                "t: element 0: field \"name\": expected a string, found an object"
            ),
            (
                #"[{"type":"account","name":false}]"#,
                "t: element 0: field \"name\": expected a string, found a boolean"
            ),
        ])
    func fieldErrors(json: String, message: String) {
        let error = #expect(throws: InputError.self) { try ItemDecoder.decode(Data(json.utf8), source: "t") }
        #expect(error?.description == message)
    }

    @Test(
        "text that is not JSON: the message says what and where",
        arguments: [
            ("[1, 2 3]", "t: not valid JSON (Invalid value around character 6.)"),
            ("[1e400]", "t: not valid JSON (Number 1e400 is not representable in Swift.)"),
            ("[[[[", "t: not valid JSON (Unexpected end of file during JSON parse.)"),
        ])
    func syntax(json: String, message: String) {
        let error = #expect(throws: InputError.self) { try ItemDecoder.decode(Data(json.utf8), source: "t") }
        #expect(error?.description == message)
    }

    @Test("invalid UTF-8 is not valid JSON")
    func invalidUTF8() {
        let bytes: [UInt8] = Array(#"[{"type":"account","name":""#.utf8) + [0xFF, 0xFE] + Array(#""}]"#.utf8)
        let error = #expect(throws: InputError.self) { try ItemDecoder.decode(Data(bytes), source: "t") }
        #expect(error?.message.hasPrefix("not valid JSON") == true)
    }

    @Test("a top level that is not an array names what it found", arguments: ["3", "\"x\"", "null", "{}"])
    func topLevel(json: String) {
        let error = #expect(throws: InputError.self) { try ItemDecoder.decode(Data(json.utf8), source: "t") }
        #expect(error?.message.hasPrefix("the top level must be a JSON array, found ") == true)
    }

    @Test("bytes that are not UTF-8 become U+FFFD, and the first one's offset is reported")
    func repairingUTF8() throws {
        let valid = Data(#"["王", "x"]"#.utf8)
        #expect(ItemDecoder.repairingUTF8(valid).data == valid)
        #expect(ItemDecoder.repairingUTF8(valid).firstInvalidOffset == nil)
        let broken = Data([0x5B, 0x22, 0x61, 0x9B, 0x62, 0x22, 0x2C, 0x22, 0xE4, 0xB8, 0x22, 0x5D])
        let repaired = ItemDecoder.repairingUTF8(broken)
        #expect(repaired.firstInvalidOffset == 3)
        let items = try ItemDecoder.decode(repaired.data, source: "t")
        #expect(items.compactMap { $0 as? String } == ["a\u{FFFD}b", "\u{FFFD}"])
    }
}
