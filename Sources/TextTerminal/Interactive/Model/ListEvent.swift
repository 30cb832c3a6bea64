/// Something that happens to an interactive list: what ``ListModel/update(_:measure:)`` applies.
public enum ListEvent: Sendable {
    /// A key was pressed (a mouse event's line and column are the frame's, from 0) at a time,
    /// which tells a double click from two clicks.
    case key(Key, time: ContinuousClock.Instant = .now)
    /// The list has a new size, in columns and lines (the status line included).
    case resize(width: Int, height: Int)
    /// This many items were appended at the end.
    case itemsAppended(count: Int)
    /// Every item and section was removed: the list starts again, empty, with its query and
    /// without marks, until input is finished again.
    case cleared
    /// Highlight this item (by its index in input order) once the running search has finished,
    /// if it matches; a key pressed before then wins.
    case highlight(item: Int)
    /// A section starts with the next item appended, under a heading or none.
    case sectionStarted(hasHeading: Bool)
    /// No more items will come.
    case inputFinished
    /// The host set the query, as fzf's `--query` does.
    case querySet(String)
    /// A search the model asked for finished.
    case searchFinished(ListSearchResult)
    /// What a row on screen shows changed, such as content that finished loading.
    case contentChanged
    /// The spinner's timer fired.
    case tick
}
