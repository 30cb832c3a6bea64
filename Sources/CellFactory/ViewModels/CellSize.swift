/// The box a cell asks for: a width in columns and a height in lines.
///
/// The view model owns its size, as UIKit's `sizeForItemAt` answers it. The width is either a fixed
/// number of columns or the full width available to the collection; the height is a number of
/// text lines. Sizes outside ``validColumns`` or ``validLines`` are reported by a view's
/// `validate(_:)` and clamped when rendered, never a crash.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    /// How wide a cell is.
    public enum Width: Hashable, Sendable {
        /// A fixed number of columns (clamped to the available width when rendered).
        case fixed(Int)
        /// The full width available to the collection.
        case full
    }

    /// The columns a fixed width may ask for; wider than any terminal is out of range.
    public static let validColumns: ClosedRange<Int> = 1...1_000
    /// The lines a cell may ask for.
    public static let validLines: ClosedRange<Int> = 1...200

    /// The requested width.
    public var width: Width
    /// The requested height in lines.
    public var height: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: A fixed number of columns, or ``Width/full``.
    ///   - height: The number of text lines.
    public init(width: Width, height: Int = 1) {
        self.width = width
        self.height = height
    }

    /// A fixed-width size.
    ///
    /// - Parameters:
    ///   - columns: The width in columns.
    ///   - lines: The height in lines.
    public static func fixed(columns: Int, lines: Int = 1) -> CellSize {
        CellSize(width: .fixed(columns), height: lines)
    }

    /// A size spanning the full available width.
    ///
    /// - Parameter lines: The height in lines.
    public static func fullWidth(lines: Int = 1) -> CellSize {
        CellSize(width: .full, height: lines)
    }

    /// Whether both the width and the height are inside their valid ranges.
    public var isValid: Bool {
        guard Self.validLines.contains(height) else { return false }
        if case .fixed(let columns) = width { return Self.validColumns.contains(columns) }
        return true
    }

    /// The width in columns of this size inside a collection `availableColumns` wide.
    ///
    /// The result is always between 1 and `max(availableColumns, 1)`.
    ///
    /// - Parameter availableColumns: The width of the collection.
    public func columns(in availableColumns: Int) -> Int {
        let available = max(availableColumns, 1)
        switch width {
        case .full: return available
        case .fixed(let columns): return min(max(columns, 1), available)
        }
    }

    /// The height in lines, clamped into ``validLines``.
    public var clampedLines: Int {
        min(max(height, Self.validLines.lowerBound), Self.validLines.upperBound)
    }

    /// A short text such as `20x1` or `full x 2`.
    public var description: String {
        switch width {
        case .full: return "full x \(height)"
        case .fixed(let columns): return "\(columns)x\(height)"
        }
    }
}
