// What each sample cell needs, published by the cell and adopted by view models. They live here,
// beside the view models, because a view model never imports the view layer.

/// What the account cell (`stringCell`) needs: the seed's `StringCellDataSource`.
public protocol StringCellDataSource {
    /// The text to show.
    var title: String { get }
}

/// What the integer cell (`IntCell`) needs.
public protocol IntegerCellDataSource {
    /// The number, formatted.
    var valueText: String { get }
    /// The label of the cell's button.
    var buttonTitle: String { get }
}

/// What the album cell needs.
public protocol AlbumCellDataSource {
    /// The first line: the album's title.
    var title: String { get }
    /// The second line: artist, year and number of tracks.
    var subtitle: String { get }
}

/// What the heading cell needs.
public protocol HeadingCellDataSource {
    /// The section title.
    var heading: String { get }
}

/// What the malformed-element cell needs.
public protocol MalformedElementCellDataSource {
    /// Which element is bad, where and why, as one line.
    var problemText: String { get }
}
