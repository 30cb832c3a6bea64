import Testing

@testable import CellFactory

@Suite("Sections and data-source questions")
struct SectionTests {
    let factory: CollectionFactory
    let data = SectionedData(sections: [
        .init(
            header: Heading(text: "People"), items: [Person(name: "a"), Person(name: "b")],
            footer: Heading(text: "2")),
        .init(items: [1, 2, 3]),
    ])

    init() throws {
        factory = try makePeopleFactory()
    }

    @Test("numbers of sections and items")
    func counts() {
        #expect(factory.numberOfSections(in: data) == 2)
        #expect(factory.numberOfItems(inSection: 0, in: data) == 2)
        #expect(factory.numberOfItems(inSection: 1, in: data) == 3)
        #expect(factory.numberOfItems(inSection: 2, in: data) == 0)
        #expect(factory.numberOfItems(inSection: -1, in: data) == 0)
    }

    @Test("the configured view model and size for an index path")
    func viewModelAndSize() throws {
        let viewModel = try factory.viewModelForModel(
            at: .item(CellIndexPath(item: 2, section: 1)), in: data)?
            .viewModel
        #expect((viewModel as? IntViewModel)?.shown == 3)
        #expect(
            try factory.viewModelForModel(at: .item(CellIndexPath(item: 0, section: 0)), in: data)?.viewModel?
                .size
                == .fixed(columns: 10))
    }

    @Test("headers and footers are dispatched like items; a missing one is nil")
    func supplementary() throws {
        let header =
            try factory.viewModelForModel(at: .header(section: 0), in: data)?.viewModel as? HeadingViewModel
        #expect(header?.shown == Heading(text: "People"))
        let footer =
            try factory.viewModelForModel(at: .footer(section: 0), in: data)?.viewModel as? HeadingViewModel
        #expect(footer?.shown == Heading(text: "2"))
        #expect(try factory.viewModelForModel(at: .header(section: 1), in: data) == nil)
        #expect(
            try factory.viewModelForModel(at: .header(section: 0), in: data)?.viewModel?.size == .fullWidth())
        #expect(try factory.viewModelForModel(at: .footer(section: 1), in: data)?.viewModel?.size == nil)
    }

    @Test(
        "locations that do not exist are errors naming the location",
        arguments: [
            CellLocation.item(CellIndexPath(item: 2, section: 0)),
            .item(CellIndexPath(item: 0, section: 2)),
            .item(CellIndexPath(item: -1, section: 0)),
            .header(section: 5),
            .footer(section: -1),
        ])
    func outOfRange(location: CellLocation) {
        let error = #expect(throws: CellFactoryError.self) {
            try factory.send(.select, to: location, in: data, events: CellEventRecorder())
        }
        #expect(error?.code == .locationOutOfRange)
        #expect(error?.location == location)
    }

    @Test("the seed's host object: one section from dataContainer")
    func listDataSource() throws {
        let screen = SeedScreen([Person(name: "One"), 1, Person(name: "Two"), 2])
        #expect(factory.numberOfSections(in: screen) == 1)
        #expect(factory.numberOfItems(inSection: 0, in: screen) == 4)
        #expect(
            try factory.viewModelForModel(at: .item(CellIndexPath(item: 3)), in: screen)?.viewModel?
                .identifier
                == "int")
        #expect(try factory.viewModelForModel(at: .header(section: 0), in: screen) == nil)
        #expect(screen.model(at: .item(CellIndexPath(item: 9))) == nil)
    }

    @Test("index paths and locations describe and order themselves")
    func indexPaths() {
        #expect(CellIndexPath(item: 3, section: 1).description == "1.3")
        #expect(CellIndexPath(item: 9, section: 0) < CellIndexPath(item: 0, section: 1))
        #expect(CellLocation.header(section: 2).description == "header 2")
        #expect(CellLocation.footer(section: 2).section == 2)
    }
}
