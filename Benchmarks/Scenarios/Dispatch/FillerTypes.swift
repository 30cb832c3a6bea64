import CellFactory

/// A model type that no item has: it only makes the registry bigger.
///
/// `Filler<Root>`, `Filler<Nest<Root>>`, `Filler<Nest<Nest<Root>>>`… are distinct types, so any
/// number of registrations can be made without writing a type for each.
struct Filler<Tag> {}

/// A distinct type for each level of nesting.
enum Nest<Inner> {}

/// The first level.
enum Root {}

/// The view model of a filler type.
final class FillerViewModel<Tag>: CellViewModel {
    private(set) var shown = false
    var identifier: String { "filler" }
    var size: CellSize { .fixed(columns: 1) }
    func update(with model: Filler<Tag>) { shown = true }
}

enum Fillers {
    /// Registers view models for `count` filler types, starting at `Tag`.
    static func register<Tag>(_ count: Int, from tag: Tag.Type, in factory: CollectionFactory) throws {
        guard count > 0 else { return }
        try factory.register(FillerViewModel<Tag>.init)
        try register(count - 1, from: Nest<Tag>.self, in: factory)
    }

    /// Seed-style entries for `count` filler types, starting at `Tag`.
    static func seedEntries<Tag>(_ count: Int, from tag: Tag.Type) -> [SeedFactory.Entry] {
        guard count > 0 else { return [] }
        return [SeedFactory.Entry(FillerViewModel<Tag>())] + seedEntries(count - 1, from: Nest<Tag>.self)
    }
}
