/// What a live view shows at one moment: its lines, each exactly as written to the output.
public struct LiveFrame: Hashable, Sendable {
    /// The lines, without newlines; with style escape sequences when styling is on.
    public let lines: [String]

    /// Creates a frame from its lines.
    ///
    /// - Parameter lines: The lines, without newlines.
    public init(lines: [String]) {
        self.lines = lines
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
