/// How items find their registered view model: one walk through `Optional` layers to the
/// registration that shows the item, shared by the dispatcher of a render pass (which keeps its
/// answers and reuses its view models) and the factory's one-off questions (which do neither).
protocol ViewModelSource {
    /// The registrations asked.
    var state: RegistryState { get }

    /// How the items of one dynamic type are dispatched.
    ///
    /// - Parameters:
    ///   - value: An item of that type.
    ///   - typeID: `ObjectIdentifier(type(of: value))`.
    mutating func resolution(for value: Any, typeID: ObjectIdentifier) -> Resolution

    /// A view model of a registration configured with `value`, or `nil` when the registration's
    /// update does not take it.
    mutating func configuredViewModel(_ registration: Int, with value: Any) -> (any CellViewModel)?
}

/// Why dispatch found no registered view model for an item.
enum Unshown: Error, Equatable {
    /// The item is `nil` (possibly under several `Optional` layers).
    case nilItem
    /// No registration accepts the (unwrapped) item's type, named here.
    case unregisteredType(String)

    /// An item's type, and its kind when its type's items are told apart by kind: what a
    /// placeholder says has no view model.
    static func name(of item: Any, kind: String?) -> String {
        let type = TypeName.ofValue(item)
        return kind.map { "\(type) of kind \"\($0)\"" } ?? "\(type) of no kind"
    }

    var reason: PlaceholderReason {
        switch self {
        case .nilItem: return .nilItem
        case .unregisteredType(let typeName): return .unregisteredType(typeName)
        }
    }
}

extension ViewModelSource {
    /// The configured registered view model for an item, or why there is none.
    ///
    /// Calls itself for the value inside an `Optional` or `AnyHashable`, as deep as they nest,
    /// rather than looping over a copy of the item, which would copy every item.
    mutating func registeredViewModel(for item: Any) -> Result<any CellViewModel, Unshown> {
        switch resolution(for: item, typeID: ObjectIdentifier(type(of: item))) {
        case .registration(let index):
            if let viewModel = configuredViewModel(index, with: item) { return .success(viewModel) }
            // The registration's update refused the value (a view model's own `updateData` may):
            // try every other registration that accepts it.
            for candidate in state.matchingRegistrations(for: item) where candidate != index {
                if let viewModel = configuredViewModel(candidate, with: item) { return .success(viewModel) }
            }
            return .failure(.unregisteredType(TypeName.ofValue(item)))
        case .kinds(let classification):
            let (index, kind) = state.classifications[classification].registration(for: item)
            guard let index, let viewModel = configuredViewModel(index, with: item) else {
                return .failure(.unregisteredType(Unshown.name(of: item, kind: kind)))
            }
            return .success(viewModel)
        case .unwrap:
            guard let wrapped = (item as? any Unwrapping)?.unwrappedValue else { return .failure(.nilItem) }
            return registeredViewModel(for: wrapped)
        case .unregistered:
            return .failure(.unregisteredType(TypeName.ofValue(item)))
        }
    }
}

/// The factory's one-off questions: nothing kept, a fresh view model per answer.
struct FreshViewModels: ViewModelSource {
    let state: RegistryState

    func resolution(for value: Any, typeID: ObjectIdentifier) -> Resolution {
        state.resolution(for: value)
    }

    func configuredViewModel(_ registration: Int, with value: Any) -> (any CellViewModel)? {
        let fresh = state.registrations[registration].makeViewModel()
        return fresh.update(with: value) ? fresh.viewModel : nil
    }
}

extension UnregisteredItemPolicy {
    /// What dispatch answers for an item that no registered view model shows.
    ///
    /// - Parameters:
    ///   - placeholder: Why, and where.
    ///   - viewModel: The placeholder view model to show it with, under ``placeholder``.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``error``.
    func answer(for placeholder: Placeholder, showingIn viewModel: () -> PlaceholderViewModel)
        throws(CellFactoryError) -> DispatchResult
    {
        switch self {
        case .placeholder:
            let shown = viewModel()
            shown.update(with: placeholder)
            return .viewModel(shown)
        case .skip:
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
