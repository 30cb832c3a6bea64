/// A mouse report from a terminal in SGR mouse mode (1006): what happened, and where.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// A button went down: 0 is the left button, 1 the middle, 2 the right.
        case press(button: Int)
        /// A button came up.
        case release(button: Int)
        /// The wheel turned away from the user (the list goes up).
        case wheelUp
        /// The wheel turned towards the user (the list goes down).
        case wheelDown
        /// The mouse moved with a button held, or another report this library does not act on.
        case other
    }

    /// What the mouse did.
    public var action: Action
    /// The line, from 0; the terminal's, until an interactive run makes it its frame's.
    public var line: Int
    /// The column, from 0.
    public var column: Int

    /// Creates a mouse event.
    ///
    /// - Parameters:
    ///   - action: What the mouse did.
    ///   - line: The line, from 0.
    ///   - column: The column, from 0.
    public init(_ action: Action, line: Int, column: Int) {
        self.action = action
        self.line = line
        self.column = column
    }
}
