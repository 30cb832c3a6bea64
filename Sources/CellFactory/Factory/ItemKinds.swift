/// Tells the items of one type apart by their value, so that each kind of item can have a view
/// model of its own.
///
/// Items usually find their view model by their type. When many kinds of item share one type
/// (records decoded from JSON, rows of a database, events with a `type` field), register an
/// `ItemKinds` for the type, and a view model for each kind with
/// ``CollectionFactory/register(_:kind:onDuplicate:searchText:)``:
///
/// ```swift
/// struct EventKinds: ItemKinds {
///     func kind(of event: Event) -> String? { event.type }
/// }
///
/// try factory.register(kinds: EventKinds())
/// try factory.register(LoginRowViewModel.init, kind: "login")
/// try factory.register(PaymentRowViewModel.init, kind: "payment")
/// try factory.register(EventRowViewModel.init)  // every other event
/// ```
///
/// The kind of an item is decided once per item, by ``kind(of:)``, and its view model is then
/// found in a table of kinds, so dispatch takes a bounded time however many kinds there are. An
/// item whose kind is `nil`, or has no view model, is shown by the view model registered for its
/// type, if there is one, and otherwise as an item with no view model.
public protocol ItemKinds<Item>: Sendable {
    /// The type whose items are told apart.
    associatedtype Item

    /// The kind of an item: the name its view model is registered under, or `nil` for an item
    /// of no particular kind. Called once per item shown, on any thread.
    func kind(of item: Item) -> String?

    /// Every kind that could claim the item, the one ``kind(of:)`` answers first: when there is
    /// more than one, ``CollectionFactory/validate(_:cells:)`` reports the overlap. The default
    /// is the one kind ``kind(of:)`` answers.
    func kinds(claiming item: Item) -> [String]
}

extension ItemKinds {
    /// The one kind ``kind(of:)`` answers, or none.
    public func kinds(claiming item: Item) -> [String] {
        kind(of: item).map { [$0] } ?? []
    }
}
