import Foundation
import MixedListCommand
import MixedListJSON

/// The obvious program without the library, as the baseline of `mixed-list` end to end: read the
/// file, parse it with `JSONSerialization` (a line at a time for JSON Lines), switch on each
/// record's type, format its rows into one buffer, and write the buffer once.
struct HandWrittenMixedList {
    let width: Int

    /// Renders a file to `/dev/null`, returning the bytes written.
    func run(_ file: URL, format: JSONInputFormat) throws -> Int {
        let data = try Data(contentsOf: file)
        let elements: [Any]
        switch format {
        case .array:
            elements = try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
        case .document:
            elements = [try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)]
        case .lines:
            elements = try data.split(separator: UInt8(ascii: "\n")).map { line in
                try JSONSerialization.jsonObject(with: Data(line), options: .fragmentsAllowed)
            }
        }
        var output: [UInt8] = []
        for element in elements {
            if let record = element as? [String: Any] {
                switch record["type"] as? String {
                case "account":
                    appendRow(record["name"] as? String ?? "", to: &output)
                case "album":
                    appendRow(record["title"] as? String ?? "", to: &output)
                    let artist = record["artist"] as? String ?? ""
                    let year = record["year"] as? Int ?? 0
                    let tracks = record["tracks"] as? Int ?? 0
                    appendRow("\(artist) · \(year) · \(tracks) tracks", to: &output)
                default:
                    // The bench's records are accounts and albums; any other is its keys and values.
                    let fields = record.keys.sorted().map { "\($0): \(record[$0] ?? "")" }
                    appendRow(fields.joined(separator: "  "), to: &output)
                }
            } else if let number = element as? Int {
                appendRow("\(number) [vibrate]", to: &output)
            } else {
                appendRow("[no view model]", to: &output)
            }
        }
        var sink = NullDevice.open()
        try sink.write(output)
        try NullDevice.close(&sink)
        return output.count
    }

    private func appendRow(_ text: String, to output: inout [UInt8]) {
        output.append(contentsOf: text.utf8)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(width - text.count, 0)))
        output.append(UInt8(ascii: "\n"))
    }
}
