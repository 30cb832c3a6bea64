/// What ``JSONStreamReader/next()`` found.
package enum JSONReadResult: Equatable, Sendable {
    /// A complete element: an element of the top-level array, or the value on one line of JSON Lines.
    ///
    /// `index` counts elements from 0, malformed ones included, and `position` is where the element's
    /// first byte is.
    case element(JSONValue, index: Int, position: JSONPosition)
    /// The element numbered `index` is not valid JSON.
    ///
    /// The reader has already skipped past it when it can find where it ends, so calling
    /// ``JSONStreamReader/next()`` again continues with the next element; stop instead if one error is
    /// enough.
    case malformed(JSONSyntaxError, index: Int)
    /// The next element is not complete yet: append more bytes, or call
    /// ``JSONStreamReader/finishInput()`` if there are none.
    case needsInput
    /// There are no more elements, and never will be; calling ``JSONStreamReader/next()`` again returns
    /// `.end` again.
    case end
}
