public import CellFactory

extension CollectionView {
    /// Renders a stream of elements as they come: each list row is drawn as soon as its element
    /// arrives, and each line of a flow as soon as it is full.
    ///
    /// Nothing is kept from one element to the next but the cells, so a stream of any length
    /// renders in the same memory; the number of elements need not be known. Drawn rows are handed
    /// to the sink in blocks; a `ListElement.pause` element hands everything drawn so far to a live
    /// sink (a terminal or a pipe, see ``ByteSink/isLive``), the unfinished line of a flow
    /// included. Send one whenever your source is about to wait for input.
    ///
    /// ```swift
    /// var output = FileDescriptorWriter.standardOutput()
    /// try view.render(records.lazy.map { .item($0) }, width: 80, to: &output)
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
        var location = StreamLocation()
        for element in elements {
            try pass.draw(consume element, at: &location, to: &sink)
        }
        return try pass.finish(to: &sink)
    }

    /// Renders an asynchronous stream of elements as they arrive.
    ///
    /// As the synchronous render of a sequence of elements, and more: the renderer cannot tell
    /// whether the next element is already there, so after each element it hands the rows drawn
    /// so far to a live sink. A terminal or a pipe shows each row as soon as its
    /// element has arrived, at the cost of a write per row; a list that is all there at once renders
    /// faster as a `Sequence`. A flow line that is not full yet waits for the next items, for a
    /// `ListElement.pause`, or for the end of the stream. A sink that is not live gets its bytes in
    /// blocks, as from a `Sequence`.
    ///
    /// `ListElement` holds an `Any`, so it is not `Sendable`: produce your records (which can be)
    /// in another task and make the elements where the render runs.
    ///
    /// ```swift
    /// let records: AsyncStream<Record> = …
    /// try await view.render(records.map { ListElement.item($0) }, width: 80, to: &output)
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
    ///   threw, after handing the sink every row drawn before it.
    @discardableResult
    public nonisolated(nonsending) func render<Elements: AsyncSequence>(
        _ elements: Elements, width: Int, styling: Bool = false, to sink: inout some ByteSink
    ) async throws -> RenderSummary where Elements.Element == ListElement {
        guard Self.validWidths.contains(width) else { throw RenderError.invalidWidth(width) }
        var pass = RenderPass(view: self, width: width, styling: styling)
        var location = StreamLocation()
        do {
            for try await element in elements {
                try pass.draw(consume element, at: &location, to: &sink)
                try pass.writeDrawnRows(to: &sink)
            }
        } catch let error as RenderError {
            throw error
        } catch {
            // The sequence failed: the rows drawn before it are still the reader's.
            try pass.handOverDrawnRows(to: &sink)
            throw error
        }
        return try pass.finish(to: &sink)
    }
}
