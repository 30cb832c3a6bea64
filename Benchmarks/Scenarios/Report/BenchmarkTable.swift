import Foundation

/// The table the benchmark prints: one line per measured path, with its baseline and ratio.
public enum BenchmarkTable {
    /// The table as text, columns aligned, ready to print or paste into Markdown.
    public static func render(_ rows: [BenchmarkRow]) -> String {
        let header = ["scenario", "path", "items", "median", "items/s", "ratio", "baseline", "note"]
        let cells = rows.map { row in
            [
                row.scenario, row.name, grouped(row.items), duration(row.medianSeconds),
                rate(row.itemsPerSecond),
                row.ratio.map { String(format: "%.2fx", $0) } ?? "", row.baseline ?? "", row.note,
            ]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ fields: [String]) -> String {
            "| "
                + zip(fields, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(
                    separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + cells.map(line)).joined(separator: "\n") + "\n"
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    static func duration(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
    }

    static func rate(_ perSecond: Double) -> String {
        perSecond >= 1_000_000
            ? String(format: "%.2f M", perSecond / 1_000_000) : String(format: "%.0f k", perSecond / 1000)
    }
}
