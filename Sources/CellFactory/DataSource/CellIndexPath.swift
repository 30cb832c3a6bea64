/// The position of an item: its section and its index inside that section.
///
/// The analogue of UIKit's `IndexPath(item:section:)`, named apart so that it never clashes with
/// Foundation's `IndexPath` in a host that imports both.
public struct CellIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index inside the section.
    public var item: Int

    /// Creates an index path.
    ///
    /// - Parameters:
    ///   - item: The item index inside the section.
    ///   - section: The section index.
    public init(item: Int, section: Int = 0) {
        self.item = item
        self.section = section
    }

    /// Orders by section, then by item.
    public static func < (lhs: CellIndexPath, rhs: CellIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// For example `0.3` for the fourth item of the first section.
    public var description: String { "\(section).\(item)" }
}
