import CellFactory
import TextCells

/// A place in a screen's sections where a viewport can start: a section's header, or one of its
/// rows.
package struct ScreenPosition: Hashable, Sendable {
    /// The section's index.
    package var section: Int
    /// The row's index in the section, or `nil` for the section's header.
    package var row: Int?

    package init(section: Int, row: Int?) {
        self.section = section
        self.row = row
    }
}

/// A frame laid out from a position, with where each row placed in it is.
package struct ComposedScreen {
    /// The lines.
    package var frame: LiveFrame
    /// The lines each placed header and row takes, from the frame's first line; a row cut by
    /// the frame's end reaches past it.
    package var placements: [RowID: Range<Int>]
}
