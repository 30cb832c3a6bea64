import CellFactory
import Testing

@Suite("Validation")
struct ValidationTests {
    @Test("a well-formed list is valid")
    func valid() throws {
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        let catalog = FakeCatalog(drawable: ["person": { $0 is PersonViewModel }])
        let report = factory.validate(
            SectionedData(items: [Person(name: "a"), Person(name: "b")]), cells: catalog)
        #expect(report.isValid)
        #expect(report.problems.isEmpty)
        #expect(report.checkedCount == 2)
        #expect(report.description == "valid (2 checked)")
    }

    @Test("every problem is reported once, with its first location and count, before rendering")
    func everyProblem() throws {
        final class HugeViewModel: RecordingViewModel<Book> {
            init() { super.init(identifier: "book", size: .fixed(columns: 5_000, lines: 0)) }
        }
        final class NamelessViewModel: RecordingViewModel<Cat> {
            init() { super.init(identifier: "") }
        }
        let factory = try makeFactory {
            try $0.register(PersonViewModel.init)
            try $0.register(IntViewModel.init)
            try $0.register(HugeViewModel.init)
            try $0.register(NamelessViewModel.init)
        }
        let catalog = FakeCatalog(drawable: [
            "person": { _ in false }, "book": { _ in true }, "": { _ in true },
        ])
        let data = SectionedData(sections: [
            .init(
                header: Heading(text: "h"),
                items: [Person(name: "a"), 2.5, 1, 2.5, Book(name: "b"), Person?.none as Any]),
            .init(items: [Cat(name: "c")]),
        ])
        let report = factory.validate(data, cells: catalog)
        #expect(!report.isValid)
        #expect(report.checkedCount == 8)
        #expect(
            report.problems.map(\.description) == [
                "header 0: no view model is registered for Heading",
                "0.0: cell FakeCell registered for \"person\" draws Something, not PersonViewModel",
                "0.1: no view model is registered for Double (2 times)",
                "0.2: no cell is registered for \"int\" (used by IntViewModel)",
                "0.4: HugeViewModel asks for 5000x0, outside 1...1000 columns x 1...200 lines (clamped when rendered)",
                "0.5: the item is nil",
                "1.0: NamelessViewModel has an empty identifier",
            ])
    }

    @Test("an item type matched by two protocol view models is reported as a warning")
    func ambiguity() throws {
        let factory = try makeFactory {
            try $0.register(NamedViewModel.init)
            try $0.register(TitledViewModel.init)
        }
        let report = factory.validate(
            SectionedData(items: [Robot(name: "a"), Robot(name: "b"), Book(name: "c")]))
        #expect(report.isValid)
        #expect(
            report.problems.map(\.description) == [
                "0.0: Robot matches several protocol view models; NamedViewModel is used, not TitledViewModel"
            ])
        #expect(report.problems.first?.isError == false)
    }

    @Test("without a cell catalog only the view models are checked")
    func withoutCatalog() throws {
        let factory = try makeFactory { try $0.register(PersonViewModel.init) }
        #expect(factory.validate(SectionedData(items: [Person(name: "a")])).isValid)
    }

    @Test("a registered view model is checked even when no item of its type is in the data")
    func registrationsWithoutItems() throws {
        final class ZeroViewModel: RecordingViewModel<Book> {
            init() { super.init(identifier: "zero", size: .fixed(columns: 0, lines: -1)) }
        }
        let factory = try makeFactory {
            try $0.register(PersonViewModel.init)
            try $0.register(ZeroViewModel.init)
        }
        let report = factory.validate(SectionedData(items: [Person(name: "a")]))
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.firstLocation == nil)
        #expect(
            report.problems.first?.description.hasPrefix("registrations: ZeroViewModel asks for 0x-1") == true
        )
        #expect(!report.isValid)
    }
}
