import CellFactory
import MixedListViewModels
import Observation

/// The screen `mixed-list --interactive` browses: the list's sections, and a filter over them.
///
/// Every item keeps its place in the whole input as its key, so a filter applies only what
/// changed (`CellSection.apply(_:items:)`): rows that still match keep their view models.
@MainActor
@Observable
package final class MixedListScreen: ScreenViewModel {
    /// The sections shown, each with the items that match the filter.
    package private(set) var sections: [CellSection] = []
    /// Never loading: the whole input is read before the screen is shown.
    package var isLoading: Bool { false }
    /// Never failing, for the same reason.
    package var error: ScreenError? { nil }

    @ObservationIgnored private var items: [[Any]] = []
    @ObservationIgnored private var searchTexts: [[String]] = []
    /// The keys (places in the input) of the items each section shows now.
    @ObservationIgnored private var shownKeys: [[Int]] = []

    /// Creates the screen of a list.
    ///
    /// - Parameters:
    ///   - data: The sections, with their headers and items.
    ///   - factory: The registry that makes each row's view model.
    ///   - layout: How each section places its rows.
    /// - Throws: What the factory throws for an item it cannot show.
    package init(data: SectionedData, factory: CollectionFactory, layout: CollectionLayout)
        throws(CellFactoryError)
    {
        for section in data.sections {
            let rows = CellSection(factory: factory, layout: layout)
            try rows.setHeader(section.header)
            try rows.setItems(section.items)
            sections.append(rows)
            shownKeys.append(Array(section.items.indices))
            items.append(section.items)
            searchTexts.append(section.items.map(Self.searchText))
        }
    }

    /// Shows only the items whose text contains `text`, ignoring case; all of them when it is empty.
    ///
    /// - Parameter text: The filter.
    package func filter(_ text: String) throws(CellFactoryError) {
        let needle = text.lowercased()
        for (index, section) in sections.enumerated() {
            let matching = searchTexts[index].indices.filter {
                needle.isEmpty || searchTexts[index][$0].contains(needle)
            }
            let diff = ListDiff(values: shownKeys[index], to: matching)
            try section.apply(diff, items: matching.map { items[index][$0] })
            shownKeys[index] = matching
        }
    }

    /// What the filter looks in: the text a row shows, lowercased.
    static func searchText(of item: Any) -> String {
        switch item {
        case let account as Account: account.name.lowercased()
        case let album as Album: "\(album.title) \(album.artist) \(album.year)".lowercased()
        case let number as Int: String(number)
        default: String(describing: item).lowercased()
        }
    }
}
