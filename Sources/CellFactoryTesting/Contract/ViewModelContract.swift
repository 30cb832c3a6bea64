import CellFactory

/// The behaviour every cell view model must have, checked against a handful of sample models.
///
/// A view model is reused from row to row, so the rules are about reuse and typing:
/// - its identifier is never empty and its size is always within range;
/// - `updateData(_:)` with a correct value shows exactly what `update(with:)` shows;
/// - a wrongly typed value is refused with `CellFactoryError.Code.wrongModelType`
///   and changes nothing;
/// - after any sample, updating with another shows exactly what a new view model shows for it,
///   so nothing of the previous item is left behind;
/// - every action it declares is handled: it emits an event or changes what is shown, and a
///   factory with the view model registered accepts it;
/// - a factory with the view model registered dispatches every sample to it.
///
/// What a view model "shows" is whatever `shown` reads from it: the properties its cell draws,
/// or the row its cell draws (see ``expectViewModelContract(_:samples:drawnBy:width:sourceLocation:)``).
/// The samples must include at least two that are shown differently, or the reuse rule proves
/// nothing.
///
/// Hosts check it with ``expectViewModelContract(_:samples:shown:sourceLocation:)``, which
/// records each violation as an issue.
package struct ViewModelContract<ViewModel: CellViewModel, Shown: Equatable> {
    private let makeViewModel: @Sendable () -> ViewModel
    private let samples: [ViewModel.Model]
    private let shown: (ViewModel) -> Shown

    /// Describes the check.
    ///
    /// - Parameters:
    ///   - makeViewModel: Makes a new view model, as registered with the factory.
    ///   - samples: Models to show, at least two of them shown differently.
    ///   - shown: What a cell would take from the view model, as an equatable value.
    package init(
        making makeViewModel: @escaping @Sendable () -> ViewModel,
        samples: [ViewModel.Model],
        shown: @escaping (ViewModel) -> Shown
    ) {
        self.makeViewModel = makeViewModel
        self.samples = samples
        self.shown = shown
    }

    /// Runs every rule and returns what was broken, in the order the rules are listed above.
    ///
    /// - Returns: An empty array when the view model keeps the contract.
    package func violations() -> [ContractViolation] {
        var found: [ContractViolation] = []
        checkIdentity(of: makeViewModel(), when: "new", into: &found)
        let shownBySample = checkUpdates(into: &found)
        checkSamplesDiffer(shownBySample, into: &found)
        checkWrongType(into: &found)
        checkLeftovers(shownBySample, into: &found)
        checkActions(into: &found)
        checkRegistration(into: &found)
        return found
    }

    private func checkIdentity(of viewModel: ViewModel, when: String, into found: inout [ContractViolation]) {
        if viewModel.identifier.isEmpty {
            found.append(ContractViolation(.identifier, "the identifier is empty (\(when))"))
        }
        if !viewModel.size.isValid {
            found.append(
                ContractViolation(
                    .size,
                    "the size \(viewModel.size) is out of range (\(when)): columns must be within "
                        + "\(CellSize.validColumns), lines within \(CellSize.validLines)"))
        }
    }

    /// Shows each sample through both updates and returns what the typed update shows.
    private func checkUpdates(into found: inout [ContractViolation]) -> [Shown] {
        var shownBySample: [Shown] = []
        for (index, sample) in samples.enumerated() {
            let typed = makeViewModel()
            typed.update(with: sample)
            checkIdentity(of: typed, when: "showing sample \(index)", into: &found)
            shownBySample.append(shown(typed))
            let erased = makeViewModel()
            do {
                try erased.updateData(sample)
            } catch {
                found.append(ContractViolation(.typedUpdate, "updateData refused sample \(index): \(error)"))
                continue
            }
            if shown(erased) != shownBySample[index] {
                found.append(
                    ContractViolation(
                        .typedUpdate,
                        "for sample \(index) updateData shows \(describe(shown(erased))), "
                            + "update(with:) shows \(describe(shownBySample[index]))"))
            }
        }
        return shownBySample
    }

    private func checkSamplesDiffer(_ shownBySample: [Shown], into found: inout [ContractViolation]) {
        guard let first = shownBySample.first, shownBySample.contains(where: { $0 != first }) else {
            found.append(
                ContractViolation(
                    .samples,
                    "\(samples.count) sample(s) shown alike: give at least two samples the view model "
                        + "shows differently, or a leftover from a previous item cannot be seen"))
            return
        }
    }

    private func checkWrongType(into found: inout [ContractViolation]) {
        let wrongValue = NotAModel()
        guard !((wrongValue as Any) is ViewModel.Model), let sample = samples.first else { return }
        let viewModel = makeViewModel()
        viewModel.update(with: sample)
        let before = shown(viewModel)
        do {
            try viewModel.updateData(wrongValue)
            found.append(ContractViolation(.wrongType, "updateData accepted a value of an unrelated type"))
        } catch {
            if error.code != .wrongModelType {
                found.append(
                    ContractViolation(
                        .wrongType,
                        "updateData refused a wrongly typed value with \(error.code), not wrongModelType"))
            }
        }
        if shown(viewModel) != before {
            found.append(
                ContractViolation(
                    .wrongType,
                    "a refused value changed what is shown from \(describe(before)) to \(describe(shown(viewModel)))"
                ))
        }
    }

    /// Every ordered pair of different samples: the second update must erase the first.
    private func checkLeftovers(_ shownBySample: [Shown], into found: inout [ContractViolation]) {
        for (later, expected) in shownBySample.enumerated() {
            for earlier in samples.indices where earlier != later {
                let viewModel = makeViewModel()
                viewModel.update(with: samples[earlier])
                viewModel.update(with: samples[later])
                let actual = shown(viewModel)
                if actual != expected {
                    found.append(
                        ContractViolation(
                            .leftoverState,
                            "after sample \(earlier) then sample \(later) it shows \(describe(actual)); "
                                + "a new view model shows \(describe(expected))"))
                }
            }
        }
    }

    private func checkActions(into found: inout [ContractViolation]) {
        let declared = makeViewModel().supportedActions
        for action in Set(declared) where declared.count(where: { $0 == action }) > 1 {
            found.append(ContractViolation(.action, "\"\(action)\" is declared more than once"))
        }
        for action in Set(declared).sorted(by: { $0.name < $1.name }) {
            for (index, sample) in samples.enumerated() {
                checkAction(action, on: sample, index: index, into: &found)
            }
        }
    }

    private func checkAction(
        _ action: CellAction, on sample: ViewModel.Model, index: Int, into found: inout [ContractViolation]
    ) {
        let viewModel = makeViewModel()
        viewModel.update(with: sample)
        let before = shown(viewModel)
        let recorder = CellEventRecorder()
        viewModel.handle(action, events: recorder)
        if recorder.events.isEmpty && shown(viewModel) == before {
            found.append(
                ContractViolation(
                    .action,
                    "\"\(action)\" is declared, but handling it for sample \(index) emitted no event "
                        + "and changed nothing shown"))
        }
        let factory = CollectionFactory()
        do {
            try factory.register(makeViewModel)
            try factory.send(
                action, to: .item(CellIndexPath(item: 0)), in: SectionedData(items: [sample]),
                events: CellEventRecorder())
        } catch {
            found.append(
                ContractViolation(.action, "the factory refused \"\(action)\" for sample \(index): \(error)"))
        }
    }

    private func checkRegistration(into found: inout [ContractViolation]) {
        let factory = CollectionFactory(unregisteredItemPolicy: .error)
        do {
            try factory.register(makeViewModel)
        } catch {
            found.append(ContractViolation(.registration, "the factory refused the view model: \(error)"))
            return
        }
        var dispatcher = factory.makeDispatcher()
        for (index, sample) in samples.enumerated() {
            let location = CellLocation.item(CellIndexPath(item: index))
            // Under the `.error` policy an item no registration shows throws, so a dispatch that
            // returns has reached the one view model registered.
            do {
                try dispatcher.withViewModel(for: sample, at: location) { _ in }
            } catch {
                found.append(ContractViolation(.registration, "sample \(index) was not dispatched: \(error)"))
            }
        }
    }

    private func describe(_ value: Shown) -> String {
        String(reflecting: value)
    }
}

/// A value of a type no host's view model shows, to check that wrongly typed data is refused.
private struct NotAModel {}
