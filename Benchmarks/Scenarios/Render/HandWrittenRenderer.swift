import CellFactory
import MixedListViewModels
import TextCells

/// What a host would write without the library: a `switch` over the item types that formats each
/// row's text and writes the bytes, padded to the cells' widths, into the same buffered writer.
///
/// It knows the sample cells' shapes (an account 30 columns wide, an integer 20 with its button,
/// an album 38 by 2) and trusts its data: text that fits, no control characters. For non-ASCII
/// text it measures columns with the library's `DisplayWidth`, as a careful host would.
struct HandWrittenRenderer {
    let width: Int
    /// `nil` for a list; the spacing between cells and between lines of cells for a flow.
    let flow: FlowLayout?

    private static let accountColumns = 30
    private static let integerColumns = 20
    private static let albumColumns = 38
    private static let button = Array("[vibrate]".utf8)

    /// One cell's lines, already padded to its width.
    private struct Cell {
        var columns = 0
        var lineCount = 0
        var lines: [[UInt8]] = [[], []]
    }

    func render(_ items: [Any], to sink: inout some ByteSink) throws(OutputError) {
        var output: [UInt8] = []
        output.reserveCapacity(64 * 1024 + 4096)
        var row: [Cell] = []
        var rowColumns = 0
        var hasRow = false
        var cell = Cell()
        for item in items {
            format(item, into: &cell)
            if let flow {
                if !row.isEmpty && rowColumns + flow.itemSpacing + cell.columns > width {
                    writeRow(
                        row, spacing: flow.itemSpacing, lineSpacing: hasRow ? flow.lineSpacing : 0,
                        to: &output)
                    hasRow = true
                    row.removeAll(keepingCapacity: true)
                }
                rowColumns = row.isEmpty ? cell.columns : rowColumns + flow.itemSpacing + cell.columns
                row.append(cell)
            } else {
                for line in 0..<cell.lineCount {
                    output.append(contentsOf: cell.lines[line])
                    Self.appendSpaces(width - cell.columns, to: &output)
                    output.append(UInt8(ascii: "\n"))
                }
            }
            if output.count >= 64 * 1024 {
                try sink.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        if let flow, !row.isEmpty {
            writeRow(row, spacing: flow.itemSpacing, lineSpacing: hasRow ? flow.lineSpacing : 0, to: &output)
        }
        if !output.isEmpty { try sink.write(output) }
    }

    private func writeRow(_ row: [Cell], spacing: Int, lineSpacing: Int, to output: inout [UInt8]) {
        for _ in 0..<lineSpacing { output.append(UInt8(ascii: "\n")) }
        let height = row.reduce(0) { max($0, $1.lineCount) }
        for line in 0..<height {
            for (index, cell) in row.enumerated() {
                if index > 0 { Self.appendSpaces(spacing, to: &output) }
                if line < cell.lineCount {
                    output.append(contentsOf: cell.lines[line])
                } else {
                    Self.appendSpaces(cell.columns, to: &output)
                }
            }
            output.append(UInt8(ascii: "\n"))
        }
    }

    private func format(_ item: Any, into cell: inout Cell) {
        switch item {
        case let account as Account:
            cell.columns = Self.accountColumns
            cell.lineCount = 1
            Self.setLine(&cell.lines[0], account.name, columns: Self.accountColumns)
        case let number as Int:
            cell.columns = Self.integerColumns
            cell.lineCount = 1
            let digits = String(number).utf8
            let numberColumns = Self.integerColumns - Self.button.count - 1
            cell.lines[0].removeAll(keepingCapacity: true)
            Self.appendSpaces(numberColumns - digits.count, to: &cell.lines[0])
            cell.lines[0].append(contentsOf: digits)
            cell.lines[0].append(UInt8(ascii: " "))
            cell.lines[0].append(contentsOf: Self.button)
        case let album as Album:
            cell.columns = Self.albumColumns
            cell.lineCount = 2
            let tracks = album.trackCount == 1 ? "1 track" : "\(album.trackCount) tracks"
            Self.setLine(&cell.lines[0], album.title, columns: Self.albumColumns)
            Self.setLine(
                &cell.lines[1], "\(album.artist) · \(album.year) · \(tracks)", columns: Self.albumColumns)
        default:
            cell.columns = 0
            cell.lineCount = 0
        }
    }

    /// Text padded to a width in columns; ASCII is one column a byte, anything else is measured.
    private static func setLine(_ line: inout [UInt8], _ text: String, columns: Int) {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: text.utf8)
        let used = text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : DisplayWidth.of(text)
        appendSpaces(columns - used, to: &line)
    }

    /// Padding copied from a ready row of spaces, as the library pads: the rows here are never
    /// wider than it.
    private static func appendSpaces(_ count: Int, to output: inout [UInt8]) {
        guard count > 0 else { return }
        output.append(contentsOf: spaces[0..<min(count, spaces.count)])
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)
}
