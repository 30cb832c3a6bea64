import Foundation

/// A fixture file next to the tests.
func fixturePath(_ name: String, filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .appendingPathComponent(name).path
}

/// The directory of the built products: the test runner lives there beside `mixed-list`.
func productsDirectory() -> URL {
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    while directory.path != "/",
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("mixed-list").path)
    {
        directory = directory.deletingLastPathComponent()
    }
    return directory
}
