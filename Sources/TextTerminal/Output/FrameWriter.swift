import TextCells

/// Writes the frames of a screen that changes: each frame rewrites only the lines that differ
/// from the one before.
///
/// One screen diff (the lines that differ from what is on the screen) serves three modes:
///
/// - ``Mode/inPlace(height:)``: below the cursor, in the normal screen, as a live view on a
///   terminal shows its progress. The first frame is written as it is; each later one rewrites the
///   changed lines, moving the cursor up and down to them, and adds or erases lines at the
///   bottom. While the screen changes, only the lines that fit the terminal stay live, since a
///   line that scrolled off cannot be reached again; ``finish(_:to:)`` writes the final frame in
///   full.
/// - ``Mode/fullScreen``: the whole terminal, as an ``InteractiveList`` on the alternate screen.
///   Each line is written at its own row with absolute cursor moves, cleared first, so a frame
///   never scrolls; the first frame (and the first after ``invalidate()``) clears the screen. Each
///   frame is one write wrapped in the terminal's synchronized-output mode (`CSI ? 2026 h` …
///   `CSI ? 2026 l`), which terminals that support it show at once and others ignore.
/// - ``Mode/inline``: a region of the normal screen that starts at the cursor's line and is as
///   tall as the frame, as an interactive list shown with a height of its own (fzf's `--height`).
///   The first frame makes room below the cursor (scrolling the screen when it must) and each
///   frame rewrites its changed lines with moves relative to the region's first line, where the
///   cursor rests, in one synchronized write; ``erase(to:)`` clears the region and leaves the
///   cursor where the first frame started, so what was on the screen above stays as it was.
/// - ``Mode/finalFrameOnly``: anywhere that is not a terminal. Nothing is written until
///   ``finish(_:to:)``, which writes the final frame once, with no escape sequence at all.
///
/// A frame identical to the screen writes nothing. Full screen, a frame's ``LiveFrame/cursor`` is
/// where the cursor is left after it, so that screen readers and magnifiers follow the selected
/// row. Inline, the cursor stays on the region's first line: a terminal that re-wraps its lines
/// when it is resized would move the lines above any other place, and the next frame could not
/// find the region's top again.
///
/// ```swift
/// var writer = FrameWriter(mode: .inPlace(height: 24))
/// try writer.show(live.frame(lineLimit: writer.liveLineLimit), to: &output)
/// ```
public struct FrameWriter: Sendable {
    /// How frames reach the output.
    public enum Mode: Hashable, Sendable {
        /// Redraw changed lines in place below the cursor, in a terminal this many lines tall.
        case inPlace(height: Int)
        /// Redraw changed lines of the whole screen, at absolute positions.
        case fullScreen
        /// Redraw changed lines of a region below the cursor, as tall as the frame.
        case inline
        /// Write only the final frame, as plain lines.
        case finalFrameOnly
    }

    /// How frames reach the output.
    public let mode: Mode
    /// How many lines have been written so far, counting each rewrite of a line.
    package private(set) var writtenLineCount = 0
    /// The lines on the screen, or `nil` when the screen is unknown (full screen: to be cleared).
    /// In place, the cursor is on the line after them.
    private var screenLines: [[UInt8]]?
    /// Inline: whether a region was drawn, so that a new one (after ``invalidate()``) erases it
    /// first.
    private var hasDrawnInline = false
    /// Full screen: where the last frame left the cursor, or `nil` where the writer itself leaves
    /// it.
    package private(set) var cursor: LiveFrame.Cursor?

    /// Creates a writer.
    ///
    /// - Parameter mode: In place, full screen, or the final frame only.
    public init(mode: Mode) {
        self.mode = mode
        if case .inPlace = mode { screenLines = [] }
    }

