import CellFactory

extension CollectionView {
    /// Draws one view model, as it stands, with the cell registered for its identifier.
    ///
    /// The view model is not updated: it is drawn with whatever it shows now, so a test can draw
    /// it after an update, an action or a load. It is drawn as a row of a list `width` columns
    /// wide, padded to the width the way a list row is. A view model with no registered cell, or
    /// one its cell cannot draw, gets the placeholder row a render would show.
    ///
    /// ```swift
    /// let viewModel = AccountCellViewModel()
    /// viewModel.update(with: Account(name: "Ada"))
    /// let row = try view.renderRow(for: viewModel, width: 40)
    /// ```
    ///
    /// - Parameters:
    ///   - viewModel: The configured view model.
    ///   - width: The width of the list in columns, within ``validWidths``.
    ///   - styling: Whether to write style escape sequences.
    /// - Returns: The row's lines, each ending in a newline.
    /// - Throws: ``RenderError/invalidWidth(_:)``.
    package func renderRow(for viewModel: any CellViewModel, width: Int, styling: Bool = false)
        throws(RenderError) -> String
    {
        guard Self.validWidths.contains(width) else { throw RenderError.invalidWidth(width) }
        let location = CellLocation.item(CellIndexPath(item: 0))
        let dequeued = dequeueCell(for: viewModel, at: location)
        let size = dequeued.viewModel.size
        var composer = LineComposer(width: width, layout: .list, styling: styling)
        composer.place(
            columns: size.columns(in: width), lines: size.clampedLines, fullWidth: false,
            supplementary: false,
            ambiguousWidth: ambiguousWidth
        ) { canvas in dequeued.cell.draw(in: &canvas) }
        dequeued.pool.enqueue(dequeued.cell)
        return String(decoding: composer.output, as: UTF8.self)
    }
}
