/// What a live view shows at one moment: its lines, each exactly as written to the output, and
/// where the terminal's cursor rests.
public struct LiveFrame: Hashable, Sendable {
    /// A place in a frame: a line and a column, both from 0.
    public struct Cursor: Hashable, Sendable {
        /// The line, from 0.
        public var line: Int
        /// The column, from 0, in terminal columns.
        public var column: Int

        /// Creates a place.
        ///
        /// - Parameters:
        ///   - line: The line, from 0.
        ///   - column: The column, from 0.
        public init(line: Int, column: Int = 0) {
            self.line = line
            self.column = column
        }
    }

    /// The lines, without newlines; with style escape sequences when styling is on.
    public let lines: [String]
    /// Where the terminal's cursor rests once the frame is written, for screen readers and
    /// magnifiers, which follow it: an interactive list puts it on the selected row, or where
    /// typing goes in its query. `nil` leaves it where the writer does.
    public var cursor: Cursor?

    /// Creates a frame from its lines.
    ///
    /// - Parameters:
    ///   - lines: The lines, without newlines.
    ///   - cursor: Where the cursor rests, or `nil`; a place outside the lines is brought in.
    public init(lines: [String], cursor: Cursor? = nil) {
        self.lines = lines
        self.cursor = cursor
    }

    /// Splits composed output, each line ending in a newline, into a frame.
    init(composed bytes: [UInt8]) {
        var lines: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
            start = index + 1
        }
        self.lines = lines
    }

    /// The lines joined, each ending in a newline: what a plain render would print.
    public var text: String {
        lines.reduce(into: "") { text, line in
            text += line
            text += "\n"
        }
    }
}
