/// Everything a view's `validate(_:)` found, before anything is rendered.
public struct ValidationReport: Hashable, Sendable, CustomStringConvertible {
    /// The problems, in the order they first occur.
    public let problems: [ValidationProblem]
    /// How many headers, items and footers were checked.
    public let checkedCount: Int

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - problems: The problems found.
    ///   - checkedCount: How many locations were checked.
    public init(problems: [ValidationProblem], checkedCount: Int) {
        self.problems = problems
        self.checkedCount = checkedCount
    }

    /// Whether no problem is an error (warnings such as ambiguities are allowed).
    public var isValid: Bool { !problems.contains(where: \.isError) }

    /// One line per problem, or `valid (N checked)`.
    public var description: String {
        guard !problems.isEmpty else { return "valid (\(checkedCount) checked)" }
        return problems.map(\.description).joined(separator: "\n")
    }
}
