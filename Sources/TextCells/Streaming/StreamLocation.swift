import CellFactory

/// Where the next element of a stream goes: the section and item numbers that headers, items and
/// footers imply, as ``ListElement`` describes them.
struct StreamLocation {
    private var section = 0
    private var itemIndex = 0
    /// Whether anything (a header or an item) is in the current section yet.
    private var sectionHasContent = false

    /// The location of a header, which starts a new section unless the current one is empty.
    mutating func nextHeader() -> CellLocation {
        if sectionHasContent { startSection() }
        sectionHasContent = true
        return .header(section: section)
    }

    /// The location of the next item of the current section.
    mutating func nextItem() -> CellLocation {
        defer { itemIndex += 1 }
        sectionHasContent = true
        return .item(CellIndexPath(item: itemIndex, section: section))
    }

    /// The location of a footer, which ends the current section.
    mutating func nextFooter() -> CellLocation {
        defer { startSection() }
        return .footer(section: section)
    }

    private mutating func startSection() {
        section += 1
        itemIndex = 0
        sectionHasContent = false
    }
}
