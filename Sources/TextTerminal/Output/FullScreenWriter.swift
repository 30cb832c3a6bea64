import TextCells

/// Writes the frames of a full-screen program, such as an ``InteractiveList`` on the alternate
/// screen: each frame replaces the last, and only the lines that changed are written.
///
/// Every line is written at its own row with absolute cursor moves, and cleared first, so a
/// frame never scrolls the screen. Each frame is one write wrapped in the terminal's
/// synchronized-output mode (`CSI ? 2026 h` … `CSI ? 2026 l`), which terminals that support it
/// show at once, with no flicker, and others ignore. A frame identical to the last writes
/// nothing at all.
///
/// ```swift
/// var writer = FullScreenWriter()
/// try writer.show(list.frame(), to: &terminal)
/// ```
public struct FullScreenWriter: Sendable {
    /// The lines on the screen, or `nil` when the screen is unknown and must be cleared.
    private var screenLines: [String]?
    /// How many lines have been written so far, counting each rewrite of a line.
    package private(set) var writtenLineCount = 0

    private static let beginUpdate = "\u{1B}[?2026h"
    private static let endUpdate = "\u{1B}[?2026l"

    /// Creates a writer; its first frame clears the screen.
    public init() {}

    /// Forgets what is on the screen, so that the next frame clears it and is written whole: after
    /// a resize, when the terminal may have moved or cut lines.
    public mutating func invalidate() {
        screenLines = nil
    }

    /// Shows a frame, writing only the lines that differ from the screen.
    ///
    /// - Parameters:
    ///   - frame: The frame, at most as tall as the terminal.
    ///   - sink: The terminal.
    /// - Throws: ``OutputError`` when the write fails.
    public mutating func show(_ frame: LiveFrame, to sink: inout some ByteSink) throws(OutputError) {
        var bytes = ""
        if screenLines == nil { bytes += "\u{1B}[H\u{1B}[2J" }
        let old = screenLines ?? []
        for (index, line) in frame.lines.enumerated() where index >= old.count || old[index] != line {
            // Cleared first: clearing after a line that fills the width would erase its last column.
            bytes += "\u{1B}[\(index + 1);1H\u{1B}[2K" + line
            writtenLineCount += 1
        }
        for index in frame.lines.count..<max(old.count, frame.lines.count) {
            bytes += "\u{1B}[\(index + 1);1H\u{1B}[2K"
        }
        screenLines = frame.lines
        guard !bytes.isEmpty else { return }
        try sink.write(Array((Self.beginUpdate + bytes + Self.endUpdate).utf8))
    }
}
