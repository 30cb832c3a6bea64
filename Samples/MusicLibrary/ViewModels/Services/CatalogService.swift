/// Where the screen's data comes from: the catalog, and each album's artwork.
///
/// The sample's own implementation reads a JSON file shipped with it, after an artificial delay;
/// tests supply their own.
public protocol CatalogService: Sendable {
    /// Loads the whole catalog.
    ///
    /// - Throws: ``CatalogServiceError``.
    func loadCatalog() async throws(CatalogServiceError) -> Catalog

    /// Loads the artwork of an album.
    ///
    /// - Parameter albumID: The album's ``Album/id``.
    /// - Throws: ``CatalogServiceError``, or `CancellationError` when the load was cancelled.
    func artwork(forAlbum albumID: String) async throws -> Artwork
}

/// How a request to the catalog failed.
public enum CatalogServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request did not get through.
    case network(String)
    /// The server answered with an error message.
    case server(message: String)

    /// The message.
    public var description: String {
        switch self {
        case .network(let detail): return detail
        case .server(let message): return message
        }
    }
}
