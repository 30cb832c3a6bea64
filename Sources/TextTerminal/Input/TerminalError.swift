/// A failed call on a terminal: which one, and the system's error number.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call that failed, such as `tcsetattr`.
    public let operation: String
    /// `errno` after the call.
    public let code: Int32

    /// Creates an error.
    public init(_ operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// `tcsetattr failed: errno 25`.
    public var description: String { "\(operation) failed: errno \(code)" }
}
