import Foundation

/// The directory of the built products: the test runner lives there beside the executables.
///
/// - Parameter executable: An executable product to look for, such as `mixed-list`.
public func productsDirectory(containing executable: String) -> URL {
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = runner.deletingLastPathComponent()
    while directory.path != "/",
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent(executable).path)
    {
        directory = directory.deletingLastPathComponent()
    }
    return directory
}
