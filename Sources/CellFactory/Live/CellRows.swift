/// The rows of a ``CellSection``, in display order: an array of ``CellRow``s, or, for items given
/// with ``CellSection/setItems(_:onDemand:)``, rows made the first time each is read.
///
/// Read it as any random-access collection (`rows[3]`, `rows.count`, `for row in rows`). A row
/// made on demand is made once, with the identity it was given when the items were set, and kept
/// until the rows change.
public struct CellRows: RandomAccessCollection {
    enum Storage {
        case made([CellRow])
        case onDemand(OnDemandRows)
    }

    var storage: Storage

    init(_ rows: [CellRow]) {
        storage = .made(rows)
    }

    init(onDemand rows: OnDemandRows) {
        storage = .onDemand(rows)
    }

    /// The first row's index: 0.
    public var startIndex: Int { 0 }

    /// The number of rows.
    public var endIndex: Int {
        switch storage {
        case .made(let rows): rows.count
        case .onDemand(let rows): rows.items.count
        }
    }

    /// The row at an index, made now if it is the first time it is read.
    public subscript(index: Int) -> CellRow {
        switch storage {
        case .made(let rows): rows[index]
        case .onDemand(let rows): rows.row(at: index)
        }
    }

    /// The item at an index, without making its row.
    @usableFromInline
    func item(at index: Int) -> Any {
        switch storage {
        case .made(let rows): rows[index].item
        case .onDemand(let rows): rows.items[index]
        }
    }

    /// Where a row is, or `nil`: found without a search for rows set on demand.
    func index(of id: RowID) -> Int? {
        switch storage {
        case .made(let rows): return rows.firstIndex { $0.id == id }
        case .onDemand(let rows):
            let index = id.rawValue - rows.firstID.rawValue
            return rows.items.indices.contains(index) ? index : nil
        }
    }

    /// The identity of the row at an index, without making it.
    func id(at index: Int) -> RowID {
        switch storage {
        case .made(let rows): rows[index].id
        case .onDemand(let rows): rows.firstID.advanced(by: index)
        }
    }

    /// Every row as an array, making those not made yet.
    var array: [CellRow] {
        switch storage {
        case .made(let rows): rows
        case .onDemand(let rows): rows.items.indices.map(rows.row(at:))
        }
    }

    /// The rows made so far: all of them, unless they are made on demand.
    var madeRows: [CellRow] {
        switch storage {
        case .made(let rows): rows
        case .onDemand(let rows): rows.madeRows
        }
    }
}

/// Items whose rows are made the first time each is read: the view model is dispatched then, and
/// the row's content starts loading.
///
/// Row `i` has the identity `firstID + i`, from a block reserved when the items were set, so a
/// row's identity is known before the row is made and its index follows from it.
final class OnDemandRows {
    let items: [Any]
    let firstID: RowID
    private var made: [Int: CellRow] = [:]
    private var dispatcher: ViewModelDispatcher
    private let didMake: (CellRow) -> Void

    /// - Parameters:
    ///   - items: The items.
    ///   - factory: Makes each row's view model.
    ///   - didMake: Runs once for each row made, for its content to start loading.
    init(items: [Any], factory: CollectionFactory, didMake: @escaping (CellRow) -> Void) {
        self.items = items
        firstID = RowID.reserve(items.count)
        dispatcher = factory.makeDispatcher(reusingViewModels: false)
        self.didMake = didMake
    }

    func row(at index: Int) -> CellRow {
        if let row = made[index] { return row }
        let item = items[index]
        let location = CellLocation.item(CellIndexPath(item: index))
        // The error policy cannot throw from here, as a read: a refused item shows a placeholder.
        let content =
            (try? dispatcher.dispatch(item, at: location))
            ?? .viewModel(
                PlaceholderViewModel(
                    Placeholder(reason: .unregisteredType(TypeName.ofValue(item)), location: location)))
        let row = CellRow(id: firstID.advanced(by: index), item: item, content: content, revision: 0)
        made[index] = row
        didMake(row)
        return row
    }

    var madeRows: [CellRow] { Array(made.values) }
}
