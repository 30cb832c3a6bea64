import Foundation
public import MusicLibraryViewModels

/// The catalog shipped with the sample, served after an artificial delay, with failures on demand.
public struct BundledCatalogService: CatalogService {
    /// The catalog file: the catalog, with each album's artwork beside the album's own fields.
    struct CatalogFile: Decodable {
        struct Entry: Decodable {
            var album: Album
            var artwork: [String]

            private enum CodingKeys: String, CodingKey {
                case artwork
            }

            init(from decoder: any Decoder) throws {
                album = try Album(from: decoder)
                artwork = try decoder.container(keyedBy: CodingKeys.self).decode(
                    [String].self, forKey: .artwork)
            }
        }

        var artist: String
        var albums: [Entry]
    }

    private let catalog: Catalog
    private let artwork: [String: Artwork]
    private let albumOrder: [String: Int]
    private let delay: Duration
    private let failure: MusicLibraryOptions.Failure?

    /// Reads a catalog file.
    ///
    /// - Parameters:
    ///   - data: The catalog file's JSON.
    ///   - delay: How long each request takes; the artwork of the n-th album takes n times as long,
    ///     so covers fill in one after another.
    ///   - failure: The request to fail, if any.
    /// - Throws: `DecodingError` for a file that is not a catalog.
    public init(data: Data, delay: Duration, failure: MusicLibraryOptions.Failure?) throws {
        let file = try JSONDecoder().decode(CatalogFile.self, from: data)
        catalog = Catalog(artist: file.artist, albums: file.albums.map(\.album))
        artwork = Dictionary(
            file.albums.map { ($0.album.id, Artwork(lines: $0.artwork)) },
            uniquingKeysWith: { first, _ in first })
        albumOrder = Dictionary(
            file.albums.enumerated().map { ($1.album.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.delay = delay
        self.failure = failure
    }

    /// The catalog shipped with the sample.
    public static func bundledCatalogData() throws -> Data {
        guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    /// The catalog, after the delay, or the failure asked for.
    public func loadCatalog() async throws(CatalogServiceError) -> Catalog {
        try? await Task.sleep(for: delay)
        switch failure {
        case .network: throw .network("the connection to the catalog server was lost")
        case .server: throw .server(message: "503 Service Unavailable: the catalog is being rebuilt")
        case .artwork, nil: return catalog
        }
    }

    /// An album's artwork, after a delay that grows with the album's place in the catalog.
    public func artwork(forAlbum albumID: String) async throws -> Artwork {
        try await Task.sleep(for: delay * ((albumOrder[albumID] ?? 0) + 1))
        if failure == .artwork {
            throw CatalogServiceError.network("the artwork of \(albumID) did not arrive")
        }
        guard let found = artwork[albumID] else {
            throw CatalogServiceError.server(message: "no artwork for \(albumID)")
        }
        return found
    }
}
