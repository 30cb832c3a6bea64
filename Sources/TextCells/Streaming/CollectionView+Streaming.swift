public import CellFactory

extension CollectionView {
    /// Renders a stream of elements as they come: each list row is written as soon as it is
    /// drawn, and each line of a flow as soon as it is full.
    ///
    /// Nothing is kept from one element to the next but the cells, so a stream of any length
    /// renders in the same memory; the number of elements need not be known. Rows are handed to
    /// the sink in blocks; a `ListElement.pause` element writes out everything drawn so far to a
    /// live sink (a terminal or a pipe, see ``ByteSink/isLive``), the unfinished line of a flow
    /// included, and flushes it. Send one whenever your source is about to wait for input.
    ///
    /// ```swift
    /// var output = FileDescriptorWriter.standardOutput()
    /// try view.render(records.lazy.map { .item($0) }, width: 80, to: &output)
    /// try output.flush()
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The items, headers, footers and pauses, in order.
    ///   - width: The output width in columns, within ``validWidths``.
    ///   - styling: Whether to write style escape sequences.
    ///   - sink: Where the bytes go.
    /// - Returns: What was drawn.
    /// - Throws: ``RenderError/invalidWidth(_:)`` before anything is written; otherwise a
    ///   ``RenderError/dispatch(_:)`` or ``RenderError/output(_:)`` error stops the render, and the
    ///   rows handed to the sink before it stay written.
    @discardableResult
    public func render(
        _ elements: some Sequence<ListElement>, width: Int, styling: Bool = false,
        to sink: inout some ByteSink
    ) throws(RenderError) -> RenderSummary {
        guard Self.validWidths.contains(width) else { throw RenderError.invalidWidth(width) }
        var pass = RenderPass(view: self, width: width, styling: styling)
        defer { pass.returnCells() }
        var location = StreamLocation()
        for element in elements {
            try pass.draw(element, at: &location, to: &sink)
        }
        return try pass.finish(to: &sink)
    }

    /// Renders an asynchronous stream of elements as they arrive.
    ///
    /// As the synchronous render of a sequence of elements, and more:
    /// whenever the renderer waits for the next element, the rows drawn so far are written out to
    /// a live sink and flushed, so a terminal or a pipe shows each row as soon as its element has
    /// arrived. A flow line that is not full yet waits for the next items, for a
    /// `ListElement.pause`, or for the end of the stream.
    ///
    /// ```swift
    /// let events = AsyncStream<ListElement> { continuation in … }
    /// try await view.render(events, width: 80, to: &output)
    /// ```
    ///
    /// The render runs on the caller's actor, like the sequence's iteration.
    ///
    /// - Parameters:
    ///   - elements: The items, headers, footers and pauses, in order.
    ///   - width: The output width in columns, within ``validWidths``.
    ///   - styling: Whether to write style escape sequences.
    ///   - sink: Where the bytes go.
    /// - Returns: What was drawn.
    /// - Throws: A ``RenderError`` as the synchronous render does, or the error the sequence
    ///   threw; the rows handed to the sink before it stay written.
    @discardableResult
    public nonisolated(nonsending) func render<Elements: AsyncSequence>(
        _ elements: Elements, width: Int, styling: Bool = false, to sink: inout some ByteSink
    ) async throws -> RenderSummary where Elements.Element == ListElement {
        guard Self.validWidths.contains(width) else { throw RenderError.invalidWidth(width) }
        var pass = RenderPass(view: self, width: width, styling: styling)
        defer { pass.returnCells() }
        var location = StreamLocation()
        try pass.writeDrawnRows(to: &sink)
        for try await element in elements {
            try pass.draw(element, at: &location, to: &sink)
            try pass.writeDrawnRows(to: &sink)
        }
        return try pass.finish(to: &sink)
    }
}
