/// A place where the input of ``JSONStreamReader`` is not valid JSON.
///
/// Print it as is (`3:14: expected ',' or ']' after an array element, found '3'`), or use ``message`` and
/// ``position`` separately, for instance to add a file name.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in lower case, naming what was expected and what was found, for example
    /// `expected ',' or ']' after an array element, found '3'`.
    package var message: String
    /// Where the problem was found.
    package var position: JSONPosition

    /// Creates an error with the given message and position.
    package init(message: String, position: JSONPosition) {
        self.message = message
        self.position = position
    }

    /// The position and the message, as `line:column: message`.
    package var description: String { "\(position): \(message)" }
}
