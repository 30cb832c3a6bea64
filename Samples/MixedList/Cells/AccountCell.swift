public import MixedListViewModels
public import TextCells

/// Draws an account's name in bold: the seed's `StringCollectionViewCell`.
public final class AccountCell: TextCell {
    private var title = ""

    /// Creates a blank cell.
    public init() {}

    /// Takes the title.
    public func configure(with viewModel: any StringCellDataSource) {
        title = viewModel.title
    }

    /// Forgets the title.
    public func prepareForReuse() {
        title = ""
    }

    /// Draws the title on the first line.
    public func draw(in canvas: inout CellCanvas) {
        canvas.write(title, line: 0, style: .bold)
    }
}
