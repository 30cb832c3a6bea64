/// Why the catalog file given with `--catalog` cannot be used: it cannot be read, or it is not a
/// catalog.
struct CatalogFileError: Error, CustomStringConvertible {
    /// The file, as given.
    let path: String
    /// What is wrong with it.
    let problem: String

    var description: String { "\(path): \(problem)" }
}
