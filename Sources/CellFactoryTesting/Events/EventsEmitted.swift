public import CellFactory

/// The events a view model emits while handling an action, in order.
///
/// The view model handles the action directly, as it stands, through a `CellEventRecorder`;
/// events therefore carry no location. To test that the factory routes the action and fills in
/// the location, send it with `CollectionFactory.send(_:to:in:events:)` and a
/// recorder instead.
///
/// ```swift
/// let viewModel = AccountCellViewModel()
/// viewModel.update(with: Account(name: "Ada"))
/// #expect(eventsEmitted(by: viewModel, handling: .select) == [CellEvent("openAccount", detail: "Ada")])
/// ```
///
/// - Parameters:
///   - viewModel: The configured view model.
///   - action: The action to handle.
/// - Returns: Every event emitted, oldest first.
public func eventsEmitted(by viewModel: some CellViewModel, handling action: CellAction) -> [CellEvent] {
    let recorder = CellEventRecorder()
    viewModel.handle(action, events: recorder)
    return recorder.events
}
