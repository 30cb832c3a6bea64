import CellFactory
import CellFactoryTesting
import Testing
import TextCells

@Suite("Rows and lists rendered to text")
struct RenderingTests {
    @Test("a view model is drawn as it stands, padded to the list's width")
    func row() throws {
        let viewModel = PersonViewModel()
        #expect(
            try renderRow(of: viewModel, in: PersonCell.self, width: 30) == String(repeating: " ", count: 30)
                + "\n")
        let text = try renderRow(
            of: viewModel, showing: Person(name: "Ada", nickname: "Countess"), in: PersonCell.self, width: 30)
        #expect(text == "Ada (Countess)                \n")
        #expect(try renderRow(of: viewModel, in: PersonCell.self, width: 10) == "Ada (Coun…\n")
    }

    @Test("a cell that cannot draw the view model gives the placeholder row a render would show")
    func placeholder() throws {
        let viewModel = ShapelessViewModel()
        viewModel.update(with: Person(name: "Ada"))
        let text = try renderRow(of: viewModel, in: PersonCell.self, width: 60)
        #expect(
            text == "[cell \"\" cannot draw ShapelessViewModel]" + String(repeating: " ", count: 20) + "\n")
        let mismatched = try renderRow(of: PermissiveViewModel(), in: PersonCell.self, width: 60)
        #expect(mismatched.hasPrefix("[cell \"person\" cannot draw PermissiveViewModel]"))
    }

    @Test("a width out of range is an error", arguments: [0, -3, 10_001])
    func invalidWidth(width: Int) {
        #expect(throws: RenderError.invalidWidth(width)) {
            try renderRow(of: PersonViewModel(), in: PersonCell.self, width: width)
        }
    }

    @Test("a list goes through the factory and the cells, in list or flow layout")
    func list() throws {
        let factory = CollectionFactory()
        try factory.register(PersonViewModel.init)
        let people = [Person(name: "Ada"), Person(name: "Grace", nickname: "Amazing")]
        let cells: [String: any TextCell.Type] = ["person": PersonCell.self]
        let list = try renderList(people, factory: factory, cells: cells, width: 26)
        #expect(list == "Ada                       \nGrace (Amazing)           \n")
        let flow = try renderList(people + [1], factory: factory, cells: cells, width: 60, layout: .flow)
        #expect(flow.hasPrefix("Ada                      Grace (Amazing)         \n[no view model for Int]"))
    }

    @Test("the events a view model emits for an action, in order and without a location")
    func emittedEvents() {
        let viewModel = PersonViewModel()
        viewModel.update(with: Person(name: "Ada"))
        #expect(eventsEmitted(by: viewModel, handling: .greet) == [CellEvent("greeted", detail: "Ada")])
        #expect(eventsEmitted(by: BoastfulViewModel(), handling: .star).isEmpty)
    }
}
