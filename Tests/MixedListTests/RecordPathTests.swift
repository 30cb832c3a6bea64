import MixedListCommand
import MixedListJSON
import Testing

@Suite("RecordPath: paths into a record, as --records and views files write them")
struct RecordPathTests {
    private let record: JSONValue = .object([
        JSONMember(key: "metadata", value: .object([JSONMember(key: "name", value: .string("web"))])),
        JSONMember(
            key: "addr_info",
            value: .array([
                .object([JSONMember(key: "local", value: .string("127.0.0.1"))]),
                .object([JSONMember(key: "local", value: .string("::1"))]),
            ])),
        JSONMember(key: "a:b c", value: .integer(1)),
    ])

    @Test(
        "keys, nested keys and indexes reach their values",
        arguments: [
            ("metadata.name", JSONValue.string("web")), ("addr_info[1].local", .string("::1")),
            ("addr_info[0]", .object([JSONMember(key: "local", value: .string("127.0.0.1"))])),
            ("a:b c", .integer(1)),
        ])
    func reaches(path: String, value: JSONValue) throws {
        #expect(try RecordPath(parsing: path).value(in: record) == value)
    }

    @Test(
        "a key or an index that is not there is nil, as is a step into a scalar",
        arguments: ["nope", "metadata.nope", "addr_info[2]", "addr_info.local", "metadata[0]", "a:b c.d"])
    func missing(path: String) throws {
        #expect(try RecordPath(parsing: path).value(in: record) == nil)
    }

    @Test("an index at the start reads the document's elements")
    func leadingIndex() throws {
        #expect(
            try RecordPath(parsing: "[1]").value(in: JSONValue.array([.null, .bool(true)])) == .bool(true))
    }

    @Test(
        "a malformed path says which column is at fault",
        arguments: [
            ("", 1, "the path is empty"), ("a.", 3, "expected a key after '.'"), (".a", 1, "expected a key"),
            ("a[", 3, "expected an index, a whole number from 0"),
            ("a[x]", 3, "expected an index, a whole number from 0"),
            ("a[1", 4, "expected ']'"), ("a]", 2, "expected '.' or '[' after a key or an index"),
            ("a[1]b", 5, "expected '.' or '[' after a key or an index"), ("a..b", 3, "expected a key"),
            ("a[-1]", 3, "expected an index, a whole number from 0"),
            ("a[99999999999999999999]", 3, "expected an index, a whole number from 0"),
        ])
    func malformed(path: String, column: Int, message: String) {
        #expect(throws: RecordPath.SyntaxError(column: column, message: message)) {
            try RecordPath(parsing: path)
        }
    }
}
