import Foundation
import TestSupport

/// A fixture file next to the tests.
func fixturePath(_ name: String, filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .appendingPathComponent(name).path
}

/// The directory of the built products, where `mixed-list` is.
func productsDirectory() -> URL {
    productsDirectory(containing: "mixed-list")
}

/// A views file shipped in `Samples/MixedList/Views`.
func viewsFile(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/MixedList/Views/\(name)").path
}

/// Writes generated input to a temporary file, for inputs too large to commit.
func temporaryFile(_ name: String, _ contents: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellfactory-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    try contents.write(to: url)
    return url
}

/// A JSON array of 1,000,000 elements: every third an account, the others whole numbers.
func millionElementJSON() -> Data {
    var json: [UInt8] = [UInt8(ascii: "[")]
    json.reserveCapacity(16_000_000)
    for index in 0..<1_000_000 {
        if index > 0 { json.append(UInt8(ascii: ",")) }
        if index % 3 == 0 {
            json += #"{"type":"account","name":"n"#.utf8
            json += String(index).utf8
            json += #""}"#.utf8
        } else {
            json += String(index).utf8
        }
    }
    json.append(UInt8(ascii: "]"))
    return Data(json)
}
