import CellFactory

/// A configured cell, the pool it returns to, and the view model it draws.
struct DequeuedCell {
    let pool: CellReusePool
    let cell: any AnyCellBox
    /// The view model asked for, or the placeholder drawn because no registered cell could.
    let viewModel: any CellViewModel
}

extension CollectionView {
    /// A cell configured with a view model (`dequeueReusableCell` and `configure` in one).
    ///
    /// When no registered cell can draw the view model, `fallback` is updated to say why and a
    /// placeholder cell draws it instead, so there is always a cell.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to draw.
    ///   - location: Where it stands, for the placeholder.
    ///   - fallback: The placeholder view model to use when no cell can draw `viewModel`.
    func dequeueCell(
        for viewModel: any CellViewModel, at location: CellLocation, fallback: PlaceholderViewModel
    ) -> DequeuedCell {
        if let dequeued = dequeueDrawingCell(for: viewModel, at: location, fallback: fallback) {
            return dequeued
        }
        if let dequeued = dequeueDrawingCell(for: fallback, at: location, fallback: fallback) {
            return dequeued
        }
        // Unreachable: the built-in placeholder cell draws every placeholder view model.
        let cell = builtInPlaceholders.dequeue()
        return DequeuedCell(pool: builtInPlaceholders, cell: cell, viewModel: fallback)
    }

    /// A cell that can draw the view model, configured; `nil` after updating `fallback` with the
    /// reason when none can.
    private func dequeueDrawingCell(
        for viewModel: any CellViewModel, at location: CellLocation, fallback: PlaceholderViewModel
    ) -> DequeuedCell? {
        let isPlaceholder = viewModel is PlaceholderViewModel
        let pool: CellReusePool
        if let registered = self.pool(for: viewModel.identifier) {
            pool = registered
        } else if isPlaceholder {
            pool = builtInPlaceholders
        } else {
            fallback.update(
                with: Placeholder(reason: .missingCell(identifier: viewModel.identifier), location: location))
            return nil
        }
        let cell = pool.dequeue()
        if cell.configure(with: viewModel) {
            return DequeuedCell(pool: pool, cell: cell, viewModel: viewModel)
        }
        pool.enqueue(cell)
        if isPlaceholder {
            // The host replaced the placeholder cell with one that cannot draw placeholders.
            let builtIn = builtInPlaceholders.dequeue()
            _ = builtIn.configure(with: viewModel)
            return DequeuedCell(pool: builtInPlaceholders, cell: builtIn, viewModel: viewModel)
        }
        fallback.update(
            with: Placeholder(
                reason: .cellCannotDraw(
                    identifier: viewModel.identifier, viewModelType: TypeName.ofValue(viewModel)),
                location: location))
        return nil
    }
}
