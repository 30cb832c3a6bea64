/// How the items of one dynamic type are dispatched.
enum Resolution: Sendable, Equatable {
    /// To the registration at this index.
    case registration(Int)
    /// The type is an `Optional`: unwrap the value and dispatch what is inside.
    case unwrapOptional
    /// No registration accepts the type.
    case unregistered
}

/// An immutable snapshot of the registrations, with the fallback answers cached per type.
///
/// Registering makes a new snapshot, so a render that started earlier keeps a consistent view:
/// it sees a view model registered meanwhile or it does not, never a half-updated table.
final class RegistryState: Sendable {
    let registrations: [Registration]
    /// Exact model type → registration. The O(1) path for every item whose type was registered.
    let exactResolutions: [ObjectIdentifier: Resolution]
    /// Subclass, protocol, `Optional` and "unregistered" answers, found once per dynamic type.
    fileprivate let fallbackCache = Locked<[ObjectIdentifier: Resolution]>([:])

    init(registrations: [Registration]) {
        self.registrations = registrations
        var exact: [ObjectIdentifier: Resolution] = [:]
        for (index, registration) in registrations.enumerated() {
            exact[registration.modelTypeID] = .registration(index)
        }
        exactResolutions = exact
    }

    static let empty = RegistryState(registrations: [])

    /// The resolution for a value, by its dynamic type; cached after the first value of a type.
    func resolution(for value: Any) -> Resolution {
        let typeID = ObjectIdentifier(type(of: value))
        if let exact = exactResolutions[typeID] { return exact }
        if let cached = fallbackCache.withLock({ $0[typeID] }) { return cached }
        let resolved = resolveUncached(value)
        fallbackCache.withLock { $0[typeID] = resolved }
        return resolved
    }

    /// Finds the registration for a value by a scan: used once per dynamic type, and again only
    /// for a value that a cached answer could not update (a type-erasing box such as `AnyHashable`).
    func resolveUncached(_ value: Any) -> Resolution {
        if type(of: value) is any OptionalUnwrapping.Type { return .unwrapOptional }
        let candidates = matchingRegistrations(for: value)
        guard let best = candidates.first else { return .unregistered }
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
    /// The cached fallback answer for a type, if one was found (for tests of the cache).
    func cachedResolution(for type: Any.Type) -> Resolution? {
        fallbackCache.withLock { $0[ObjectIdentifier(type)] }
    }
}
