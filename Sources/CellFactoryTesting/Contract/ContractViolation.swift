/// One way a view model breaks the contract every cell view model must keep.
package struct ContractViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule that was broken.
    package enum Rule: String, Hashable, Sendable, CaseIterable {
        /// The samples cannot prove anything: fewer than two, or all shown alike.
        case samples
        /// The reuse identifier is empty.
        case identifier
        /// The size is outside `CellSize.validColumns` or `CellSize.validLines`.
        case size
        /// `updateData(_:)` refused a correct value, or shows it differently from `update(with:)`.
        case typedUpdate
        /// A wrongly typed value was accepted, reported with the wrong code, or changed what is shown.
        case wrongType
        /// An update left something of the previous item behind.
        case leftoverState
        /// A declared action did nothing, was declared twice, or was refused by the factory.
        case action
        /// A factory with the view model registered did not dispatch a sample to it.
        case registration
    }

    /// The rule that was broken.
    package let rule: Rule
    /// What was seen, naming the sample by its index.
    package let message: String

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - rule: The rule that was broken.
    ///   - message: What was seen.
    package init(_ rule: Rule, _ message: String) {
        self.rule = rule
        self.message = message
    }

    /// For example `leftoverState: after sample 0 then sample 1 it shows "Ada 3"; …`.
    package var description: String { "\(rule.rawValue): \(message)" }
}
