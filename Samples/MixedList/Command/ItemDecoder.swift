import Foundation
import MixedListJSON
import MixedListViewModels

/// Turns the `mixed-list` JSON input into items: accounts, integers, albums, and anything else as
/// a record for the default view.
///
/// | element | item |
/// | --- | --- |
/// | `{"type":"account","name":…}` | ``Account`` |
/// | a whole number that fits in `Int` | `Int` |
/// | `{"type":"album","title":…,"artist":…,"year":…,"tracks":…}` | ``Album`` |
/// | any other object, a string, a fraction or a larger number, a boolean, an array, `null` | ``RecordValue`` |
///
/// A known record with a missing or mistyped field is an error naming the element and field.
package enum ItemDecoder {
    /// Decodes every element of a whole document: a JSON array, or JSON Lines.
    ///
    /// `mixed-list` itself renders each element as it is read; this reads them all, for tests and
    /// for hosts that want the items.
    ///
    /// - Parameters:
    ///   - data: The JSON text.
    ///   - source: The input's name, for messages.
    ///   - format: The input's format, or `nil` to tell from its first byte that is not blank.
    /// - Returns: The items, one per element.
    /// - Throws: ``InputError`` for the first element that is not JSON or is a record with missing
    ///   or mistyped fields, and for empty input when the format is not given.
    package static func decode(_ data: Data, source: String, format: JSONInputFormat? = nil)
        throws(InputError) -> [Any]
    {
        let stream = ItemStream(
            input: MemoryInput(data), source: source, format: format, keepGoing: false, warnings: { _ in })
        var items: [Any] = []
        while let element = stream.next() {
            if case .item(let item) = element { items.append(item) }
        }
        if let error = stream.stopError { throw error }
        return items
    }

    /// Why a JSON value is not the item it claims to be.
    package struct FieldError: Error {
        let field: String?
        let message: String
    }

    /// The item an element stands for, or for views declared in a file (`recordsOnly`) always its
    /// record.
    package static func item(from element: JSONValue, recordsOnly: Bool) throws(FieldError) -> any Sendable {
        recordsOnly ? record(element) : try item(from: element)
    }

    /// The item an element of the input stands for.
    package static func item(from element: JSONValue) throws(FieldError) -> any Sendable {
        switch element {
        case .integer(let value): return value
        case .object:
            guard case .string(let type)? = element["type"] else { return record(element) }
            switch type {
            case "account":
                return Account(name: try string("name", in: element))
            case "album":
                return Album(
                    title: try string("title", in: element),
                    artist: try string("artist", in: element),
                    year: try integer("year", in: element),
                    trackCount: try integer("tracks", in: element, minimum: 0)
                )
            default:
                return record(element)
            }
        case .number, .string, .bool, .null, .array:
            return record(element)
        }
    }

    /// A JSON value as the default view's record.
    package static func record(_ value: JSONValue) -> RecordValue {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(record))
        case .object(let members): .object(members.map { RecordField(key: $0.key, value: record($0.value)) })
        }
    }

    private static func string(_ field: String, in object: JSONValue) throws(FieldError) -> String {
        switch object[field] {
        case .string(let value)?: return value
        case nil: throw FieldError(field: field, message: "missing; expected a string")
        case let other?:
            throw FieldError(field: field, message: "expected a string, found \(other.kindDescription)")
        }
    }

    private static func integer(_ field: String, in object: JSONValue, minimum: Int = .min)
        throws(FieldError) -> Int
    {
        switch object[field] {
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
}
