/// A failure to write output.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: Hashable, Sendable {
        /// The reader went away (`EPIPE`): stop quietly, as `yes | head` does.
        case brokenPipe
        /// Any other write error, with its `errno`.
        case writeFailed(errno: Int32)
    }

    /// The kind of failure.
    public let code: Code
    /// What happened, for people.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: What happened.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
