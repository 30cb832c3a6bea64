import CellFactoryTesting
import Foundation
import TestSupport
import Testing

/// Runs the real `music-library` executable, as `swift run music-library meteora` does.
@Suite("music-library process")
struct MusicLibraryProcessTests {
    @Test("music-library meteora prints the Meteora screen once, with no escape sequence, exit 0")
    func meteora() throws {
        let process = Process()
        process.executableURL = productsDirectory(containing: "music-library").appendingPathComponent(
            "music-library")
        process.arguments = ["meteora", "--delay", "0"]
        process.environment = ["PATH": "/usr/bin:/bin", "COLUMNS": "80"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("\u{1B}"))
        expectSnapshot(text, named: "meteora-80")
    }
}