    /// How many lines of a frame that may still change reach the output: the rest of it need not
    /// be laid out at all (see ``LiveCollectionView/frame(lineLimit:)``).
    ///
    /// In place, every line but the last of the terminal, which holds the cursor; none when
    /// only the final frame is written; every line on a full screen.
    public var liveLineLimit: Int {
        switch mode {
        case .inPlace(let height): max(height - 1, 1)
        case .fullScreen, .inline: .max
        case .finalFrameOnly: 0
        }
    }

    /// Forgets what is on the screen, so that the next full-screen or inline frame clears it and
    /// is written whole: after a resize, when the terminal may have moved or cut lines.
    public mutating func invalidate() {
        switch mode {
        case .fullScreen, .inline: screenLines = nil
        case .inPlace, .finalFrameOnly: break
        }
    }

    /// Inline, erases the region and leaves the cursor where the first frame started: what a
    /// program does on its way out. In the other modes it writes nothing.
    ///
    /// - Parameter sink: Where the bytes go.
    /// - Throws: `OutputError` when the write fails.
    public mutating func erase(to sink: inout some ByteSink) throws(OutputError) {
        guard case .inline = mode, hasDrawnInline else { return }
        screenLines = nil
        hasDrawnInline = false
        try sink.write(Array("\r\u{1B}[J".utf8))
    }

    /// Shows a frame that may still change.
    ///
    /// - Parameters:
    ///   - frame: The frame; on a full screen, at most as tall as the terminal.
    ///   - sink: Where the bytes go.
    /// - Throws: `OutputError` when the write fails.
    public mutating func show(_ frame: LiveFrame, to sink: inout some ByteSink) throws(OutputError) {
        switch mode {
        case .inPlace: try write(Array(frame.lineBytes.prefix(liveLineLimit)), to: &sink)
        case .fullScreen: try write(frame.lineBytes, cursor: frame.cursor, to: &sink)
        case .inline: try write(frame.lineBytes, to: &sink)
        case .finalFrameOnly: break
        }
    }

    /// Shows the final frame, in full. In place it stays as written, and a later frame starts on
    /// the line below it.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - sink: Where the bytes go.
    /// - Throws: `OutputError` when the write fails.
    public mutating func finish(_ frame: LiveFrame, to sink: inout some ByteSink) throws(OutputError) {
        switch mode {
        case .inPlace:
            try write(frame.lineBytes, to: &sink)
            // What scrolled off cannot be reached again: a later frame starts below this one.
            screenLines = []
        case .fullScreen:
            try write(frame.lineBytes, cursor: frame.cursor, to: &sink)
        case .inline:
            try write(frame.lineBytes, to: &sink)
        case .finalFrameOnly:
            writtenLineCount += frame.lineBytes.count
            var bytes: [UInt8] = []
            for line in frame.lineBytes {
                bytes += line
                bytes.append(UInt8(ascii: "\n"))
            }
            try sink.write(bytes)
        }
    }

    /// The screen diff: the indices of the lines that differ between what is on the screen and
    /// the new lines, including lines only one of them has.
    static func changedLines(from old: [[UInt8]], to new: [[UInt8]]) -> [Int] {
        (0..<max(old.count, new.count)).filter { index in
            index >= old.count || index >= new.count || old[index] != new[index]
        }
    }

    private mutating func write(
        _ lines: [[UInt8]], cursor wanted: LiveFrame.Cursor? = nil, to sink: inout some ByteSink
    ) throws(OutputError) {
        let old = screenLines ?? []
        let changed = Self.changedLines(from: old, to: lines)
        // A place outside the frame is brought in; a frame with no lines has none.
        let target = wanted.flatMap { place -> LiveFrame.Cursor? in
            guard !lines.isEmpty else { return nil }
            return LiveFrame.Cursor(
                line: min(max(place.line, 0), lines.count - 1), column: max(place.column, 0))
        }
        var bytes: [UInt8] = []
        switch mode {
        case .inPlace: bytes = inPlaceUpdate(from: old, to: lines, changed: changed)
        case .fullScreen:
            bytes = fullScreenUpdate(
                clearing: screenLines == nil, to: lines, changed: changed, cursor: target)
        case .inline: bytes = inlineUpdate(reserving: screenLines == nil, to: lines, changed: changed)
        case .finalFrameOnly: return
        }
        screenLines = lines
        guard !bytes.isEmpty else { return }
        try sink.write(bytes)
    }

