/// Why an interactive list stopped with an error: the terminal failed.
///
/// The terminal has been restored when a run throws it.
public enum InteractiveRunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A call on the terminal failed: it cannot be opened, switched to raw mode, read or written.
    case terminal(TerminalError)

    /// What went wrong: the failed call and its error number.
    public var description: String {
        switch self {
        case .terminal(let error): error.description
        }
    }
}
