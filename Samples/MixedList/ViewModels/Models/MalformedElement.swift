/// An element of the input that could not be read, kept as a row (with `--keep-going`) so that
/// the list shows where it was and what is wrong with it.
public struct MalformedElement: Hashable, Sendable {
    /// The element's index in the input, from 0.
    public var index: Int
    /// The line of the problem, from 1.
    public var line: Int
    /// The column of the problem on its line, in bytes, from 1.
    public var column: Int
    /// What is wrong, such as `field "name": expected a string, found a number`.
    public var problem: String

    /// Creates a malformed element.
    ///
    /// - Parameters:
    ///   - index: The element's index in the input.
    ///   - line: The line of the problem.
    ///   - column: The column of the problem on its line.
    ///   - problem: What is wrong.
    public init(index: Int, line: Int, column: Int, problem: String) {
        self.index = index
        self.line = line
        self.column = column
        self.problem = problem
    }
}
