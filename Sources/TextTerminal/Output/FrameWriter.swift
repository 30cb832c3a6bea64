import TextCells

/// Writes the frames of a live view: in place on a terminal, or only the last one elsewhere.
///
/// On a terminal (``Mode/inPlace(height:)``) the first frame is written as it is; each later one
/// rewrites only the lines that differ from what is on the screen, moving the cursor up and
/// down to them, and adds or erases lines at the bottom when the frame grows or shrinks. While
/// the screen changes, only the lines that fit the terminal are kept live, since a line that
/// scrolled off cannot be reached again; the final frame is written in full. Anywhere else
/// (``Mode/finalFrameOnly``) nothing is written until ``finish(_:to:)``, which writes the final
/// frame once, with no cursor movement at all.
public struct FrameWriter: Sendable {
    /// How frames reach the output.
    public enum Mode: Hashable, Sendable {
        /// Redraw changed lines in place, in a terminal this many lines tall.
        case inPlace(height: Int)
        /// Write only the final frame, as plain lines.
        case finalFrameOnly
    }

    /// How frames reach the output.
    public let mode: Mode
    /// How many lines have been written so far, counting each rewrite of a line.
    package private(set) var writtenLineCount = 0
    /// The lines on the screen, for ``Mode/inPlace(height:)``; the cursor is on the line after them.
    private var screenLines: [String] = []

    private static let escape = "\u{1B}["

    /// Creates a writer.
    ///
    /// - Parameter mode: In place (on a terminal) or the final frame only.
    public init(mode: Mode) {
        self.mode = mode
    }

    /// How many lines of a frame that may still change reach the output: the rest of it need not
    /// be laid out at all (see ``LiveCollectionView/frame(lineLimit:)``).
    ///
    /// In place, every line but the last of the terminal, which holds the cursor; none when
    /// only the final frame is written.
    public var liveLineLimit: Int {
        switch mode {
        case .inPlace(let height): max(height - 1, 1)
        case .finalFrameOnly: 0
        }
    }

    /// Shows a frame that may still change.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - sink: Where the bytes go.
    /// - Throws: ``OutputError`` when the write fails.
    public mutating func show(_ frame: LiveFrame, to sink: inout some ByteSink) throws(OutputError) {
        guard case .inPlace = mode else { return }
        try update(to: Array(frame.lines.prefix(liveLineLimit)), to: &sink)
    }

    /// Shows the final frame, in full. On a terminal it stays as written, and a later frame
    /// starts on the line below it.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - sink: Where the bytes go.
    /// - Throws: ``OutputError`` when the write fails.
    public mutating func finish(_ frame: LiveFrame, to sink: inout some ByteSink) throws(OutputError) {
        switch mode {
        case .inPlace:
            try update(to: frame.lines, to: &sink)
            // What scrolled off cannot be reached again: a later frame starts below this one.
            screenLines = []
        case .finalFrameOnly:
            writtenLineCount += frame.lines.count
            try sink.write(Array(frame.text.utf8))
        }
    }

    private mutating func update(to lines: [String], to sink: inout some ByteSink) throws(OutputError) {
        var bytes = ""
        var cursor = screenLines.count
        for index in 0..<min(lines.count, screenLines.count) where lines[index] != screenLines[index] {
            bytes += Self.move(from: cursor, to: index)
            bytes += "\r\(Self.escape)2K" + lines[index]
            cursor = index
            writtenLineCount += 1
        }
        bytes += Self.move(from: cursor, to: screenLines.count) + "\r"
        if lines.count > screenLines.count {
            for line in lines[screenLines.count...] {
                bytes += line + "\n"
                writtenLineCount += 1
            }
        } else if lines.count < screenLines.count {
            bytes += Self.move(from: screenLines.count, to: lines.count) + "\(Self.escape)J"
        }
        screenLines = lines
        // A frame with no change writes nothing at all.
        guard bytes != "\r" else { return }
        try sink.write(Array(bytes.utf8))
    }

    /// The escape sequence that moves the cursor from one line to another, in the same column.
    private static func move(from line: Int, to target: Int) -> String {
        if target < line { return "\(escape)\(line - target)A" }
        if target > line { return "\(escape)\(target - line)B" }
        return ""
    }
}
