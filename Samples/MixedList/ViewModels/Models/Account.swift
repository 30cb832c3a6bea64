/// A bank account, as in the seed: only a name.
public struct Account: Hashable, Sendable {
    /// The account's name.
    public var name: String

    /// Creates an account.
    ///
    /// - Parameter name: The account's name.
    public init(name: String) {
        self.name = name
    }
}
