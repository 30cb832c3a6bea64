import Foundation
import MusicLibraryViewModels

/// A row chosen with `--choose`, as the line of JSON written for it.
enum ChosenRecord {
    /// The JSON of an album or a track, keys sorted, on one line.
    static func jsonLine(for item: Any) -> String {
        let record: Record
        switch item {
        case let album as Album:
            record = Record(
                type: "album", id: album.id, title: album.title, year: album.year, tracks: album.tracks.count)
        case let listing as TrackListing:
            record = Record(
                type: "track", title: listing.track.title, album: listing.albumTitle,
                number: listing.track.number,
                seconds: listing.track.seconds)
        default:
            record = Record(type: "unknown", title: String(describing: item))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and `nil`s always encode.
        let data = (try? encoder.encode(record)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The fields written; those a kind of row lacks are left out.
    private struct Record: Encodable {
        var type: String
        var id: String?
        var title: String
        var album: String?
        var number: Int?
        var seconds: Int?
        var year: Int?
        var tracks: Int?
    }
}
