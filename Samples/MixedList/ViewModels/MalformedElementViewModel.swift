public import CellFactory

/// Shows a ``MalformedElement`` as a row that says which element is bad, where, and why.
public final class MalformedElementViewModel: CellViewModel, MalformedElementCellDataSource {
    /// The reuse identifier of the malformed-element cell.
    public static let reuseIdentifier = "malformed"

    private var element = MalformedElement(index: 0, line: 1, column: 1, problem: "")

    /// Creates a view model showing an empty problem.
    public init() {}

    /// `malformed`.
    public var identifier: String { Self.reuseIdentifier }

    /// The full width, one line: the message is as long as it needs to be.
    public var size: CellSize { .fullWidth(lines: 1) }

    /// Shows another malformed element.
    public func update(with model: MalformedElement) {
        element = model
    }

    /// For example `[element 3 at 2:14: field "name": expected a string, found a number]`.
    public var problemText: String {
        "[element \(element.index) at \(element.line):\(element.column): \(element.problem)]"
    }
}
