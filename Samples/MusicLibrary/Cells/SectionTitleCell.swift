public import MusicLibraryViewModels
public import TextCells

/// Draws a section's title, bold, across the width.
public final class SectionTitleCell: TextCell {
    private var text = ""

    /// Creates a blank cell.
    public init() {}

    /// Takes the title.
    public func configure(with viewModel: any SectionTitleCellDataSource) {
        text = viewModel.text
    }

    /// Forgets the title.
    public func prepareForReuse() {
        text = ""
    }

    /// Draws the title.
    public func draw(in canvas: inout CellCanvas) {
        canvas.write(text, line: 0, style: .bold)
    }
}
