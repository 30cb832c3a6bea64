import CellFactory
import CellFactoryTesting
import Foundation
import Testing
import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A host written outside the package, with public API only: the imports above are not
/// `@testable`, and this package cannot see `package` symbols.
@Suite("A host on the public API")
struct PublicAPITests {
    /// A struct, a class hierarchy (a `Dog` by its superclass), a protocol, a generic container
    /// (by a conversion), an `Optional`, `nil` and a type nobody registered.
    static var items: [Any] {
        [
            Account(name: "ada"), Dog(name: "rex"), Tag(label: "new"), Box(content: 7),
            Account?.some(Account(name: "bob")) as Any, Account?.none as Any, 2.5,
        ]
    }

    static let expectedLines = [
        "@ada", "Dog: rex", "#new", "@box 7", "@bob", "[nil item]", "[no view model for Double]",
    ]

    static func makeFactory(_ policy: UnregisteredItemPolicy = .placeholder) throws -> CollectionFactory {
        let factory = CollectionFactory(unregisteredItemPolicy: policy)
        try factory.register(AccountViewModel.init)
        try factory.register(AnimalViewModel.init)
        try factory.register(LabelledViewModel.init)
        try factory.register(AccountViewModel.init, for: Box<Int>.self) { Account(name: "box \($0.content)") }
        return factory
    }

    static func makeView(_ factory: CollectionFactory) -> CollectionView {
        let view = CollectionView(factory: factory)
        for identifier in ["account", "animal", "labelled"] {
            view.register(LineCell.self, forCellWithReuseIdentifier: identifier)
        }
        return view
    }

    /// What a row says: the view model's line, or the placeholder's text.
    static func line(_ result: DispatchResult) -> String {
        if let placeholder = result.placeholder { return placeholder.text }
        return (result.viewModel as? any LineDataSource)?.line ?? "<not a line>"
    }

    @Test("a fresh view model for each item: registered ones, fallbacks, and placeholders that say why")
    func freshViewModels() throws {
        let factory = try Self.makeFactory()
        // Kept alive, so that no two answers can share an address by turns.
        var made: [any CellViewModel] = []
        for (index, item) in Self.items.enumerated() {
            let location = CellLocation.item(CellIndexPath(item: index))
            let result = try factory.viewModel(for: item, at: location)
            #expect(Self.line(result) == Self.expectedLines[index], "item \(index)")
            if let viewModel = result.viewModel { made.append(viewModel) }
            #expect(result.placeholder.map(\.location) ?? location == location)
        }
        #expect(Set(made.map(ObjectIdentifier.init)).count == Self.items.count, "each answer is its own")
        let reasons = try Self.items.suffix(2).map { try factory.viewModel(for: $0).placeholder?.reason }
        #expect(reasons == [.nilItem, .unregisteredType("Double")])
    }

