/// A key pressed on a terminal, as an interactive list reads it.
public enum Key: Hashable, Sendable {
    /// The arrow keys.
    case up, down, left, right
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Home and End.
    case home, end
    /// Return or Enter.
    case enter
    /// Escape, alone.
    case escape
    /// Backspace (or Delete on keyboards that send it for Backspace).
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Ctrl-C: in raw mode the terminal sends it as a key instead of a signal.
    case interrupt
    /// Ctrl-D: the user's end of input.
    case endOfInput
    /// Ctrl and a letter that has no key of its own, such as `.control("n")` for Ctrl-N (Ctrl-C,
    /// Ctrl-D, Ctrl-H, Ctrl-I and Ctrl-M are ``interrupt``, ``endOfInput``, ``backspace``, ``tab``
    /// and ``enter``). Ctrl-J is `.control("j")`, although some programs take it for Enter.
    case control(Character)
    /// Alt (Option, Meta) and a printable ASCII character, which terminals send as Escape then
    /// the character: `.alt("a")` for Alt-A.
    case alt(Character)
    /// A mouse button or wheel, reported when the terminal's mouse mode is on.
    case mouse(MouseEvent)
    /// Text pasted while the terminal's bracketed paste mode is on, as it arrived (newlines,
    /// tabs and escapes included): one event, so that a newline in it is not taken for Enter.
    case paste(String)
    /// A printable character, or a control character with no key of its own.
    case character(Character)
    /// An escape sequence this parser does not know, as it arrived.
    case unknown([UInt8])
}
