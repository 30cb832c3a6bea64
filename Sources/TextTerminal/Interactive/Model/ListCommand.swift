public import CellFactory

/// What the model of an interactive list asks its runner to do after an event.
public enum ListCommand: Sendable {
    /// Start this search off the main actor, and send its result back as
    /// ``ListEvent/searchFinished(_:)``.
    case search(ListSearchRequest)
    /// Stop the search that is running: its result is no longer wanted.
    case cancelSearch
    /// Send an action to the view model of an item (by its index in input order), and show what
    /// it answers in the status line.
    case send(CellAction, item: Int)
    /// The user chose these items, by index in input order (ascending): the list is done.
    case choose([Int])
    /// The user asked to quit.
    case quit
    /// Draw the list again.
    case redraw
}
