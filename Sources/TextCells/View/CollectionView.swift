public import CellFactory

/// The collection view of this package: registered cells, a factory as data source, a layout.
///
/// Register a cell type for each reuse identifier your view models use, then render a data
/// source at a width. Cells are dequeued from a pool per identifier and reused, so a list of any
/// length creates only a handful of cells.
///
/// ```swift
/// let view = CollectionView(factory: factory, layout: .list)
/// view.register(AccountCell.self, forCellWithReuseIdentifier: "stringCell")
/// var output = FileDescriptorWriter.standardOutput()
/// try view.render(data, width: 80, to: &output)
/// let text = try view.render(data, width: 80)   // the same rows, as a String
/// ```
///
/// Rendering is a pure function of the data, the registrations, the layout and the width; the
/// only I/O is what the sink does. A view is not meant to render on two threads at once.
public final class CollectionView: CellCatalog {
    /// The widths a render accepts.
    public static let validWidths: ClosedRange<Int> = 1...10_000

    /// The factory that answers which view model shows each item.
    public let factory: CollectionFactory
    /// How cells are placed; may change between renders.
    public var layout: CollectionLayout
    /// How wide East Asian Ambiguous characters are measured: set ``AmbiguousWidth/wide`` for a
    /// terminal that draws them two columns wide (common with CJK locales).
    public var ambiguousWidth: AmbiguousWidth = .narrow

    private var pools: [String: CellReusePool] = [:]
    /// Draws placeholders when a host's own placeholder cell cannot.
    let builtInPlaceholders = CellReusePool(CellRegistration(PlaceholderCell.self))
    /// Draws table rows that no registered cell draws, each on its own.
    let builtInTableRows = CellReusePool(CellRegistration(TableRowCell.self))

    /// Creates a view with the built-in placeholder cell registered.
    ///
    /// - Parameters:
    ///   - factory: The registry of view models.
    ///   - layout: How cells are placed.
    public init(factory: CollectionFactory, layout: CollectionLayout = .list) {
        self.factory = factory
        self.layout = layout
        register(PlaceholderCell.self, forCellWithReuseIdentifier: PlaceholderViewModel.reuseIdentifier)
    }

    /// Registers a cell type for a reuse identifier; a later registration replaces an earlier one.
    ///
    /// - Parameters:
    ///   - cellType: The cell type.
    ///   - identifier: The identifier that view models return from `CellViewModel.identifier`.
    @inlinable
    public func register<Cell: TextCell>(_ cellType: Cell.Type, forCellWithReuseIdentifier identifier: String)
    {
        // Inlinable: the registration's closures are then compiled for the host's cell type, in
        // its module (measured in docs/Performance.md).
        register(CellRegistration(cellType), forCellWithReuseIdentifier: identifier)
    }

    @usableFromInline
    func register(_ registration: CellRegistration, forCellWithReuseIdentifier identifier: String) {
        pools[identifier] = CellReusePool(registration)
    }

    /// The identifiers that have a registered cell, sorted.
    public var registeredIdentifiers: [String] { pools.keys.sorted() }

    /// How many cells this view has created so far, over all renders.
    package var createdCellCount: Int {
        pools.values.reduce(builtInPlaceholders.createdCount + builtInTableRows.createdCount) {
            $0 + $1.createdCount
        }
    }

    /// Whether a registered cell can draw a view model.
    ///
    /// - Parameter viewModel: A configured view model.
    public func check(_ viewModel: any CellViewModel) -> CellCheck {
        guard let pool = pools[viewModel.identifier] else {
            // The view draws table rows itself.
            return viewModel is any TableRowViewModel ? .drawable : .noCell
        }
        guard pool.registration.canDraw(viewModel) else {
            return .cellCannotDraw(
                cellType: pool.registration.cellTypeName, expects: pool.registration.viewModelTypeName)
        }
        return .drawable
    }

    /// Checks a data source against the factory's view models and this view's cells.
    ///
    /// - Parameter dataSource: The items.
    /// - Returns: Every problem found, before anything is rendered.
    public func validate(_ dataSource: some FactoryDataSource) -> ValidationReport {
        factory.validate(dataSource, cells: self)
    }

    /// Renders a data source into a string: for a test, a log line or a message.
    ///
    /// ```swift
    /// let text = try view.render(SectionedData(items: items), width: 40)
    /// ```
    ///
    /// - Parameters:
    ///   - dataSource: The items.
    ///   - width: The output width in columns.
    ///   - styling: Whether to write style escape sequences.
    /// - Returns: The rendered lines, each ending in a newline.
    /// - Throws: ``RenderError/invalidWidth(_:)``, or a ``RenderError/dispatch(_:)`` error under
    ///   `UnregisteredItemPolicy.error`.
    public func render(_ dataSource: some FactoryDataSource, width: Int, styling: Bool = false)
        throws(RenderError) -> String
    {
        var buffer = MemorySink()
        try render(dataSource, width: width, styling: styling, to: &buffer)
        return buffer.text
    }

    /// Renders a data source into a sink, in blocks, as it goes.
    ///
    /// - Parameters:
    ///   - dataSource: The items.
    ///   - width: The output width in columns, within ``validWidths``.
    ///   - styling: Whether to write style escape sequences.
    ///   - sink: Where the bytes go.
    /// - Returns: What was drawn.
    /// - Throws: ``RenderError/invalidWidth(_:)`` before anything is written; otherwise a
    ///   ``RenderError/dispatch(_:)`` or ``RenderError/output(_:)`` error stops the render.
    @discardableResult
    public func render(
        _ dataSource: some FactoryDataSource, width: Int, styling: Bool = false, to sink: inout some ByteSink
    ) throws(RenderError) -> RenderSummary {
        guard Self.validWidths.contains(width) else { throw RenderError.invalidWidth(width) }
        var pass = RenderPass(view: self, width: width, styling: styling)
        try pass.draw(dataSource, to: &sink)
        return try pass.finish(to: &sink)
    }

    /// The pool for an identifier.
    func pool(for identifier: String) -> CellReusePool? {
        pools[identifier]
    }
}
