import CellFactory
import TextCells

extension LiveCollectionView {
    /// Shows the screen until it settles, then its final state.
    ///
    /// Writes a frame, then a new one after every change, until the screen is no longer loading
    /// and no row is loading its content; then it writes the final frame, once the rows that only
    /// it shows have loaded theirs. What reaches the sink
    /// depends on the writer's mode: changed lines redrawn in place on a terminal, or only the
    /// final frame, once, anywhere else.
    ///
    /// - Parameters:
    ///   - writer: Turns frames into bytes.
    ///   - sink: Where the bytes go.
    /// - Throws: `RenderError/invalidWidth(_:)`, or `RenderError/output(_:)` when a write fails.
    public func present(using writer: inout FrameWriter, to sink: inout some ByteSink)
        async throws(RenderError)
    {
        try await showUntilSettled(using: &writer, to: &sink)
        // The whole screen, as the final frame shows it: rows below the live lines make their view
        // models now, and what they load is waited for too.
        var changes = changes.makeAsyncIterator()
        var final = try frame()
        while !screen.isSettled {
            guard await changes.next() != nil else { break }
            final = try frame()
        }
        do {
            try writer.finish(final, to: &sink)
        } catch {
            throw RenderError.output(error)
        }
    }

    /// Shows the screen until it settles, and leaves it live: for a screen that will change
    /// again, such as a search screen given its next term.
    ///
    /// Writes a frame, then a new one after every change, until the screen is no longer loading
    /// and no row is loading its content. The next frames, from this method or from
    /// ``present(using:to:)``, rewrite only the lines that differ, so the next state replaces this
    /// one in place on a terminal. Anywhere else nothing is written.
    ///
    /// - Parameters:
    ///   - writer: Turns frames into bytes.
    ///   - sink: Where the bytes go.
    /// - Throws: `RenderError/invalidWidth(_:)`, or `RenderError/output(_:)` when a write fails.
    public func showUntilSettled(using writer: inout FrameWriter, to sink: inout some ByteSink)
        async throws(RenderError)
    {
        var changes = changes.makeAsyncIterator()
        try show(frame(lineLimit: writer.liveLineLimit), using: &writer, to: &sink)
        while !screen.isSettled {
            guard await changes.next() != nil else { break }
            try show(frame(lineLimit: writer.liveLineLimit), using: &writer, to: &sink)
        }
    }

    private func show(_ frame: LiveFrame, using writer: inout FrameWriter, to sink: inout some ByteSink)
        throws(RenderError)
    {
        do {
            try writer.show(frame, to: &sink)
        } catch {
            throw RenderError.output(error)
        }
    }
}
