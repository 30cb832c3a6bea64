import Foundation
import MixedListCommand
import MixedListJSON
import MixedListViewModels

/// The records of the `mixed-list` scenarios as JSON text: accounts, integers and albums in turn,
/// the same items as ``MixedItems``.
package enum MixedListRecords {
    /// The JSON text of the element at an index: ``MixedItems/item(at:script:)`` as a record.
    package static func record(at index: Int) -> String {
        // The items' names and titles are plain ASCII without quotes or backslashes.
        switch MixedItems.item(at: index) {
        case let account as Account: return #"{"type":"account","name":"\#(account.name)"}"#
        case let album as Album:
            return #"{"type":"album","title":"\#(album.title)","artist":"\#(album.artist)","#
                + #""year":\#(album.year),"tracks":\#(album.trackCount)}"#
        case let other: return "\(other)"
        }
    }

    /// A document of `count` elements: a JSON array with one element per line, or JSON Lines.
    package static func document(elements count: Int, format: JSONInputFormat) -> Data {
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
package struct GeneratedJSONLines: ByteInput {
    private let count: Int
    private var next = 0

    /// An input of `count` records.
    package init(count: Int) {
        self.count = count
    }

    /// The next records, about 64 KiB of them; empty after the last.
    package mutating func read() -> ArraySlice<UInt8> {
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
    package var wouldWait: Bool { false }
}
