/// The box a cell draws into: exactly `columns` wide and `lineCount` lines tall.
///
/// Each line is composed left to right by ``write(_:line:column:width:alignment:style:)``: text
/// is sanitised, measured and fitted into its columns, and whatever a cell leaves empty is
/// blank. Nothing drawn can leave the box: lines past the last one and columns past the right edge
/// are clipped, and text that is cut ends with `…`.
public struct CellCanvas: Sendable {
    /// The width of the box, in columns.
    public private(set) var columns: Int
    /// The height of the box, in lines.
    public private(set) var lineCount: Int
    /// Whether styles are written as escape sequences (see ``TextStyle``).
    public private(set) var isStylingEnabled: Bool

    private var lines: [[UInt8]] = []
    private var filledColumns: [Int] = []

    /// Creates a blank canvas.
    ///
    /// - Parameters:
    ///   - columns: The width; less than 1 becomes 1.
    ///   - lines: The height; less than 1 becomes 1.
    ///   - styling: Whether styles are written as escape sequences.
    public init(columns: Int, lines: Int, styling: Bool = false) {
        self.columns = 1
        self.lineCount = 1
        self.isStylingEnabled = styling
        reset(columns: columns, lines: lines, styling: styling)
    }

    /// Blanks the canvas and gives it a new size, keeping its storage for reuse.
    mutating func reset(columns: Int, lines lineCount: Int, styling: Bool) {
        self.columns = max(columns, 1)
        self.lineCount = max(lineCount, 1)
        isStylingEnabled = styling
        while lines.count < self.lineCount {
            lines.append([])
            filledColumns.append(0)
        }
        for index in 0..<self.lineCount {
            lines[index].removeAll(keepingCapacity: true)
            filledColumns[index] = 0
        }
    }

    /// Writes text on a line, fitted into a span of columns.
    ///
    /// - Parameters:
    ///   - text: Text from data; it is sanitised before it is measured or written.
    ///   - line: The line, from 0; a line outside the box is ignored.
    ///   - column: The first column of the span. A span must start at or after the end of the
    ///     previous text on this line (a line is written left to right); an earlier column is moved
    ///     right to that point.
    ///   - width: The span's width; `nil` for the rest of the line. A span is clipped at the edge.
    ///   - alignment: Where short text sits inside the span.
    ///   - style: How to style the text, when styling is enabled.
    public mutating func write(
        _ text: some StringProtocol,
        line: Int,
        column: Int = 0,
        width: Int? = nil,
        alignment: HorizontalAlignment = .leading,
        style: TextStyle = .plain
    ) {
        guard (0..<lineCount).contains(line) else { return }
        let start = max(column, filledColumns[line])
        guard start < columns else { return }
        let spanWidth = min(width ?? (columns - start), columns - start)
        guard spanWidth > 0 else { return }
        TextFitter.appendSpaces(start - filledColumns[line], to: &lines[line])
        TextFitter.append(
            text, columns: spanWidth, alignment: alignment, style: isStylingEnabled ? style : nil,
            to: &lines[line])
        filledColumns[line] = start + spanWidth
    }

    /// The text of a line so far, without the trailing padding, as a string (for tests).
    ///
    /// - Parameter line: The line, from 0.
    public func text(ofLine line: Int) -> String {
        guard (0..<lineCount).contains(line) else { return "" }
        return String(decoding: lines[line], as: UTF8.self)
    }

    /// Appends line `line`, padded to exactly ``columns``, to `output`.
    func appendLine(_ line: Int, to output: inout [UInt8]) {
        guard (0..<lineCount).contains(line) else {
            TextFitter.appendSpaces(columns, to: &output)
            return
        }
        output.append(contentsOf: lines[line])
        TextFitter.appendSpaces(columns - filledColumns[line], to: &output)
    }
}
