public import TextCells

/// Items an interactive list makes only when it needs them: their search texts come first, and
/// each item is made when its row is drawn, measured, chosen or sent an action.
///
/// A host with a long input adopts it to keep what it read compactly, such as each record's
/// bytes, rather than a value per item, and to give the list texts it found without making the
/// items: `InteractiveList.append(deferred:)` then shares the texts' storage (copying only
/// small runs of them).
///
/// ```swift
/// struct Names: DeferredItems {
///     var searchTexts = SearchTexts()
///     var lines: [String] = []
///
///     func item(at index: Int) -> Any { Account(name: lines[index]) }
/// }
/// ```
///
/// An item may be made more than once, each time it is needed, so making one should be cheap and
/// give an equal item each time. One that cannot be made should be an item that says why, such as
/// a value the factory shows as an error row: the list has no other way to show it.
public protocol DeferredItems: Sendable {
    /// Each item's search text, in order: how many there are is how many items there are.
    var searchTexts: SearchTexts { get }

    /// Makes the item at an index, from 0 among these items.
    func item(at index: Int) -> Any
}
