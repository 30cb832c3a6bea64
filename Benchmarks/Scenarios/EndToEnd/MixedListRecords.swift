import Foundation
import MixedListCommand

/// The records of the `mixed-list` scenarios as JSON text: accounts, integers and albums in turn,
/// the same items as ``MixedItems``.
public enum MixedListRecords {
    /// The JSON text of the element at an index.
    public static func record(at index: Int) -> String {
        switch MixedItems.item(at: index) {
        case let number as Int: return String(number)
        default:
            if index % 3 == 0 { return #"{"type":"account","name":"Account \#(index)"}"# }
            return #"{"type":"album","title":"Album number \#(index)","artist":"Daft Punk","#
                + #""year":\#(1970 + index % 55),"tracks":\#(1 + index % 20)}"#
        }
    }

    /// A document of `count` elements: a JSON array with one element per line, or JSON Lines.
    public static func document(elements count: Int, format: JSONInputFormat) -> Data {
        var text = format == .array ? "[\n" : ""
        text.reserveCapacity(count * 60)
        for index in 0..<count {
            if index > 0 { text += format == .array ? ",\n" : "\n" }
            text += record(at: index)
        }
        text += format == .array ? "\n]\n" : "\n"
        return Data(text.utf8)
    }
}

/// JSON Lines records made as they are read, so that an input of any length takes no memory.
public struct GeneratedJSONLines: ByteInput {
    private let count: Int
    private var next = 0

    /// An input of `count` records.
    public init(count: Int) {
        self.count = count
    }

    /// The next records, about 64 KiB of them; empty after the last.
    public mutating func read() -> ArraySlice<UInt8> {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(66 * 1024)
        while next < count && chunk.count < 64 * 1024 {
            chunk.append(contentsOf: MixedListRecords.record(at: next).utf8)
            chunk.append(UInt8(ascii: "\n"))
            next += 1
        }
        return chunk[...]
    }

    /// Never: the records are made on demand.
    public var wouldWait: Bool { false }
}
