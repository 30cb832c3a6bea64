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

    /// The lines as written to the output (UTF-8), without newlines; with style escape sequences
    /// when styling is on.
    public let lineBytes: [[UInt8]]
    /// Where the terminal's cursor rests once the frame is written, for screen readers and
    /// magnifiers, which follow it: an interactive list puts it on the selected row, or where
    /// typing goes in its query. `nil` leaves it where the writer does.
    public var cursor: Cursor?

    /// Creates a frame from its lines as bytes.
    ///
    /// - Parameters:
    ///   - lineBytes: The lines, UTF-8, without newlines.
    ///   - cursor: Where the cursor rests, or `nil`; a place outside the lines is brought in.
    public init(lineBytes: [[UInt8]], cursor: Cursor? = nil) {
        self.lineBytes = lineBytes
        self.cursor = cursor
    }

    /// Creates a frame from its lines.
    ///
    /// - Parameters:
    ///   - lines: The lines, without newlines.
    ///   - cursor: Where the cursor rests, or `nil`; a place outside the lines is brought in.
    public init(lines: [String], cursor: Cursor? = nil) {
        self.init(lineBytes: lines.map { Array($0.utf8) }, cursor: cursor)
    }

    /// Splits composed output, each line ending in a newline, into a frame.
    init(composed bytes: [UInt8]) {
        lineBytes = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            .map(Array.init)
    }

    /// The lines as text, for reading them: decoded from ``lineBytes``.
    public var lines: [String] { lineBytes.map { String(decoding: $0, as: UTF8.self) } }

    /// The lines joined, each ending in a newline: what a plain render would print.
    public var text: String {
        var bytes: [UInt8] = []
        for line in lineBytes {
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
