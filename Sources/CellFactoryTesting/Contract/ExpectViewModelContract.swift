public import CellFactory
public import Testing
public import TextCells

/// Expects a view model type to keep the contract of every cell view model, judged by what
/// `shown` reads from it.
///
/// Each broken rule is recorded as a Swift Testing issue at the caller. The rules are listed in the
/// article "Testing a view model".
///
/// ```swift
/// @Test func contract() {
///     expectViewModelContract(
///         AccountCellViewModel.init,
///         samples: [Account(name: "Ada"), Account(name: "Grace")],
///         shown: \.title)
/// }
/// ```
///
/// - Parameters:
///   - makeViewModel: Makes a new view model, as registered with the factory.
///   - samples: Models to show, at least two of them shown differently.
///   - shown: What a cell would take from the view model, as an equatable value.
///   - sourceLocation: Where failures are reported; leave the default.
public func expectViewModelContract<ViewModel: CellViewModel, Shown: Equatable>(
    _ makeViewModel: @escaping @Sendable () -> ViewModel,
    samples: [ViewModel.Model],
    shown: @escaping (ViewModel) -> Shown,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkViewModelContract(makeViewModel, samples: samples, shown: shown, sourceLocation: sourceLocation)
}

/// Expects a view model type to keep the contract of every cell view model, judged by the row
/// its cell draws.
///
/// This is the strictest form: anything the view model leaves behind from a previous item and
/// the cell draws is caught, whichever property holds it.
///
/// ```swift
/// @Test func contract() {
///     expectViewModelContract(
///         AccountCellViewModel.init,
///         samples: [Account(name: "Ada"), Account(name: "Grace")],
///         drawnBy: AccountCell.self)
/// }
/// ```
///
/// - Parameters:
///   - makeViewModel: Makes a new view model, as registered with the factory.
///   - samples: Models to show, at least two of them drawn differently.
///   - cellType: The cell registered for the view model's identifier.
///   - width: The width of the list the row is drawn in, clamped into
///     `CollectionView.validWidths`; a width narrower than the cell can hide a
///     leftover that a wider row would show.
///   - sourceLocation: Where failures are reported; leave the default.
public func expectViewModelContract<ViewModel: CellViewModel, Cell: TextCell>(
    _ makeViewModel: @escaping @Sendable () -> ViewModel,
    samples: [ViewModel.Model],
    drawnBy cellType: Cell.Type,
    width: Int = 80,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkViewModelContract(
        makeViewModel, samples: samples, drawnBy: cellType, width: width, sourceLocation: sourceLocation)
}

/// ``expectViewModelContract(_:samples:shown:sourceLocation:)``, returning the broken rules it recorded.
@discardableResult
package func checkViewModelContract<ViewModel: CellViewModel, Shown: Equatable>(
    _ makeViewModel: @escaping @Sendable () -> ViewModel,
    samples: [ViewModel.Model],
    shown: @escaping (ViewModel) -> Shown,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [ContractViolation] {
    let violations = ViewModelContract(making: makeViewModel, samples: samples, shown: shown).violations()
    for violation in violations {
        Issue.record(
            Comment(rawValue: "\(ViewModel.self) breaks the view-model contract: \(violation)"),
            sourceLocation: sourceLocation)
    }
    return violations
}

/// ``expectViewModelContract(_:samples:drawnBy:width:sourceLocation:)``, returning the broken rules it
/// recorded.
@discardableResult
package func checkViewModelContract<ViewModel: CellViewModel, Cell: TextCell>(
    _ makeViewModel: @escaping @Sendable () -> ViewModel,
    samples: [ViewModel.Model],
    drawnBy cellType: Cell.Type,
    width: Int = 80,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [ContractViolation] {
    let view = CollectionView(factory: CollectionFactory())
    view.register(cellType, forCellWithReuseIdentifier: makeViewModel().identifier)
    let clampedWidth = min(
        max(width, CollectionView.validWidths.lowerBound), CollectionView.validWidths.upperBound)
    return checkViewModelContract(
        makeViewModel, samples: samples,
        shown: { viewModel in
            // The width is clamped into range above, so the row always renders.
            (try? view.renderRow(for: viewModel, width: clampedWidth)) ?? ""
        },
        sourceLocation: sourceLocation)
}
