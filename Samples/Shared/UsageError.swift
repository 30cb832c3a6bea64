/// A mistake in the command line: printed with a hint, exit status 2.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    /// Creates a usage error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
