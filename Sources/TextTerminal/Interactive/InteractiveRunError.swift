public import TextCells

/// Why an interactive list stopped with an error: the terminal failed, or the list could not draw.
///
/// The terminal has been restored when a run throws it.
public enum InteractiveRunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A call on the terminal failed: it cannot be opened, switched to raw mode, read or written.
    case terminal(TerminalError)
    /// The list could not draw a frame, such as an item the factory refuses under
    /// `UnregisteredItemPolicy.error`; the render's own error says what and where.
    case render(RenderError)

    /// What went wrong: the failed call and its error number, or the render's message.
    public var description: String {
        switch self {
        case .terminal(let error): return error.description
        case .render(let error): return "cannot draw the list: \(error)"
        }
    }
}
