/// A cell that draws one view model as text: the `UICollectionViewCell` of this package.
///
/// A cell declares what it draws as its ``ViewModel`` type, usually a small data-source protocol
/// that view models adopt (such as `StringCellDataSource`). The view checks that type once per
/// item; a view model the cell cannot draw gets a placeholder row, never a crash.
///
/// Cells are reused: the view calls ``configure(with:)`` and ``draw(in:)`` for one item, then
/// ``prepareForReuse()`` before the cell shows another, so a cell must not keep anything from the
/// previous item.
///
/// ```swift
/// final class TitleCell: TextCell {
///     private var title = ""
///     func configure(with viewModel: any TitleCellDataSource) { title = viewModel.title }
///     func prepareForReuse() { title = "" }
///     func draw(in canvas: inout CellCanvas) { canvas.write(title, line: 0) }
/// }
/// ```
public protocol TextCell: AnyObject {
    /// What this cell draws: a view model type, or a protocol that view models adopt.
    associatedtype ViewModel

    /// Creates a blank cell; the view calls it when its reuse pool is empty.
    init()

    /// Takes what the cell needs from a view model.
    ///
    /// - Parameter viewModel: The configured view model of the item.
    func configure(with viewModel: ViewModel)

    /// Forgets the previous item before the cell is configured again.
    func prepareForReuse()

    /// Draws the cell into its box, which is exactly the size its view model asked for
    /// (clamped to the output).
    ///
    /// - Parameter canvas: The box to draw into.
    func draw(in canvas: inout CellCanvas)
}
