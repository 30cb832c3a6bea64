import CellFactory

/// A configured cell, the pool it returns to, and the view model it draws.
package struct DequeuedCell {
    package let pool: CellReusePool
    package let cell: CellBox
    /// The view model asked for, or the placeholder drawn because no registered cell could.
    package let viewModel: any CellViewModel
    /// Whether the cell draws a placeholder: for an item with no view model, or for a view model
    /// no registered cell can draw.
    package let isPlaceholder: Bool
}

extension CollectionView {
    /// A cell configured with a view model (`dequeueReusableCell` and `configure` in one).
    ///
    /// A table row with no registered cell is drawn by the view's own table row cell. When no
    /// registered cell can draw the view model, a placeholder cell says why instead, so there is
    /// always a cell.
    ///
    /// - Parameters:
    ///   - viewModel: The view model to draw.
    ///   - location: Where it stands, for the placeholder.
    package func dequeueCell(for viewModel: any CellViewModel, at location: CellLocation) -> DequeuedCell {
        if let placeholder = viewModel as? PlaceholderViewModel {
            return dequeuePlaceholderCell(for: placeholder)
        }
        let reason: PlaceholderReason
        if let pool = pool(for: viewModel.identifier) {
            let cell = pool.dequeue()
            if cell.configure(with: viewModel) {
                return DequeuedCell(pool: pool, cell: cell, viewModel: viewModel, isPlaceholder: false)
            }
            pool.enqueue(cell)
            reason = .cellCannotDraw(
                identifier: viewModel.identifier, viewModelType: String(describing: type(of: viewModel)))
        } else if viewModel is any TableRowViewModel {
            // A table row with no cell of its own: the view draws it.
            let cell = builtInTableRows.dequeue()
            _ = cell.configure(with: viewModel)
            return DequeuedCell(
                pool: builtInTableRows, cell: cell, viewModel: viewModel, isPlaceholder: false)
        } else {
            reason = .missingCell(identifier: viewModel.identifier)
        }
        return dequeuePlaceholderCell(
            for: PlaceholderViewModel(Placeholder(reason: reason, location: location)))
    }

    /// A cell that draws a placeholder: the host's placeholder cell when it has one that can, else
    /// the built-in one, which always can.
    private func dequeuePlaceholderCell(for placeholder: PlaceholderViewModel) -> DequeuedCell {
        if let pool = self.pool(for: placeholder.identifier) {
            let cell = pool.dequeue()
            if cell.configure(with: placeholder) {
                return DequeuedCell(pool: pool, cell: cell, viewModel: placeholder, isPlaceholder: true)
            }
            pool.enqueue(cell)
        }
        let builtIn = builtInPlaceholders.dequeue()
        _ = builtIn.configure(with: placeholder)
        return DequeuedCell(
            pool: builtInPlaceholders, cell: builtIn, viewModel: placeholder, isPlaceholder: true)
    }
}
