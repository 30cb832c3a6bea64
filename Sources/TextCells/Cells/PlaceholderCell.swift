public import CellFactory

/// Draws a placeholder row: an item with no view model, or a view model with no usable cell.
///
/// Registered by every ``CollectionView`` for `PlaceholderViewModel.reuseIdentifier`; a host
/// may register its own cell for that identifier instead.
public final class PlaceholderCell: TextCell {
    private var text = ""

    /// Creates a blank placeholder cell.
    public init() {}

    /// Takes the placeholder text.
    public func configure(with viewModel: any PlaceholderCellDataSource) {
        text = viewModel.placeholderText
    }

    /// Forgets the text.
    public func prepareForReuse() {
        text = ""
    }

    /// Draws the text, dimmed, on the first line.
    public func draw(in canvas: inout CellCanvas) {
        canvas.write(text, line: 0, style: .dim)
    }
}
