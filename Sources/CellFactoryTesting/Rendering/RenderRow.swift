public import CellFactory
public import TextCells

/// Draws one view model, as it stands, with a cell: the row a list would show for it.
///
/// The view model is not updated first, so a test can draw it after an update, an action or a
/// load. A view model the cell cannot draw gets the placeholder row a render would show.
///
/// ```swift
/// let viewModel = AccountCellViewModel()
/// viewModel.update(with: Account(name: "Ada"))
/// expectSnapshot(try renderRow(of: viewModel, in: AccountCell.self, width: 40), named: "ada-40")
/// ```
///
/// - Parameters:
///   - viewModel: The configured view model.
///   - cellType: The cell that draws it, registered for the view model's identifier.
///   - width: The width of the list in columns.
///   - styling: Whether to write style escape sequences.
///   - ambiguousWidth: How wide East Asian Ambiguous characters are drawn.
/// - Returns: The row's lines, each ending in a newline.
/// - Throws: `RenderError.invalidWidth(_:)` for a width out of range.
public func renderRow<Cell: TextCell>(
    of viewModel: some CellViewModel,
    in cellType: Cell.Type,
    width: Int = 80,
    styling: Bool = false,
    ambiguousWidth: AmbiguousWidth = .narrow
) throws(RenderError) -> String {
    let view = CollectionView(factory: CollectionFactory())
    view.ambiguousWidth = ambiguousWidth
    view.register(cellType, forCellWithReuseIdentifier: viewModel.identifier)
    return try view.renderRow(for: viewModel, width: width, styling: styling)
}

/// Shows a model with a view model, then draws the row its cell draws.
///
/// - Parameters:
///   - viewModel: The view model; it is updated with `model`.
///   - model: The model to show.
///   - cellType: The cell that draws it.
///   - width: The width of the list in columns.
///   - styling: Whether to write style escape sequences.
/// - Returns: The row's lines, each ending in a newline.
/// - Throws: `RenderError.invalidWidth(_:)` for a width out of range.
public func renderRow<ViewModel: CellViewModel, Cell: TextCell>(
    of viewModel: ViewModel,
    showing model: ViewModel.Model,
    in cellType: Cell.Type,
    width: Int = 80,
    styling: Bool = false
) throws(RenderError) -> String {
    viewModel.update(with: model)
    return try renderRow(of: viewModel, in: cellType, width: width, styling: styling)
}

/// Draws one table row view model, as it stands, the way a table of that one row shows it: the
/// header (titles and rule), then the row, its columns fitted to its own values.
///
/// ```swift
/// let viewModel = TrackRowViewModel()
/// viewModel.update(with: track)
/// expectSnapshot(try renderRow(of: viewModel, width: 60), named: "track-60")
/// ```
///
/// - Parameters:
///   - viewModel: The configured view model.
///   - width: The width of the table in columns.
///   - styling: Whether to write style escape sequences.
///   - ambiguousWidth: How wide East Asian Ambiguous characters are drawn.
/// - Returns: The header's and the row's lines, each ending in a newline.
/// - Throws: `RenderError.invalidWidth(_:)` for a width out of range.
public func renderRow(
    of viewModel: some TableRowViewModel,
    width: Int = 80,
    styling: Bool = false,
    ambiguousWidth: AmbiguousWidth = .narrow
) throws(RenderError) -> String {
    guard CollectionView.validWidths.contains(width) else { throw RenderError.invalidWidth(width) }
    let values = viewModel.values
    let layout = TableColumnLayout(
        columns: viewModel.columns, fittedTo: values, width: width, spacing: TableLayout().columnSpacing,
        ambiguousWidth: ambiguousWidth)
    var header = CellCanvas(
        columns: width, lines: TableColumnLayout.headerLineCount, styling: styling,
        ambiguousWidth: ambiguousWidth)
    layout.drawHeader(in: &header)
    var row = CellCanvas(
        columns: width, lines: layout.lineCount(of: values, ambiguousWidth: ambiguousWidth), styling: styling,
        ambiguousWidth: ambiguousWidth)
    layout.draw(values, in: &row)
    var output: [UInt8] = []
    for canvas in [header, row] {
        for line in 0..<canvas.lineCount {
            canvas.appendLine(line, to: &output)
            output.append(UInt8(ascii: "\n"))
        }
    }
    return String(decoding: output, as: UTF8.self)
}

/// Renders a list of items through a factory and a set of cells.
///
/// ```swift
/// let text = try renderList(
///     [Account(name: "Ada"), 42], factory: factory,
///     cells: ["stringCell": AccountCell.self, "intCell": IntegerCell.self], width: 40)
/// ```
///
/// - Parameters:
///   - items: The items, of any types, in display order.
///   - factory: The registry of view models.
///   - cells: The cell type for each reuse identifier.
///   - width: The output width in columns.
///   - layout: How cells are placed.
///   - styling: Whether to write style escape sequences.
/// - Returns: The rendered lines, each ending in a newline.
/// - Throws: `RenderError`.
package func renderList(
    _ items: [Any],
    factory: CollectionFactory,
    cells: [String: any TextCell.Type],
    width: Int = 80,
    layout: CollectionLayout = .list,
    styling: Bool = false
) throws(RenderError) -> String {
    let view = CollectionView(factory: factory, layout: layout)
    for (identifier, cellType) in cells {
        view.register(cellType, forCellWithReuseIdentifier: identifier)
    }
    return try view.render(SectionedData(items: items), width: width, styling: styling)
}
