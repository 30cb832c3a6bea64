/// One column of a table: its title, how wide it is, where its text sits and what happens to
/// text that does not fit.
///
/// A table row view model declares its columns once for its kind of row (see
/// ``TableRowViewModel``); the view lays them out for every row of that kind and draws their
/// titles in the header.
///
/// ```swift
/// let columns = [
///     TableColumn("#", width: .fixed(3), alignment: .trailing),
///     TableColumn("Title", width: .fit(min: 10, max: 40)),
///     TableColumn("Album", width: .share(1)),
///     TableColumn("Length", alignment: .trailing),
/// ]
/// ```
public struct TableColumn: Hashable, Sendable {
    /// How wide a column is, in terminal columns.
    public enum Width: Hashable, Sendable {
        /// Exactly this many columns (fewer when the table does not fit its width); less than 1
        /// counts as 1.
        case fixed(Int)
        /// As wide as the widest value and the title, but not narrower than `min` nor wider than
        /// `max`. In memory, every row counts; in a stream, the rows of the look-ahead window.
        case fit(min: Int, max: Int)
        /// A share of the columns the other columns leave over: two columns of `.share(1)` and
        /// `.share(2)` take a third and two thirds of them. Never less than one column: a share
        /// of 0 or less takes one column and nothing of what is left; shares count up to 10,000.
        case share(Int)

        /// Fitted to the content, from 1 column to 1,000.
        public static var fit: Width { .fit(min: 1, max: 1_000) }
    }

    /// What happens to a value wider than its column.
    public enum Overflow: Hashable, Sendable {
        /// Cut at the column's edge, ending with `…`.
        case ellipsis
        /// Cut at the column's edge, with no mark.
        case cut
        /// Wrapped at word boundaries onto more lines: the row grows to the tallest value.
        case wrap
    }

    /// The title shown in the header.
    public var title: String
    /// How wide the column is.
    public var width: Width
    /// Where a value narrower than the column sits: numbers usually to the right.
    public var alignment: HorizontalAlignment
    /// What happens to a value wider than the column.
    public var overflow: Overflow
    /// What a missing value shows (see ``TableValue/missing``), dimmed.
    public var missingMark: String

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - title: The title shown in the header.
    ///   - width: How wide the column is; fitted to the content by default.
    ///   - alignment: Where a narrower value sits.
    ///   - overflow: What happens to a wider value.
    ///   - missingMark: What a missing value shows.
    public init(
        _ title: String, width: Width = .fit, alignment: HorizontalAlignment = .leading,
        overflow: Overflow = .ellipsis, missingMark: String = "-"
    ) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.overflow = overflow
        self.missingMark = missingMark
    }
}
