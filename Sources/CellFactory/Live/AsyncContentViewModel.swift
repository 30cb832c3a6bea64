/// A cell view model with part of its content loaded asynchronously, such as an image.
///
/// A ``CellSection`` starts ``loadContent()`` when it makes the row's view model (when a view
/// first shows the row), and again when ``CellSection/apply(_:items:)`` updates the row with a
/// changed item; it cancels the task when the row is removed or reloaded, or its load starts
/// again. The view model stores what arrives in a property that its
/// cell reads; when the view model is `@Observable`, the view sees the change and redraws that
/// row only.
///
/// After an update the same view model loads again while its cancelled load may still be
/// waiting, so a load checks for cancellation before it stores what arrived:
///
/// ```swift
/// @Observable final class AlbumCellViewModel: AsyncContentViewModel {
///     private(set) var artwork: LoadState<Artwork> = .loading
///     @MainActor func loadContent() async throws {
///         let loaded = try await service.artwork(for: album.id)
///         try Task.checkCancellation()     // a newer load may have replaced this one
///         artwork = .loaded(loaded)
///     }
///     …
/// }
/// ```
public protocol AsyncContentViewModel: CellViewModel {
    /// Loads the content that arrives later and stores it in the view model.
    ///
    /// It runs on the main actor, where the section and the view live, so it may set the view
    /// model's properties directly; the waiting itself (a download, a delay) happens in what it
    /// awaits.
    ///
    /// - Throws: Any error; the section reports it to its events as
    ///   ``CellEvent/contentLoadFailed``, unless the task was cancelled.
    @MainActor func loadContent() async throws
}

extension CellEvent {
    /// The name of the event a ``CellSection`` reports when a row's content fails to load.
    ///
    /// The event's detail is the error's description and its location the row's index.
    public static let contentLoadFailed = "contentLoadFailed"
}
