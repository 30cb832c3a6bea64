/// What ``JSONStreamReader/next(recognizing:)`` found: an item its caller read straight from an
/// element's text, or what ``JSONStreamReader/next()`` would have returned.
package enum JSONRecognizedRead {
    /// The element numbered `index`, at `position`, as the caller's item; it was not parsed.
    case recognized(Any, index: Int, position: JSONPosition)
    /// An element the caller did not recognise, parsed; or an error, a need for input, or the end.
    case read(JSONReadResult)
}
