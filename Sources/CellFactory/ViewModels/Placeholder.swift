/// Why a placeholder row stands where a cell was expected.
public enum PlaceholderReason: Hashable, Sendable {
    /// No view model is registered for the item's type (named).
    case unregisteredType(String)
    /// The item is `nil`.
    case nilItem
    /// No cell is registered for the view model's identifier.
    case missingCell(identifier: String)
    /// The cell registered for the identifier cannot draw the view model (its type named).
    case cellCannotDraw(identifier: String, viewModelType: String)
}

/// What a placeholder row shows: the reason and where it stands.
public struct Placeholder: Hashable, Sendable {
    /// Why there is no real cell.
    public var reason: PlaceholderReason
    /// Where the row stands.
    public var location: CellLocation

    /// Creates a placeholder.
    ///
    /// - Parameters:
    ///   - reason: Why there is no real cell.
    ///   - location: Where the row stands.
    public init(reason: PlaceholderReason, location: CellLocation) {
        self.reason = reason
        self.location = location
    }

    /// A one-line text such as `[no view model for Double]`.
    public var text: String {
        switch reason {
        case .unregisteredType(let typeName): return "[no view model for \(typeName)]"
        case .nilItem: return "[nil item]"
        case .missingCell(let identifier): return "[no cell registered for \"\(identifier)\"]"
        case .cellCannotDraw(let identifier, let viewModelType):
            return "[cell \"\(identifier)\" cannot draw \(viewModelType)]"
        }
    }
}

/// The view model of a placeholder row: an item the factory could not give a real cell.
///
/// The factory makes it for unregistered items under ``UnregisteredItemPolicy/placeholder``; the
/// view uses it when a view model's cell is missing. It spans the full width and one line.
public final class PlaceholderViewModel: CellViewModel {
    /// The reuse identifier of the placeholder cell.
    public static let reuseIdentifier = "CellFactory.placeholder"

    /// The placeholder shown.
    public private(set) var placeholder: Placeholder

    /// Creates a placeholder view model.
    ///
    /// - Parameter placeholder: The placeholder to show.
    public init(_ placeholder: Placeholder) {
        self.placeholder = placeholder
    }

    /// ``reuseIdentifier``.
    public var identifier: String { Self.reuseIdentifier }

    /// The full width, one line.
    public var size: CellSize { .fullWidth(lines: 1) }

    /// Shows another placeholder.
    public func update(with model: Placeholder) {
        placeholder = model
    }

    /// The text to show, naming what is missing: what a placeholder cell draws.
    public var placeholderText: String { placeholder.text }
}
