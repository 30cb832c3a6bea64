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
        if let placeholder = viewModel as? PlaceholderViewModel {
            return dequeuePlaceholderCell(for: placeholder)
        }
        if let dequeued = dequeueRegisteredCell(for: viewModel, at: location, fallback: fallback) {
            return dequeued
        }
        return dequeuePlaceholderCell(for: fallback)
    }

    /// The registered cell for a view model, configured; `nil` after updating `fallback` with the
    /// reason when there is none or it cannot draw the view model.
    private func dequeueRegisteredCell(
        for viewModel: any CellViewModel, at location: CellLocation, fallback: PlaceholderViewModel
    ) -> DequeuedCell? {
        guard let pool = self.pool(for: viewModel.identifier) else {
            fallback.update(
                with: Placeholder(reason: .missingCell(identifier: viewModel.identifier), location: location))
            return nil
        }
        let cell = pool.dequeue()
        if cell.configure(with: viewModel) {
            return DequeuedCell(pool: pool, cell: cell, viewModel: viewModel)
        }
        pool.enqueue(cell)
        fallback.update(
            with: Placeholder(
                reason: .cellCannotDraw(
                    identifier: viewModel.identifier, viewModelType: TypeName.ofValue(viewModel)),
                location: location))
        return nil
    }

    /// A cell that draws a placeholder: the host's placeholder cell when it has one that can, else
    /// the built-in one, which always can.
    private func dequeuePlaceholderCell(for placeholder: PlaceholderViewModel) -> DequeuedCell {
        if let pool = self.pool(for: placeholder.identifier) {
            let cell = pool.dequeue()
            if cell.configure(with: placeholder) {
                return DequeuedCell(pool: pool, cell: cell, viewModel: placeholder)
            }
            pool.enqueue(cell)
        }
        let builtIn = builtInPlaceholders.dequeue()
        _ = builtIn.configure(with: placeholder)
        return DequeuedCell(pool: builtInPlaceholders, cell: builtIn, viewModel: placeholder)
    }
}
