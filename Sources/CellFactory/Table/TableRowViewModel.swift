/// A view model whose rows are table rows: it declares columns for its kind of row and gives one
/// value per column; the view lays the columns out and draws them, with no cell of its own.
///
/// Rows with the same ``CellViewModel/identifier`` are one kind (give each kind its own, as a
/// stored constant: it is read for every row): in a ``CollectionLayout/table``
/// layout, consecutive rows of a kind share column widths under one header, and a new header
/// comes when the kind changes. In a list or a flow, a table row takes the full width with its
/// columns fitted to its own values, unless a cell is registered for its identifier, which then
/// draws it there. An interactive list always shows table rows as tables.
///
/// ```swift
/// final class TrackRowViewModel: TableRowViewModel {
///     private var track = Track(number: 0, title: "", seconds: 0)
///     let identifier = "track"
///     let columns = [
///         TableColumn("#", width: .fixed(3), alignment: .trailing),
///         TableColumn("Title", width: .share(1)),
///         TableColumn("Length", alignment: .trailing),
///     ]
///     func update(with model: Track) { track = model }
///     var values: [TableValue] {
///         [TableValue("\(track.number)", style: .dim), TableValue(track.title), TableValue(track.length)]
///     }
/// }
/// ```
public protocol TableRowViewModel: CellViewModel {
    /// The columns of this kind of row, left to right; the same for every row of the kind.
    var columns: [TableColumn] { get }

    /// One value per column, in the columns' order. A column with no value (the array is
    /// shorter) shows its missing mark; values past the last column are not shown.
    var values: [TableValue] { get }
}

extension TableRowViewModel {
    /// The full width, one line; a column that wraps makes its row taller.
    public var size: CellSize { .fullWidth(lines: 1) }
}
