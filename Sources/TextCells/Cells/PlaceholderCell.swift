import CellFactory

/// Draws a placeholder row: an item with no view model, or a view model with no usable cell.
///
/// Every ``CollectionView`` draws placeholders with it, unless the host registers a cell of its
/// own (a `TextCell` whose `ViewModel` is `PlaceholderViewModel`) for
/// `PlaceholderViewModel.reuseIdentifier`.
final class PlaceholderCell: TextCell {
    private var text = ""

    /// Creates a blank placeholder cell.
    init() {}

    /// Takes the placeholder text.
    func configure(with viewModel: PlaceholderViewModel) {
        text = viewModel.placeholderText
    }

    /// Forgets the text.
    func prepareForReuse() {
        text = ""
    }

    /// Draws the text, dimmed, on the first line.
    func draw(in canvas: inout CellCanvas) {
        canvas.write(text, line: 0, style: .dim)
    }
}
