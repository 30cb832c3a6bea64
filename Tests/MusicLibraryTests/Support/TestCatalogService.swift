import MusicLibraryViewModels

/// A catalog service that answers at once, from fixed data, failing where it is told to.
struct TestCatalogService: CatalogService {
    var catalog = TestCatalogService.sample
    var catalogFailure: CatalogServiceError?
    var artwork: [String: Artwork] = [
        "first": Artwork(lines: ["AAAAAA", "aaaaaa"]),
        "second": Artwork(lines: ["BBBBBB", "bbbbbb"]),
    ]

    static let sample = Catalog(
        artist: "The Testers",
        albums: [
            Album(
                id: "first", title: "First Light", year: 2001,
                tracks: [
                    Track(number: 1, title: "Dawn", seconds: 13),
                    Track(number: 2, title: "Numbers", seconds: 187),
                ]),
            Album(
                id: "second", title: "Second Wind", year: 2004,
                tracks: [Track(number: 1, title: "Numb Hands", seconds: 383)]),
        ])

    func loadCatalog() async throws(CatalogServiceError) -> Catalog {
        if let catalogFailure { throw catalogFailure }
        return catalog
    }

    func artwork(forAlbum albumID: String) async throws -> Artwork {
        guard let found = artwork[albumID] else {
            throw CatalogServiceError.server(message: "no art for \(albumID)")
        }
        return found
    }
}