    /// Rewrites changed lines with moves relative to the cursor, which rests below the screen.
    private mutating func inPlaceUpdate(from old: [[UInt8]], to lines: [[UInt8]], changed: [Int]) -> [UInt8] {
        guard !changed.isEmpty else { return [] }
        var bytes: [UInt8] = []
        var cursor = old.count
        for index in changed where index < min(old.count, lines.count) {
            bytes += Self.move(from: cursor, to: index) + Array("\r\u{1B}[2K".utf8) + lines[index]
            cursor = index
            writtenLineCount += 1
        }
        bytes += Self.move(from: cursor, to: old.count) + [UInt8(ascii: "\r")]
        if lines.count > old.count {
            for line in lines[old.count...] {
                bytes += line + [UInt8(ascii: "\n")]
                writtenLineCount += 1
            }
        } else if lines.count < old.count {
            bytes += Self.move(from: old.count, to: lines.count) + Self.csi("J")
        }
        return bytes
    }

    /// Rewrites changed lines at their rows, then puts the cursor in its place, in one
    /// synchronized update.
    private mutating func fullScreenUpdate(
        clearing: Bool, to lines: [[UInt8]], changed: [Int], cursor target: LiveFrame.Cursor?
    ) -> [UInt8] {
        var bytes = clearing ? Self.csi("H") + Self.csi("2J") : []
        for index in changed {
            // Cleared first: clearing after a line that fills the width would erase its last column.
            bytes += Self.csi("\(index + 1);1H") + Self.csi("2K")
            if index < lines.count {
                bytes += lines[index]
                writtenLineCount += 1
            }
        }
        // Written lines leave the cursor after them: it goes back to its place.
        if let target, !bytes.isEmpty || target != cursor {
            bytes += Self.csi("\(target.line + 1);\(target.column + 1)H")
        }
        cursor = target
        guard !bytes.isEmpty else { return [] }
        return Self.csi("?2026h") + bytes + Self.csi("?2026l")
    }

    /// Rewrites changed lines with moves relative to the region's first line, where the cursor
    /// rests, in one synchronized update; a new region is made room for first.
    private mutating func inlineUpdate(reserving: Bool, to lines: [[UInt8]], changed: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        if reserving {
            // An earlier region goes first (after a resize); then newlines make room, scrolling
            // the screen when the room is not there, and the cursor goes back up to the top.
            if hasDrawnInline { bytes += [UInt8(ascii: "\r")] + Self.csi("J") }
            hasDrawnInline = true
            if lines.count > 1 {
                bytes +=
                    Array(repeating: UInt8(ascii: "\n"), count: lines.count - 1)
                    + Self.move(from: lines.count - 1, to: 0)
            }
        }
        for index in changed {
            bytes += Self.move(from: 0, to: index) + [UInt8(ascii: "\r")] + Self.csi("2K")
            if index < lines.count {
                bytes += lines[index]
                writtenLineCount += 1
            }
            bytes += [UInt8(ascii: "\r")] + Self.move(from: index, to: 0)
        }
        guard !bytes.isEmpty else { return [] }
        return Self.csi("?2026h") + bytes + Self.csi("?2026l")
    }

    /// The escape sequence that moves the cursor from one line to another, in the same column.
    private static func move(from line: Int, to target: Int) -> [UInt8] {
        if target < line { return csi("\(line - target)A") }
        if target > line { return csi("\(target - line)B") }
        return []
    }

    /// A control sequence: ESC, `[`, then the rest.
    private static func csi(_ rest: String) -> [UInt8] { [0x1B, UInt8(ascii: "[")] + Array(rest.utf8) }
}
