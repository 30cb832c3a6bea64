import MixedListJSON
import MixedListViewModels

/// Writes the built-in list's items as the JSON records `mixed-list` reads, for `--choose`
/// without an input.
enum RecordEncoder {
    /// The record of an item: a record as itself, an account, album or heading object, a number,
    /// or for anything else its description as a JSON string.
    static func record(for item: Any) -> String {
        switch item {
        case let record as RecordValue:
            return json(record)
        case let account as Account:
            return #"{"type":"account","name":\#(string(account.name))}"#
        case let album as Album:
            return #"{"type":"album","title":\#(string(album.title)),"artist":\#(string(album.artist)),"#
                + #""year":\#(album.year),"tracks":\#(album.trackCount)}"#
        case let heading as Heading:
            return #"{"type":"heading","title":\#(string(heading.title))}"#
        case let number as Int:
            return String(number)
        default:
            return string(String(describing: item))
        }
    }

    /// A JSON value as compact JSON text, members in their order: as its record is written.
    static func json(_ value: JSONValue) -> String {
        json(ItemDecoder.record(value))
    }

    /// A record as compact JSON text, members in their order.
    static func json(_ value: RecordValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .number(let value): return value.isFinite ? String(value) : "null"
        case .string(let value): return string(value)
        case .array(let values): return "[" + values.map(json).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { string($0.key) + ":" + json($0.value) }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
