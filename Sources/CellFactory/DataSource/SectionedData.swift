/// Literal data: an array of sections, each with optional header and footer models.
///
/// Use it to hand items to a factory directly, without writing a data-source type:
///
/// ```swift
/// let data = SectionedData(items: [Account(name: "One"), 1, Album(...)])
/// ```
public struct SectionedData: FactoryDataSource {
    /// One section of items.
    public struct Section {
        /// The header model, drawn above the items, or `nil`.
        public var header: Any?
        /// The items, of any types.
        public var items: [Any]
        /// The footer model, drawn below the items, or `nil`.
        public var footer: Any?

        /// Creates a section.
        ///
        /// - Parameters:
        ///   - header: The header model, or `nil`.
        ///   - items: The items.
        ///   - footer: The footer model, or `nil`.
        public init(header: Any? = nil, items: [Any], footer: Any? = nil) {
            self.header = header
            self.items = items
            self.footer = footer
        }
    }

    /// The sections in display order.
    public var sections: [Section]

    /// Creates data from sections.
    ///
    /// - Parameter sections: The sections.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// Creates data with a single section holding `items`.
    ///
    /// - Parameter items: The items.
    public init(items: [Any]) {
        self.sections = [Section(items: items)]
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in a section.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

    /// The item at an index path.
    public func item(at indexPath: CellIndexPath) -> Any { sections[indexPath.section].items[indexPath.item] }

    /// The header of a section.
    public func header(inSection section: Int) -> Any? { sections[section].header }

    /// The footer of a section.
    public func footer(inSection section: Int) -> Any? { sections[section].footer }
}
