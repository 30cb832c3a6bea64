public import Foundation
import MixedListViewModels

/// Turns the `mixed-list` JSON input into items: accounts, integers, albums, and anything else as
/// an item of a type with no view model.
///
/// | element | item |
/// | --- | --- |
/// | `{"type":"account","name":…}` | ``Account`` |
/// | a whole number that fits in `Int` | `Int` |
/// | `{"type":"album","title":…,"artist":…,"year":…,"tracks":…}` | ``Album`` |
/// | any other object | ``UnknownRecord`` |
/// | a string, a fraction or a larger number, a boolean, an array | `String`, `Double`, `Bool`, `[Any]` |
/// | `null` | `nil` |
///
/// A known record with a missing or mistyped field is an error naming the element and field.
public enum ItemDecoder {
    /// Decodes the items of a JSON array.
    ///
    /// - Parameters:
    ///   - data: The JSON text.
    ///   - source: The input's name, for messages.
    /// - Returns: The items, one per element.
    /// - Throws: ``InputError`` for text that is not JSON, a top level that is not an array, or a
    ///   record with missing or mistyped fields.
    public static func decode(_ data: Data, source: String) throws(InputError) -> [Any] {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw InputError(source: source, message: "the input is empty; expected a JSON array")
        }
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw InputError(source: source, message: "not valid JSON (\(describe(error, in: data)))")
        }
        guard case .array(let elements) = document else {
            throw InputError(
                source: source,
                message: "the top level must be a JSON array, found \(document.kindDescription)")
        }
        var items: [Any] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                items.append(try item(from: element))
            } catch {
                throw InputError(
                    source: source, elementIndex: index, field: error.field, message: error.message)
            }
        }
        return items
    }

    /// The input with every byte sequence that is not UTF-8 replaced by U+FFFD, so that a name
    /// with a broken byte still shows (as `�`) instead of failing the whole file.
    ///
    /// - Parameter data: The input.
    /// - Returns: The repaired input, and the offset of the first bad byte, or `nil` when the input
    ///   was valid UTF-8 and is returned unchanged.
    public static func repairingUTF8(_ data: Data) -> (data: Data, firstInvalidOffset: Int?) {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var valid = true
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: break decoding
            case .error:
                valid = false
                break decoding
            }
        }
        if valid { return (data, nil) }
        return (Data(String(decoding: data, as: UTF8.self).utf8), offset)
    }

    private struct FieldError: Error {
        let field: String?
        let message: String
    }

    private static func item(from element: JSONValue) throws(FieldError) -> Any {
        switch element {
        case .integer(let value): return value
        case .number(let value): return value
        case .string(let value): return value
        case .bool(let value): return value
        case .null: return Optional<Any>.none as Any
        case .array(let values): return values.map { $0 as Any }
        case .object(let fields):
            guard case .string(let type)? = fields["type"] else { return UnknownRecord(type: nil) }
            switch type {
            case "account":
                return Account(name: try string("name", in: fields))
            case "album":
                return Album(
                    title: try string("title", in: fields),
                    artist: try string("artist", in: fields),
                    year: try integer("year", in: fields),
                    trackCount: try integer("tracks", in: fields, minimum: 0)
                )
            default:
                return UnknownRecord(type: type)
            }
        }
    }

    private static func string(_ field: String, in fields: [String: JSONValue]) throws(FieldError) -> String {
        switch fields[field] {
        case .string(let value)?: return value
        case nil: throw FieldError(field: field, message: "missing; expected a string")
        case let other?:
            throw FieldError(field: field, message: "expected a string, found \(other.kindDescription)")
        }
    }

    private static func integer(_ field: String, in fields: [String: JSONValue], minimum: Int = .min)
        throws(FieldError) -> Int
    {
        switch fields[field] {
        case .integer(let value)?:
            guard value >= minimum else {
                throw FieldError(
                    field: field, message: "expected a whole number of at least \(minimum), found \(value)")
            }
            return value
        case nil: throw FieldError(field: field, message: "missing; expected a whole number")
        case .number?:
            throw FieldError(
                field: field, message: "expected a whole number that fits in 64 bits, found another number")
        case let other?:
            throw FieldError(field: field, message: "expected a whole number, found \(other.kindDescription)")
        }
    }

    /// What is wrong with text the decoder refused. Foundation's decoder does not say where, so
    /// its parser is asked again for a message with a position ("around character 6").
    private static func describe(_ error: any Error, in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                return detail
            }
        }
        guard case .dataCorrupted(let context)? = error as? DecodingError else { return "\(error)" }
        return context.debugDescription
    }
}
