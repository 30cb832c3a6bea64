public import CellFactory

/// Why a render stopped.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width is outside ``CollectionView/validWidths``.
    case invalidWidth(Int)
    /// The factory refused an item (under `UnregisteredItemPolicy.error`); the error names where.
    case dispatch(CellFactoryError)
    /// The output could not be written.
    case output(OutputError)

    /// What went wrong and where.
    public var description: String {
        switch self {
        case .invalidWidth(let width):
            return "invalid width \(width): it must be between \(CollectionView.validWidths.lowerBound) "
                + "and \(CollectionView.validWidths.upperBound) columns"
        case .dispatch(let error): return error.description
        case .output(let error): return error.description
        }
    }
}
