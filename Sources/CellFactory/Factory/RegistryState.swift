/// How the items of one dynamic type are dispatched.
enum Resolution: Sendable, Equatable {
    /// To the registration at this index.
    case registration(Int)
    /// The type's items are told apart by their kind: ask the classification at this index.
    case kinds(Int)
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
    /// The types whose items are told apart by their kind.
    let classifications: [Classification]

    init(registrations: [Registration], kinds: [KindsRegistration] = []) {
        self.registrations = registrations
        var exact: [ObjectIdentifier: Resolution] = [:]
        for (index, registration) in registrations.enumerated() where registration.kind == nil {
            exact[registration.modelTypeID] = .registration(index)
        }
        var classifications: [Classification] = []
        for kinds in kinds {
            var byKind: [String: Int] = [:]
            for (index, registration) in registrations.enumerated()
            where registration.modelTypeID == kinds.itemTypeID {
                if let kind = registration.kind { byKind[kind] = index }
            }
            let fallback: Int? =
                if case .registration(let index)? = exact[kinds.itemTypeID] { index } else { nil }
            exact[kinds.itemTypeID] = .kinds(classifications.count)
            classifications.append(Classification(kinds: kinds, byKind: byKind, fallback: fallback))
        }
        exactResolutions = exact
        self.classifications = classifications
    }

    static let empty = RegistryState(registrations: [])

    /// The resolution for a value, by its dynamic type: its exact registration, else looking
    /// inside an `Optional` or `AnyHashable`, else the best registration for a supertype (see
    /// ``matchingRegistrations(for:)``).
    func resolution(for value: Any) -> Resolution {
        if let exact = exactResolutions[ObjectIdentifier(type(of: value))] { return exact }
        if type(of: value) is any Unwrapping.Type { return .unwrap }
        guard let best = matchingRegistrations(for: value).first else {
            // A supertype with kinds and no view model of its own.
            guard let classification = classifications.firstIndex(where: { $0.kinds.accepts(value) }) else {
                return .unregistered
            }
            return .kinds(classification)
        }
        // A supertype whose kinds are told apart tells its subtypes' apart too.
        if case .kinds(let classification)? = exactResolutions[registrations[best].modelTypeID] {
            return .kinds(classification)
        }
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
        for (index, registration) in registrations.enumerated()
        where registration.kind == nil && registration.acceptsValue(value) {
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
    /// Every kind that claims an item of a type told apart by kind, the chosen one first; `nil`
    /// for an item of any other type.
    func kindClaims(for item: Any) -> [String]? {
        switch resolution(for: item) {
        case .kinds(let classification): return classifications[classification].kinds.claims(item)
        case .unwrap: return (item as? any Unwrapping)?.unwrappedValue.flatMap { kindClaims(for: $0) }
        case .registration, .unregistered: return nil
        }
    }

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

/// A type whose items are told apart by their kind, with the registration of each kind.
///
/// A class, so that dispatching an item lends it rather than copying its closures and table.
final class Classification: Sendable {
    let kinds: KindsRegistration
    /// Kind → the registration that shows it.
    let byKind: KindTable
    /// The registration for the type itself, which shows items of no kind or of a kind with no
    /// registration.
    let fallback: Int?

    init(kinds: KindsRegistration, byKind: [String: Int], fallback: Int?) {
        self.kinds = kinds
        self.byKind = KindTable(byKind)
        self.fallback = fallback
    }

    /// The registration that shows an item, and its kind.
    func registration(for item: Any) -> (index: Int?, kind: String?) {
        let kind = kinds.kind(item)
        if let kind, let index = byKind[kind] { return (index, kind) }
        return (fallback, kind)
    }
}

/// An ``ItemKinds`` with its item type erased, as registered.
struct KindsRegistration: Sendable {
    let itemTypeID: ObjectIdentifier
    let itemTypeName: String
    let kind: @Sendable (Any) -> String?
    let claims: @Sendable (Any) -> [String]
    /// Whether a value is an item of the type (a subclass or a conforming type counts).
    let accepts: @Sendable (Any) -> Bool

    init<Kinds: ItemKinds>(_ kinds: Kinds) {
        itemTypeID = ObjectIdentifier(Kinds.Item.self)
        itemTypeName = TypeName.of(Kinds.Item.self)
        kind = { item in
            switch item {
            case let item as Kinds.Item: kinds.kind(of: item)
            default: nil
            }
        }
        accepts = { $0 is Kinds.Item }
        claims = { item in
            switch item {
            case let item as Kinds.Item: kinds.kinds(claiming: item)
            default: []
            }
        }
    }
}
