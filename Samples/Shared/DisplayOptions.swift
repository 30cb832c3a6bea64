public import CellFactory
import TextCells
import TextTerminal

/// The options every sample takes: `--layout`, `--width`, `--color` and `--help`.
public struct DisplayOptions: Hashable, Sendable {
    /// How cells are placed.
    public var layout: CollectionLayout
    /// The width asked for, or `nil` for `COLUMNS`, the terminal's, or 80.
    public var width: Int?
    /// Whether to style output.
    public var color: ColorMode = .auto
    /// Whether `--help` was given.
    public var showHelp = false
    /// Whether `--layout` was given, rather than the sample's default taken.
    public private(set) var isLayoutGiven = false

    /// Creates the defaults.
    ///
    /// - Parameter layout: The layout when `--layout` is not given.
    public init(layout: CollectionLayout) {
        self.layout = layout
    }

    /// Takes an argument if it is one of these options, reading its value from the scanner.
    ///
    /// - Parameters:
    ///   - argument: The argument just read.
    ///   - scanner: The scanner it came from.
    /// - Returns: Whether the argument was one of these options.
    /// - Throws: ``UsageError`` for a missing or bad value.
    public mutating func take(_ argument: ArgumentScanner.Argument, from scanner: inout ArgumentScanner)
        throws(UsageError) -> Bool
    {
        switch argument {
        case .option("-h"), .option("--help"):
            showHelp = true
        case .option("--layout"):
            isLayoutGiven = true
            switch try scanner.value(for: "--layout") {
            case "list": layout = .list
            case "flow": layout = .flow
            case "table": layout = .table
            case let other: throw UsageError("--layout must be list, flow or table, not '\(other)'")
            }
        case .option("--width"):
            let text = try scanner.value(for: "--width")
            guard let width = Int(text), CollectionView.validWidths.contains(width) else {
                throw UsageError(
                    "--width must be a whole number from \(CollectionView.validWidths.lowerBound) "
                        + "to \(CollectionView.validWidths.upperBound), not '\(text)'")
            }
            self.width = width
        case .option("--color"):
            let text = try scanner.value(for: "--color")
            guard let mode = ColorMode(rawValue: text) else {
                throw UsageError("--color must be auto, always or never, not '\(text)'")
            }
            color = mode
        default:
            return false
        }
        return true
    }
}

extension CollectionLayout {
    /// Whether this is a table layout.
    public var isTable: Bool {
        if case .table = self { return true }
        return false
    }
}
