/// An action the host sends to the item at a location: a tap, or a named custom action.
///
/// Actions are open for extension, like notification names:
///
/// ```swift
/// extension CellAction {
///     static let vibrate = CellAction("vibrate")
/// }
/// ```
public struct CellAction: Hashable, Sendable, CustomStringConvertible {
    /// The action's name.
    public let name: String

    /// Creates an action with a name.
    ///
    /// - Parameter name: The name, unique among the actions a host uses.
    public init(_ name: String) {
        self.name = name
    }

    /// The item was selected (`didSelectItemAt`).
    public static let select = CellAction("select")

    /// The action's name.
    public var description: String { name }
}
