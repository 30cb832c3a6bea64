/// A views file that cannot be used: what is wrong, and where (exit status 2).
package struct ViewsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    package let file: String
    /// The line and column, from 1, of the value or key at fault; `nil` when the file cannot be read.
    package let line: Int?
    package let column: Int?
    /// What is wrong.
    package let message: String

    /// Creates an error.
    package init(file: String, line: Int?, column: Int?, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// For example `views.json:12:18: unknown key "widht"; expected one of …`.
    package var description: String {
        guard let line, let column else { return "\(file): \(message)" }
        return "\(file):\(line):\(column): \(message)"
    }
}
