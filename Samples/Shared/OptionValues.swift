public import CellFactory
public import TextCells

/// Parses the option values the sample programs share.
public enum OptionValues {
    /// `--layout list|flow`.
    public static func layout(_ text: String) throws(UsageError) -> CollectionLayout {
        switch text {
        case "list": return .list
        case "flow": return .flow
        default: throw UsageError("--layout must be list or flow, not '\(text)'")
        }
    }

    /// `--width N`, within ``CollectionView/validWidths``.
    public static func width(_ text: String) throws(UsageError) -> Int {
        guard let width = Int(text), CollectionView.validWidths.contains(width) else {
            throw UsageError(
                "--width must be a whole number from \(CollectionView.validWidths.lowerBound) "
                    + "to \(CollectionView.validWidths.upperBound), not '\(text)'")
        }
        return width
    }

    /// `--color auto|always|never`.
    public static func color(_ text: String) throws(UsageError) -> ColorMode {
        guard let mode = ColorMode(rawValue: text) else {
            throw UsageError("--color must be auto, always or never, not '\(text)'")
        }
        return mode
    }
}
