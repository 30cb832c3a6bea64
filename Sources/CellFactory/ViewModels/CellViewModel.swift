/// A view model for one cell: it shows one model type and answers everything a cell needs.
///
/// Host programs adopt this protocol for each kind of row, as a UIKit app writes one cell view
/// model per kind of cell. The model type is
/// an associated type, so the typed update is checked by the compiler; ``updateData(_:)`` is the
/// type-erased entry point the factory uses, and a value of the wrong type is reported as
/// ``CellFactoryError/Code/wrongModelType``, never ignored.
///
/// A view model is a reference type because the factory and the view reuse it from row to row the
/// way a collection view reuses cells: every update must replace all state from the previous item.
/// Its type (not its instances) must be usable from any thread (`SendableMetatype`), as every
/// ordinary class's is, because the factory makes view models wherever a render runs.
///
/// ```swift
/// final class AccountCellViewModel: CellViewModel, TitleCellDataSource {
///     private var account = Account(name: "")
///     let identifier = "stringCell"
///     let size = CellSize.fixed(columns: 30)
///     func update(with model: Account) { account = model }
///     var title: String { account.name }
/// }
/// ```
public protocol CellViewModel<Model>: AnyObject, SendableMetatype {
    /// The model type this view model shows: a concrete type, a superclass or a protocol.
    associatedtype Model

    /// The reuse identifier of the cell that draws this view model.
    var identifier: String { get }

    /// The box the cell asks for.
    var size: CellSize { get }

    /// The actions the cell offers for its item, such as ``CellAction/select``.
    ///
    /// The factory refuses any other action with ``CellFactoryError/Code/actionNotSupported``.
    var supportedActions: [CellAction] { get }

    /// Replaces the shown model, leaving nothing of the previous one.
    ///
    /// - Parameter model: The new model.
    func update(with model: Model)

    /// Replaces the shown model from a value of unknown type.
    ///
    /// The default implementation casts `data` to ``Model`` and calls ``update(with:)``.
    ///
    /// - Parameter data: The value to show.
    /// - Throws: ``CellFactoryError/Code/wrongModelType`` when `data` is not a ``Model``; the
    ///   view model then keeps its previous state.
    func updateData(_ data: Any) throws(CellFactoryError)

    /// Handles an action sent to this view model's item.
    ///
    /// Only actions listed in ``supportedActions`` reach this method when sent through the
    /// factory. The default implementation does nothing.
    ///
    /// - Parameters:
    ///   - action: The action, such as ``CellAction/select``.
    ///   - events: Where to report what happened, for the host to observe.
    func handle(_ action: CellAction, events: any CellEventSink)
}

extension CellViewModel {
    /// No actions by default.
    public var supportedActions: [CellAction] { [] }

    /// Does nothing by default.
    public func handle(_ action: CellAction, events: any CellEventSink) {}

    /// The model type, as a metatype value.
    public static var modelType: Any.Type { Model.self }

    /// Casts `data` to ``CellViewModel/Model`` and calls ``CellViewModel/update(with:)``.
    ///
    /// This is the one place in the library where an item of unknown type becomes typed.
    @inlinable
    public func updateData(_ data: Any) throws(CellFactoryError) {
        // Inlinable: the witness in the host's module casts to its own `Model`, with no generic
        // metadata looked up at run time (measured in docs/Performance.md).
        guard let model = data as? Model else { throw wrongModelType(data) }
        update(with: model)
    }

    /// The error for a value that is not a ``CellViewModel/Model``.
    @usableFromInline
    func wrongModelType(_ data: Any) -> CellFactoryError {
        CellFactoryError(
            .wrongModelType,
            "\(Self.self) shows \(TypeName.of(Model.self)), not \(TypeName.ofValue(data))"
        )
    }
}