    @Test("a dispatcher lends the same answers, reusing one view model per kind")
    func dispatcherLends() throws {
        let factory = try Self.makeFactory()
        var dispatcher = factory.makeDispatcher()
        var lines: [String] = []
        // Kept on purpose, to compare instances: a host that keeps a lent view model gets one
        // that later items reconfigure.
        var lentAccounts: [AccountViewModel] = []
        for (index, item) in Self.items.enumerated() {
            let line = try dispatcher.withViewModel(for: item, at: .item(CellIndexPath(item: index))) {
                result in
                if let account = result.viewModel as? AccountViewModel { lentAccounts.append(account) }
                return Self.line(result)
            }
            lines.append(line)
        }
        #expect(lines == Self.expectedLines)
        // ada and bob share the plain registration's view model; the box has its own registration.
        #expect(lentAccounts.count == 3)
        #expect(lentAccounts[0] === lentAccounts[2])
        #expect(lentAccounts[0] !== lentAccounts[1])
        #expect(lentAccounts[0].line == "@bob", "the instance lent for ada was reconfigured for bob")
        #expect(
            try dispatcher.withViewModel(for: "text", at: .item(CellIndexPath(item: 9))) { $0.placeholder }
                == Placeholder(reason: .unregisteredType("String"), location: .item(CellIndexPath(item: 9))))
        #expect(dispatcher.searchText(for: Account(name: "ada")) == #"Account(name: "ada")"#)
    }

    @Test("skip and error policies answer the same both ways")
    func policies() throws {
        let skipping = try Self.makeFactory(.skip)
        guard case .skipped(let placeholder) = try skipping.viewModel(for: 2.5) else {
            Issue.record("2.5 was not skipped")
            return
        }
        #expect(placeholder.text == "[no view model for Double]")
        var dispatcher = skipping.makeDispatcher()
        let skipped = try dispatcher.withViewModel(for: 2.5, at: .item(CellIndexPath(item: 0))) {
            $0.viewModel == nil
        }
        #expect(skipped)

        let strict = try Self.makeFactory(.error)
        let fresh = #expect(throws: CellFactoryError.self) { try strict.viewModel(for: 2.5) }
        #expect(fresh?.code == .unregisteredItem)
        var strictDispatcher = strict.makeDispatcher()
        let lent = #expect(throws: CellFactoryError.self) {
            try strictDispatcher.withViewModel(for: 2.5, at: .item(CellIndexPath(item: 3))) { _ in }
        }
        #expect(lent?.description == "unregisteredItem at 0.3: no view model is registered for Double")
    }

    @Test("a list renders to a String in one call")
    func rendersToText() throws {
        let view = Self.makeView(try Self.makeFactory())
        let text = try view.render(SectionedData(items: Self.items), width: 30)
        #expect(
            text == """
                @ada                          
                Dog: rex                      
                #new                          
                @box 7                        
                @bob                          
                [nil item]                    
                [no view model for Double]    

                """)
    }

    @Test("a list renders to a file descriptor: the same bytes, read back from a pipe")
    func rendersToPipe() throws {
        let view = Self.makeView(try Self.makeFactory())
        let data = SectionedData(items: Self.items)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        var writer = FileDescriptorWriter(fileDescriptor: ends[1])
        #expect(writer.isLive)
        let summary = try view.render(data, width: 30, to: &writer)
        close(ends[1])
        let bytes = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
        #expect(Array(bytes) == Array(try view.render(data, width: 30).utf8))
        #expect(summary.cellCount == Self.items.count)
        #expect(summary.placeholderCount == 2)
    }

    @Test("actions reach the item's view model; validation names what is missing")
    func actionsAndValidation() throws {
        let factory = try Self.makeFactory()
        let events = CellEventRecorder()
        try factory.send(
            .select, at: CellIndexPath(item: 0), in: SectionedData(items: Self.items), events: events)
        #expect(events.events.map(\.detail) == ["ada"])
        let report = Self.makeView(factory).validate(SectionedData(items: Self.items))
        #expect(report.problems.map(\.kind) == [.nilItem, .unregisteredType("Double")])
    }

    @Test("a renderer of its own validates against its own cells through CellCatalog")
    func catalogOfItsOwn() throws {
        struct HTMLCells: CellCatalog {
            func check(_ viewModel: any CellViewModel) -> CellCheck {
                viewModel.identifier == "account" ? .drawable : .noCell
            }
        }
        let factory = try Self.makeFactory()
        let report = factory.validate(
            SectionedData(items: [Account(name: "a"), Tag(label: "t")]), cells: HTMLCells())
        #expect(!report.isValid)
        #expect(
            report.problems.contains {
                $0.kind == .missingCell(identifier: "labelled", viewModelType: "LabelledViewModel")
            })
    }

    @Test("the view model contract holds for each of the host's view models")
    func contracts() {
        expectViewModelContract(
            AccountViewModel.init, samples: [Account(name: "a"), Account(name: "b")], drawnBy: LineCell.self)
        expectViewModelContract(
            AnimalViewModel.init, samples: [Animal(name: "a"), Dog(name: "b")], drawnBy: LineCell.self)
        expectViewModelContract(
            LabelledViewModel.init, samples: [Tag(label: "a"), Tag(label: "b")], drawnBy: LineCell.self)
    }
}
