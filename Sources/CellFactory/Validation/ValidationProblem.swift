/// One kind of problem found by a view's `validate(_:)`, with where it first
/// occurs and how often.
public struct ValidationProblem: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// Items of this type (named) have no view model.
        case unregisteredType(String)
        /// Items are `nil`.
        case nilItem
        /// A view model's identifier is empty.
        case emptyIdentifier(viewModelType: String)
        /// A view model asks for a size outside ``CellSize/validColumns`` or ``CellSize/validLines``.
        case sizeOutOfRange(CellSize, viewModelType: String)
        /// No cell is registered for a view model's identifier.
        case missingCell(identifier: String, viewModelType: String)
        /// The cell registered for the identifier cannot draw the view model.
        case cellCannotDraw(identifier: String, cellType: String, expects: String, viewModelType: String)
        /// Several protocol view models accept an item type; the first registered is used.
        case ambiguousDispatch(itemType: String, chosen: String, alsoMatching: [String])
        /// A cell is registered for an identifier that no registered view model uses.
        case unusedCell(identifier: String)
        /// Several kinds claim an item of a type told apart by ``ItemKinds``; the first is used.
        case overlappingKinds(itemType: String, chosen: String, alsoClaiming: [String])
    }

    /// What is wrong.
    public let kind: Kind
    /// The first location where it occurs, or `nil` for a problem of the registrations found
    /// without any item (a registered view model checked on its own, or an unused cell).
    public let firstLocation: CellLocation?
    /// How many locations it occurs at.
    public let count: Int

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - kind: What is wrong.
    ///   - firstLocation: The first location where it occurs, or `nil` for the registrations.
    ///   - count: How many locations it occurs at.
    public init(_ kind: Kind, firstLocation: CellLocation?, count: Int = 1) {
        self.kind = kind
        self.firstLocation = firstLocation
        self.count = count
    }

    /// Whether the problem means something will not show as intended; an ambiguity, overlapping
    /// kinds and an unused cell are warnings.
    public var isError: Bool {
        switch kind {
        case .ambiguousDispatch, .unusedCell, .overlappingKinds: false
        default: true
        }
    }

    /// A sentence saying what, where and how often.
    public var description: String {
        let what: String
        switch kind {
        case .unregisteredType(let typeName):
            what = "no view model is registered for \(typeName)"
        case .nilItem:
            what = "the item is nil"
        case .emptyIdentifier(let viewModelType):
            what = "\(viewModelType) has an empty identifier"
        case .sizeOutOfRange(let size, let viewModelType):
            what =
                "\(viewModelType) asks for \(size), outside \(CellSize.validColumns) columns "
                + "x \(CellSize.validLines) lines (clamped when rendered)"
        case .missingCell(let identifier, let viewModelType):
            what = "no cell is registered for \"\(identifier)\" (used by \(viewModelType))"
        case .cellCannotDraw(let identifier, let cellType, let expects, let viewModelType):
            what = "cell \(cellType) registered for \"\(identifier)\" draws \(expects), not \(viewModelType)"
        case .ambiguousDispatch(let itemType, let chosen, let others):
            what =
                "\(itemType) matches several protocol view models; \(chosen) is used, "
                + "not \(others.joined(separator: ", "))"
        case .unusedCell(let identifier):
            what = "a cell is registered for \"\(identifier)\", which no registered view model uses"
        case .overlappingKinds(let itemType, let chosen, let others):
            let quoted = others.map { "\"\($0)\"" }.joined(separator: ", ")
            what = "\(itemType) is claimed by kind \"\(chosen)\", which is used, and also by \(quoted)"
        }
        let times = count == 1 ? "" : " (\(count) times)"
        return "\(firstLocation.map(String.init(describing:)) ?? "registrations"): \(what)\(times)"
    }
}
