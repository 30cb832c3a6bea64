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
    /// Whether one view model per registration serves every item (a render pass), or each item
    /// gets a fresh one that it keeps (the rows of a ``CellSection``).
    private let reusesViewModels: Bool
    private var resolutions: [ObjectIdentifier: Resolution]
    private static let recentSlotCount = 16  // 2^4: `slots(for:)` takes 4 bits per choice
    /// A list mixes a handful of types, so a few slots picked by the type's address answer almost
    /// every item without hashing; the dictionary answers the rest.
    private var recent = [RecentType](repeating: RecentType(), count: recentSlotCount)
    private var viewModels: [(any CellViewModel)?]
    /// Per dynamic type reaching the view model of a superclass or a protocol: its update without
    /// a cast per item (see `reusingUpcastUpdate` and `reusingConformanceUpdate`), or `nil` when it
    /// cannot have one.
    private var knownTypeUpdates: [ObjectIdentifier: KnownTypeUpdate?] = [:]
    private let placeholderViewModel = PlaceholderViewModel(
        Placeholder(reason: .nilItem, location: .item(CellIndexPath(item: 0)))
    )

    /// How many items were left out under ``UnregisteredItemPolicy/skip`` so far.
    public private(set) var skippedCount = 0

    init(state: RegistryState, policy: UnregisteredItemPolicy, reusesViewModels: Bool = true) {
        self.state = state
        self.policy = policy
        self.reusesViewModels = reusesViewModels
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
        if let ready = readyViewModelAnswer(for: item) { return .viewModel(ready) }
        return try resolveAndDispatch(item, at: location)
    }

    /// The configured view model for an item, or `nil` when the policy skips it.
    ///
    /// The same as ``dispatch(_:at:)`` without the ``DispatchResult``, for a caller that only
    /// counts skipped items (see ``skippedCount``): the render loop, where building and
    /// destroying the result for every row shows.
    ///
    /// - Parameters:
    ///   - item: The item, of any type.
    ///   - location: Where the item stands, for placeholders and errors.
    /// - Returns: A registered view model, or a ``PlaceholderViewModel``; `nil` under
    ///   ``UnregisteredItemPolicy/skip`` when no view model shows the item.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    public mutating func viewModel(for item: Any, at location: CellLocation) throws(CellFactoryError)
        -> (any CellViewModel)?
    {
        if let ready = readyViewModelAnswer(for: item) { return ready }
        return try resolveAndDispatch(item, at: location).viewModel
    }

    /// Lends the configured view model for an item to `body`: what ``viewModel(for:at:)``
    /// answers, for the render loop.
    ///
    /// A view model that the dispatcher keeps ready is lent without a retain and a release,
    /// which every answer that is returned costs, and the list render counts them.
    ///
    /// - Parameters:
    ///   - item: The item, of any type.
    ///   - location: Where the item stands, for placeholders and errors.
    ///   - body: What to do with the view model; it must not keep it past the next dispatch.
    /// - Returns: `false` when ``UnregisteredItemPolicy/skip`` leaves the item out; `body` is then
    ///   not called.
    /// - Throws: ``CellFactoryError/Code/unregisteredItem`` under ``UnregisteredItemPolicy/error``.
    package mutating func withViewModel(
        for item: Any, at location: CellLocation, _ body: (any CellViewModel) -> Void
    ) throws(CellFactoryError) -> Bool {
        if let ready = readyViewModel(for: item) {
            ready._withUnsafeGuaranteedRef { body($0.viewModel) }
            return true
        }
        guard let viewModel = try resolveAndDispatch(item, at: location).viewModel else { return false }
        body(viewModel)
        return true
    }

    /// What ``dispatch(_:at:)`` answers when no ready view model took the item.
    private mutating func resolveAndDispatch(_ item: Any, at location: CellLocation) throws(CellFactoryError)
        -> DispatchResult
    {
        switch resolveAndConfigure(item) {
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

    /// Why dispatch found no registered view model for an item.
    enum Unshown: Error, Equatable {
        /// The item is `nil` (possibly under several `Optional` layers).
        case nilItem
        /// No registration accepts the (unwrapped) item's type, named here.
        case unregisteredType(String)

        var reason: PlaceholderReason {
            switch self {
            case .nilItem: return .nilItem
            case .unregisteredType(let typeName): return .unregisteredType(typeName)
            }
        }
    }

    /// The configured registered view model for an item, or why there is none.
    mutating func registeredViewModelOrReason(for item: Any) -> Result<any CellViewModel, Unshown> {
        if let ready = readyViewModelAnswer(for: item) { return .success(ready) }
        return resolveAndConfigure(item)
    }

    /// The common case, kept short: the item's type was seen recently and its view model is
    /// ready, so one typed update is all that is left to do. `nil` sends the item down the
    /// general path.
    ///
    /// The answer is not retained: the slot it came from keeps it alive until the slot is
    /// filled again, which only the general path does.
    private mutating func readyViewModel(for item: Any) -> Unmanaged<ReadyViewModel>? {
        let typeID = AnyWords.typeID(of: item)
        guard let slot = recentSlot(of: typeID), let ready = recent[slot].unretainedReady,
            ready._withUnsafeGuaranteedRef({ $0.update(with: item) })
        else { return nil }
        return ready
    }

    /// ``readyViewModel(for:)``'s view model, as an answer to return (retained once, as every
    /// returned answer is).
    private mutating func readyViewModelAnswer(for item: Any) -> (any CellViewModel)? {
        readyViewModel(for: item)?._withUnsafeGuaranteedRef { $0.viewModel }
    }

    /// The general path: `Optional` layers, a type not seen recently, a fresh view model.
    private mutating func resolveAndConfigure(_ item: Any) -> Result<any CellViewModel, Unshown> {
        var value = item
        while true {
            let typeID = ObjectIdentifier(type(of: value))
            let slot: Int
            let resolution: Resolution
            if let known = recentSlot(of: typeID) {
                slot = known
                resolution = recent[slot].resolution
            } else {
                slot = slotToFill(for: typeID)
                if let known = resolutions[typeID] {
                    resolution = known
                } else {
                    resolution = state.resolution(for: value)
                    resolutions[typeID] = resolution
                }
                recent[slot] = RecentType(typeID: typeID, resolution: resolution)
            }
            switch resolution {
            case .registration(let index):
                if let viewModel = configuredViewModel(index, with: value) {
                    if reusesViewModels {
                        recent[slot].ready = ReadyViewModel(
                            viewModel,
                            knownTypeUpdate: knownTypeUpdate(
                                of: viewModel, index, forItemsLike: value, typeID: typeID))
                    }
                    return .success(viewModel)
                }
                // The cached answer does not fit this value (a type-erasing box such as
                // `AnyHashable` holds different types): try every registration that accepts it.
                for candidate in state.matchingRegistrations(for: value) where candidate != index {
                    if let viewModel = configuredViewModel(candidate, with: value) {
                        return .success(viewModel)
                    }
                }
                return .failure(.unregisteredType(TypeName.ofValue(value)))
            case .unwrapOptional:
                guard let wrapped = (value as? any OptionalUnwrapping)?.unwrappedValue else {
                    return .failure(.nilItem)
                }
                value = wrapped
            case .unregistered:
                return .failure(.unregisteredType(TypeName.ofValue(value)))
            }
        }
    }

    /// The two slots a type may use: bits of its address times a large odd constant (Fibonacci
    /// hashing), so that metadata laid out at regular strides does not share slots. A second
    /// choice keeps two of a list's few types from evicting each other on every item.
    private static func slots(for typeID: ObjectIdentifier) -> (first: Int, second: Int) {
        let mixed = UInt64(UInt(bitPattern: typeID)) &* 0x9E37_79B9_7F4A_7C15
        return (Int(truncatingIfNeeded: mixed >> 60), Int(truncatingIfNeeded: (mixed >> 56) & 0xF))
    }

    /// The slot that holds a type, if either of its two does.
    ///
    /// Always inlined: as a call, the whole dispatcher was copied to the stack on every item to
    /// pass it as `self`.
    @inline(__always)
    private func recentSlot(of typeID: ObjectIdentifier) -> Int? {
        let (first, second) = Self.slots(for: typeID)
        if recent[first].typeID == typeID { return first }
        if recent[second].typeID == typeID { return second }
        return nil
    }

    /// Where to keep a new type: whichever of its two slots is empty, else the first.
    private func slotToFill(for typeID: ObjectIdentifier) -> Int {
        let (first, second) = Self.slots(for: typeID)
        return recent[first].typeID != nil && recent[second].typeID == nil ? second : first
    }

    private mutating func configuredViewModel(_ index: Int, with value: Any) -> (any CellViewModel)? {
        let viewModel: any CellViewModel
        if let reused = viewModels[index] {
            viewModel = reused
        } else {
            viewModel = state.registrations[index].makeViewModel()
            if reusesViewModels { viewModels[index] = viewModel }
        }
        do {
            try viewModel.updateData(value)
            return viewModel
        } catch {
            return nil
        }
    }

    /// The update without a cast per item, for a reused view model registered for a superclass
    /// or a protocol of `value`'s type (`typeID`); found once per type.
    private mutating func knownTypeUpdate(
        of viewModel: any CellViewModel, _ index: Int, forItemsLike value: Any, typeID: ObjectIdentifier
    ) -> KnownTypeUpdate? {
        let registration = state.registrations[index]
        guard registration.modelTypeID != typeID else { return nil }
        if let known = knownTypeUpdates[typeID] { return known }
        let update =
            registration.isClassModel
            ? viewModel.reusingUpcastUpdate(forItemsLike: value)
            : viewModel.reusingConformanceUpdate(forItemsLike: value)
        knownTypeUpdates[typeID] = update
        return update
    }

    private mutating func unregistered(_ placeholder: Placeholder) throws(CellFactoryError) -> DispatchResult
    {
        switch policy {
        case .placeholder:
            guard reusesViewModels else { return .viewModel(PlaceholderViewModel(placeholder)) }
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
    /// Whether items of a type reach the view model of their superclass or protocol without a
    /// cast each (for tests of those fast paths).
    func hasKnownTypeUpdate(for type: Any.Type) -> Bool {
        knownTypeUpdates[ObjectIdentifier(type)].map { $0 != nil } ?? false
    }

    /// The protocol view models that tie for an item: the one used and the others, or `nil` when
    /// the item's exact type or a class decides, or fewer than two registrations accept it.
    func protocolTie(for item: Any) -> (chosen: String, others: [String])? {
        let matches = state.matchingRegistrations(for: item)
        guard matches.count > 1 else { return nil }
        let first = state.registrations[matches[0]]
        guard !first.isClassModel, first.modelTypeID != ObjectIdentifier(type(of: item)) else { return nil }
        let names = matches.map { state.registrations[$0].viewModelTypeName }
        return (names[0], Array(names.dropFirst()))
    }
}

/// One slot of the dispatcher's recent types: a type, its answer, and its view model once ready.
private struct RecentType {
    var typeID: ObjectIdentifier?
    var resolution: Resolution
    /// The reused view model of the registration, set after the first item of the type.
    var ready: ReadyViewModel? {
        didSet { unretainedReady = ready.map { Unmanaged.passUnretained($0) } }
    }
    /// The same as ``ready``, which keeps it alive, to use it without retaining it on every item.
    private(set) var unretainedReady: Unmanaged<ReadyViewModel>?

    init(typeID: ObjectIdentifier? = nil, resolution: Resolution = .unregistered) {
        self.typeID = typeID
        self.resolution = resolution
    }
}
