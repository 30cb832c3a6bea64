/// One element of a list that arrives as a stream rather than as a whole data source: an item, a
/// section's header or footer, or a pause in the input.
///
/// Hand a sequence (or an async sequence) of elements to a text view's `render` to draw each row
/// as its element arrives, without knowing how many will come and without keeping them:
///
/// ```swift
/// let elements = records.lazy.map { ListElement.item($0) }
/// try view.render(elements, width: 80, to: &output)
/// ```
///
/// Sections follow from the headers and footers: the first section is number 0, a header starts a
/// new section unless the current one has nothing in it yet, and a footer ends the current one.
/// Items are numbered from 0 within their section, as in a ``FactoryDataSource``.
public enum ListElement {
    /// An item of the current section.
    case item(Any)
    /// A header: it starts a new section (the current one ends first, if anything is in it).
    case header(Any)
    /// A footer: it ends the current section; the next element starts a new one.
    case footer(Any)
    /// The source has nothing more for now: it is about to wait for input. A renderer writing to
    /// a terminal or a pipe writes out everything drawn so far, including a line of a flow layout
    /// that is not full yet, so that a reader never waits for rows that are already drawn.
    case pause
}
