import CellFactory
import CellFactoryTesting
import Testing

@Suite("View-model contract")
struct ViewModelContractTests {
    private let people = [
        Person(name: "Ada", nickname: "Countess"), Person(name: "Grace"),
        Person(name: "Alan", nickname: "Prof"),
    ]

    private func rules<ViewModel: CellViewModel, Shown: Equatable>(
        _ make: @escaping @Sendable () -> ViewModel, samples: [ViewModel.Model],
        shown: @escaping (ViewModel) -> Shown
    ) -> Set<ContractViolation.Rule> {
        Set(ViewModelContract(making: make, samples: samples, shown: shown).violations().map(\.rule))
    }

    @Test("a view model that keeps the contract passes, judged by its properties or by its row")
    func keeps() {
        #expect(
            checkViewModelContract(PersonViewModel.init, samples: people, shown: { [$0.name, $0.nickname] })
                .isEmpty)
        #expect(
            checkViewModelContract(PersonViewModel.init, samples: people, drawnBy: PersonCell.self).isEmpty)
        #expect(
            checkViewModelContract(
                PersonViewModel.init, samples: people, drawnBy: PersonCell.self, width: 16
            ).isEmpty)
    }

    @Test("state left from a previous item is found, naming both samples")
    func leftovers() {
        let violations = ViewModelContract(
            making: LeakyPersonViewModel.init, samples: people, shown: { [$0.name, $0.nickname] }
        ).violations()
        #expect(violations.map(\.rule) == [.leftoverState, .leftoverState])
        #expect(
            violations.first?.description
                == #"leftoverState: after sample 0 then sample 1 it shows ["Grace", "Countess"]; "#
                + #"a new view model shows ["Grace", ""]"#)
    }

    @Test("the rendered row catches a leftover that a property check would miss")
    func leftoverSeenThroughTheCell() {
        #expect(rules(LeakyPersonViewModel.init, samples: people, shown: \.name).isEmpty)
        var violations: [ContractViolation] = []
        withKnownIssue {
            violations = checkViewModelContract(
                LeakyPersonViewModel.init, samples: people, drawnBy: PersonCell.self)
        }
        #expect(violations.map(\.rule) == [.leftoverState, .leftoverState])
        #expect(violations.first?.message.contains(#"it shows "Grace (Countess)"#) == true)
    }

    @Test("an empty identifier and an out-of-range size are reported, new and after each update")
    func identityAndSize() {
        let violations = ViewModelContract(making: ShapelessViewModel.init, samples: people, shown: \.name)
            .violations()
        #expect(violations.filter { $0.rule == .identifier }.count == 1 + people.count)
        #expect(violations.filter { $0.rule == .size }.count == 1 + people.count)
        #expect(violations.first?.description == "identifier: the identifier is empty (new)")
        #expect(
            violations.contains { $0.message.hasPrefix("the size 10x0 is out of range (showing sample 2)") })
    }

    @Test("a wrongly typed value must be refused with wrongModelType and change nothing")
    func wrongType() {
        #expect(rules(PermissiveViewModel.init, samples: people, shown: \.name) == [.wrongType])
        let sloppy = ViewModelContract(making: SloppyViewModel.init, samples: people, shown: \.name)
            .violations()
        #expect(Set(sloppy.map(\.rule)) == [.typedUpdate, .wrongType])
        #expect(sloppy.filter { $0.rule == .wrongType }.count == 2)
        #expect(
            sloppy.contains {
                $0.message == #"for sample 0 updateData shows "ADA", update(with:) shows "Ada""#
            })
        #expect(sloppy.contains { $0.message.hasSuffix("with unregisteredItem, not wrongModelType") })
    }

    @Test("a view model of Any has no wrongly typed value to refuse")
    func anything() {
        #expect(rules(AnythingViewModel.init, samples: [1, "two", 3.5] as [Any], shown: \.text).isEmpty)
    }

    @Test("declared actions must do something, once each; a change of what is shown counts")
    func actions() {
        let violations = ViewModelContract(making: BoastfulViewModel.init, samples: people, shown: \.name)
            .violations()
        #expect(violations.map(\.rule) == Array(repeating: .action, count: 1 + people.count))
        #expect(violations.first?.message == #""greet" is declared more than once"#)
        #expect(
            violations.last?.message
                == #""star" is declared, but handling it for sample 2 emitted no event and changed nothing shown"#
        )
        #expect(rules(StarringViewModel.init, samples: people, shown: \.shown).isEmpty)
    }

    @Test("a view model the factory cannot configure with a sample is a registration problem")
    func registration() {
        let violations = ViewModelContract(making: RefusingViewModel.init, samples: people, shown: \.name)
            .violations()
        #expect(
            violations.map(\.rule) == Array(repeating: .typedUpdate, count: 3)
                + Array(repeating: .registration, count: 3))
        #expect(violations.first?.message.hasPrefix("updateData refused sample 0: ") == true)
        #expect(violations.last?.message.hasPrefix("sample 2 was not dispatched: ") == true)
    }

    @Test("samples must include two that are shown differently", arguments: [0, 1, 2])
    func samples(count: Int) {
        let alike = Array(repeating: Person(name: "Ada"), count: count)
        let violations = ViewModelContract(making: PersonViewModel.init, samples: alike, shown: \.name)
            .violations()
        #expect(violations.map(\.rule) == [.samples])
        #expect(violations.first?.message.hasPrefix("\(count) sample(s) shown alike") == true)
    }

    @Test("each broken rule is recorded as an issue at the caller")
    func recordsIssues() {
        var violations: [ContractViolation] = []
        withKnownIssue {
            violations = checkViewModelContract(ShapelessViewModel.init, samples: people, shown: \.name)
        }
        #expect(violations.count == 2 + 2 * people.count)
    }

    @Test("every rule has a name")
    func ruleNames() {
        #expect(ContractViolation.Rule.allCases.map(\.rawValue).count == 8)
        #expect(ContractViolation(.size, "x").description == "size: x")
    }
}
