/// How the items of one dynamic type are dispatched.
enum Resolution: Sendable, Equatable {
    /// To the registration at this index.
    case registration(Int)
    /// The type is an `Optional` or an `AnyHashable`: dispatch the value inside.
    case unwrap
    /// No registration accepts the type.
    case unregistered
}

/// An immutable snapshot of the registrations.
///
/// Registering makes a new snapshot, so a render that started earlier keeps a consistent view:
/// it sees a view model registered meanwhile or it does not, never a half-updated table. The
/// snapshot answers from scratch; a ``ViewModelDispatcher`` keeps the answers for its pass.
final class RegistryState: Sendable {
    let registrations: [Registration]
    /// Exact model type → registration: the answer for every item whose type was registered.
    let exactResolutions: [ObjectIdentifier: Resolution]

    init(registrations: [Registration]) {
        self.registrations = registrations
        var exact: [ObjectIdentifier: Resolution] = [:]
        for (index, registration) in registrations.enumerated() {
            exact[registration.modelTypeID] = .registration(index)
        }
        exactResolutions = exact
    }

    static let empty = RegistryState(registrations: [])

    /// The resolution for a value, by its dynamic type: its exact registration, else looking
    /// inside an `Optional` or `AnyHashable`, else the best registration for a supertype (see
    /// ``matchingRegistrations(for:)``).
    func resolution(for value: Any) -> Resolution {
        if let exact = exactResolutions[ObjectIdentifier(type(of: value))] { return exact }
        if type(of: value) is any Unwrapping.Type { return .unwrap }
        guard let best = matchingRegistrations(for: value).first else { return .unregistered }
        return .registration(best)
    }

    /// Every registration that accepts the value, most specific first.
    ///
    /// The order is: the exact type; then class models, the nearest superclass first; then
    /// protocol (or other existential) models in registration order. Swift cannot tell at run
    /// time whether one protocol refines another, so ties between protocols go to the one
    /// registered first, and ``CollectionFactory/validate(_:cells:)`` reports the ambiguity.
    func matchingRegistrations(for value: Any) -> [Int] {
        let dynamicID = ObjectIdentifier(type(of: value))
        var exact: [Int] = []
        var classes: [Int] = []
        var others: [Int] = []
        for (index, registration) in registrations.enumerated() where registration.acceptsValue(value) {
            if registration.modelTypeID == dynamicID {
                exact.append(index)
            } else if registration.isClassModel {
                classes.append(index)
            } else {
                others.append(index)
            }
        }
        // Superclasses of one class form a chain, so "is a subclass of" is a total order here.
        classes.sort { lhs, rhs in
            registrations[rhs].acceptsType(registrations[lhs].modelType)
                && !registrations[lhs].acceptsType(registrations[rhs].modelType)
        }
        return exact + classes + others
    }
}

extension RegistryState {
    /// The protocol view models that tie for an item: the one used and the others, or `nil` when
    /// the item's exact type or a class decides, or fewer than two registrations accept it.
    func protocolTie(for item: Any) -> (chosen: String, others: [String])? {
        let matches = matchingRegistrations(for: item)
        guard matches.count > 1 else { return nil }
        let first = registrations[matches[0]]
        guard !first.isClassModel, first.modelTypeID != ObjectIdentifier(type(of: item)) else { return nil }
        let names = matches.map { registrations[$0].viewModelTypeName }
        return (names[0], Array(names.dropFirst()))
    }
}
