import Foundation

/// The records of the search scenario, as the issue that set its goals tried them: 45 % accounts
/// named `userN`, 30 % integers and 25 % albums, in a repeating pattern of 20.
///
/// Three files hold the same records: JSON Lines and a JSON array for `mixed-list`, and for fzf
/// one line of text per record, the text `mixed-list` searches it by (an account's name, an
/// integer's digits, an album's title, artist and year).
enum SearchRecords {
    private static let artists = ["Linkin Park", "Daft Punk", "Radiohead", "Portishead", "Massive Attack"]

    /// The record at an index: its JSON text and its search text.
    static func record(at index: Int) -> (json: String, text: String) {
        switch index % 20 {
        case 0..<9:
            return (#"{"type":"account","name":"user\#(index)"}"#, "user\(index)")
        case 9..<15:
            let value = index &* 7919 % 10_000_000
            return ("\(value)", "\(value)")
        default:
            let title = "Album \(index)"
            let artist = artists[index % artists.count]
            let year = 1970 + index % 55
            return (
                #"{"type":"album","title":"\#(title)","artist":"\#(artist)","year":\#(year),"tracks":\#(1 + index % 20)}"#,
                "\(title) \(artist) \(year)"
            )
        }
    }

    /// Writes `count` records to the three files, a block at a time.
    static func write(_ count: Int, records: URL, array: URL, texts: URL) throws {
        for file in [records, array, texts]
        where !FileManager.default.createFile(atPath: file.path, contents: nil) {
            throw BenchmarkError("cannot create \(file.path)")
        }
        let recordHandle = try FileHandle(forWritingTo: records)
        let arrayHandle = try FileHandle(forWritingTo: array)
        let textHandle = try FileHandle(forWritingTo: texts)
        defer {
            try? recordHandle.close()
            try? arrayHandle.close()
            try? textHandle.close()
        }
        var jsonBlock = ""
        var arrayBlock = "[\n"
        var textBlock = ""
        for index in 0..<count {
            let record = record(at: index)
            jsonBlock += record.json + "\n"
            arrayBlock += record.json + (index == count - 1 ? "\n" : ",\n")
            textBlock += record.text + "\n"
            if jsonBlock.utf8.count > 1 << 20 || index == count - 1 {
                if index == count - 1 { arrayBlock += "]\n" }
                try recordHandle.write(contentsOf: Data(jsonBlock.utf8))
                try arrayHandle.write(contentsOf: Data(arrayBlock.utf8))
                try textHandle.write(contentsOf: Data(textBlock.utf8))
                jsonBlock = ""
                arrayBlock = ""
                textBlock = ""
            }
        }
        if count == 0 { try arrayHandle.write(contentsOf: Data("[]\n".utf8)) }
        // On disk before anything is timed: the kernel writing a gigabyte back while the first
        // program reads made that program's figures twice as slow at 10,000,000 records.
        for handle in [recordHandle, arrayHandle, textHandle] { try handle.synchronize() }
    }
}
