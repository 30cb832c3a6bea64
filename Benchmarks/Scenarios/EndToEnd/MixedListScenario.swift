import CellFactory
import Foundation
import MixedListCells
import MixedListCommand
import TextCells

/// Scenario 6: `mixed-list` on a generated JSON file: reading and decoding it against Foundation's
/// own parser of the same bytes, and rendering the decoded items against decoding them.
public enum MixedListScenario {
    static let scenario = "6 mixed-list"

    /// A JSON array of `count` elements: accounts, integers and albums in turn, as `mixed-list` reads.
    public static func json(elements count: Int) -> Data {
        var text = "[\n"
        text.reserveCapacity(count * 60)
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            switch MixedItems.item(at: index) {
            case let number as Int: text += String(number)
            default:
                if index % 3 == 0 {
                    text += #"{"type":"account","name":"Account \#(index)"}"#
                } else {
                    text += #"{"type":"album","title":"Album number \#(index)","artist":"Daft Punk","#
                    text += #""year":\#(1970 + index % 55),"tracks":\#(1 + index % 20)}"#
                }
            }
        }
        text += "\n]\n"
        return Data(text.utf8)
    }

    /// Writes the JSON file, then measures reading and decoding it, and rendering what it holds.
    ///
    /// - Throws: ``BenchmarkError`` when a decoder loses elements; file and decoding errors.
    public static func run(elements count: Int, runs: Int) throws -> [BenchmarkRow] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellfactory-bench-\(getpid()).json")
        try json(elements: count).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let foundation = try Stopwatch.median(runs: runs) {
            let data = try Data(contentsOf: file)
            let parsed = try JSONSerialization.jsonObject(with: data) as? [Any]
            return parsed?.count ?? 0
        }
        let decode = try Stopwatch.median(runs: runs) {
            try ItemDecoder.decode(try Data(contentsOf: file), source: file.path)
        }
        guard foundation.result == count, decode.result.count == count else {
            throw BenchmarkError(
                "\(scenario): decoded \(decode.result.count) and parsed \(foundation.result) of \(count)")
        }
        let items = decode.result
        let view = MixedListCells.makeView(factory: try MixedListCells.makeFactory(), layout: .list)
        let render = try Stopwatch.median(runs: runs) {
            try RenderScenario.writeToNull { sink in
                try view.render(SectionedData(items: items), width: RenderScenario.width, to: &sink)
            }
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let foundationRow = BenchmarkRow(
            scenario: scenario, name: "read + JSONSerialization parse", items: count,
            medianSeconds: foundation.seconds, note: "\(size) bytes of JSON")
        let decodeRow = BenchmarkRow(
            scenario: scenario, name: "read + ItemDecoder.decode", items: count, medianSeconds: decode.seconds
        )
        let renderRow = BenchmarkRow(
            scenario: scenario, name: "render decoded items", items: count, medianSeconds: render.seconds,
            note: "\(render.result) bytes")
        return [foundationRow, decodeRow.compared(with: foundationRow), renderRow.compared(with: decodeRow)]
    }
}
