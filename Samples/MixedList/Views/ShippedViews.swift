/// The views files that ship with `mixed-list`, built into the program so that the built-in
/// list needs no file at run time.
package enum ShippedViews {
    /// The name `seed.json` goes by in messages.
    package static let seedName = "seed.json"

    /// The text of `seed.json`: the views of the built-in list's accounts, numbers and albums.
    package static var seed: String { String(decoding: PackageResources.seed_json, as: UTF8.self) }
}
