/// A place in the input of ``JSONStreamReader``, counted in bytes.
///
/// Lines are split on `\n`. Columns count bytes, not characters, so a line starting with `é` has its next
/// character in column 3. A leading byte order mark counts like any other bytes.
package struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line number, starting at 1.
    package var line: Int
    /// The column, starting at 1, counted in bytes from the start of the line.
    package var column: Int
    /// The byte offset from the start of the whole input, starting at 0.
    package var offset: Int

    /// Creates a position from its line, column and offset.
    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position as `line:column`, for example `3:14`.
    package var description: String { "\(line):\(column)" }
}
