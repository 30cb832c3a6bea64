/// A line of JSON Lines that the caller of ``JSONStreamReader/nextRecognized(by:)`` read straight
/// from its text, without parsing it.
package struct JSONRecognizedElement {
    /// The caller's item for the line.
    package let item: any Sendable
    /// The element's number, from 0, counted with the parsed ones.
    package let index: Int
    /// Where the element's text starts.
    package let position: JSONPosition
}
