/// Dispatches items to configured view models, reusing one view model per kind.
///
/// A dispatcher is the fast path of a render pass: it works on a snapshot of the factory's
/// registrations, keeps its own cache of type answers (no lock per item), and reuses one view
/// model per registration the way a collection view reuses cells. A view model it returns is
/// therefore valid until the next item of the same kind is dispatched.
///
/// Make one with ``CollectionFactory/makeDispatcher()``; it is not meant to be shared between
/// threads.
public struct ViewModelDispatcher {
    private let state: RegistryState
    private let policy: UnregisteredItemPolicy
    private var resolutions: [ObjectIdentifier: Resolution]
    private var viewModels: [(any CellViewModel)?]
    private let placeholderViewModel = PlaceholderViewModel(
        Placeholder(reason: .nilItem, location: .item(CellIndexPath(item: 0)))
    )

    /// How many items were left out under ``UnregisteredItemPolicy/skip`` so far.
    public private(set) var skippedCount = 0

    init(state: RegistryState, policy: UnregisteredItemPolicy) {
        self.state = state
        self.policy = policy
        resolutions = state.exactResolutions
        viewModels = Array(repeating: nil, count: state.registrations.count)
    }

    /// The configured view model for an item, or what the unregistered-item policy says.
    ///
    /// An `Optional` holding a value dispatches as the value; `nil` is treated like an item with
    /// no view model and follows the policy, shown as `[nil item]`.
    ///
    /// - Parameters:
    ///   - item: The item, of any type.
    ///   - location: Where the item stands, for placeholders and errors.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    public mutating func dispatch(_ item: Any, at location: CellLocation) throws(CellFactoryError)
        -> DispatchResult
    {
        switch registeredViewModelOrReason(for: item) {
        case .success(let viewModel):
            return .viewModel(viewModel)
        case .failure(let unshown):
            return try unregistered(Placeholder(reason: unshown.reason, location: location))
        }
    }

    /// The configured registered view model for an item, or `nil` when none accepts it.
    mutating func registeredViewModel(for item: Any) -> (any CellViewModel)? {
        if case .success(let viewModel) = registeredViewModelOrReason(for: item) { return viewModel }
        return nil
    }

    /// The names of the registrations that accept an item, most specific first.
    func matchingViewModelTypeNames(for item: Any) -> [String] {
        state.matchingRegistrations(for: item).map { state.registrations[$0].viewModelTypeName }
    }

    private struct Unshown: Error {
        let reason: PlaceholderReason
    }

    private mutating func registeredViewModelOrReason(for item: Any) -> Result<any CellViewModel, Unshown> {
        var value = item
        while true {
            let typeID = ObjectIdentifier(type(of: value))
            let resolution: Resolution
            if let known = resolutions[typeID] {
                resolution = known
            } else {
                resolution = state.resolution(for: value)
                resolutions[typeID] = resolution
            }
            switch resolution {
            case .registration(let index):
                if let viewModel = configuredViewModel(index, with: value) { return .success(viewModel) }
                // The cached answer does not fit this value (a type-erasing box such as
                // `AnyHashable` holds different types): try every registration that accepts it.
                for candidate in state.matchingRegistrations(for: value) where candidate != index {
                    if let viewModel = configuredViewModel(candidate, with: value) {
                        return .success(viewModel)
                    }
                }
                return .failure(Unshown(reason: .unregisteredType(TypeName.ofValue(value))))
            case .unwrapOptional:
                guard let wrapped = (value as? any OptionalUnwrapping)?.unwrappedValue else {
                    return .failure(Unshown(reason: .nilItem))
                }
                value = wrapped
            case .unregistered:
                return .failure(Unshown(reason: .unregisteredType(TypeName.ofValue(value))))
            }
        }
    }

    private mutating func configuredViewModel(_ index: Int, with value: Any) -> (any CellViewModel)? {
        let viewModel: any CellViewModel
        if let reused = viewModels[index] {
            viewModel = reused
        } else {
            viewModel = state.registrations[index].makeViewModel()
            viewModels[index] = viewModel
        }
        do {
            try viewModel.updateData(value)
            return viewModel
        } catch {
            return nil
        }
    }

    private mutating func unregistered(_ placeholder: Placeholder) throws(CellFactoryError) -> DispatchResult
    {
        switch policy {
        case .placeholder:
            placeholderViewModel.update(with: placeholder)
            return .viewModel(placeholderViewModel)
        case .skip:
            skippedCount += 1
            return .skipped(placeholder)
        case .error:
            let message: String
            switch placeholder.reason {
            case .unregisteredType(let typeName): message = "no view model is registered for \(typeName)"
            case .nilItem: message = "the item is nil"
            case .missingCell, .cellCannotDraw: message = placeholder.text
            }
            throw CellFactoryError(.unregisteredItem, message, location: placeholder.location)
        }
    }
}

extension ViewModelDispatcher {
    /// Whether the most specific match for an item is its exact type or a class, so that no
    /// protocol tie decides its view model.
    func hasExactOrClassMatch(for item: Any) -> Bool {
        guard let first = state.matchingRegistrations(for: item).first else { return false }
        let registration = state.registrations[first]
        return registration.isClassModel || registration.modelTypeID == ObjectIdentifier(type(of: item))
    }
}
