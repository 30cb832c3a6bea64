/// The protocol fallback's fast path: the conformance the runtime finds for the first item of a
/// type is reused for every later item of that type.
///
/// Why this exists: `item as? any P` asks the runtime for the type's conformance to `P` on every
/// item, a hashed lookup in its conformance cache that costs about twice what the rest of
/// dispatch does. Safe Swift cannot keep the witness table once found. But the layout of an
/// existential is fixed by the Swift ABI (`docs/ABI/TypeLayout.rst` in the Swift repository):
/// `Any` is a three-word value buffer followed by the value's type metadata, and an `any P` of
/// one protocol that is not class-bound is the same two followed by `P`'s witness table for that
/// type. So an `any P` is the item's `Any` with the table appended, and the value inside is
/// stored the same way in both (inline or boxed is decided by its type alone).
///
/// Every assumption is checked once per type against the runtime's own cast of the first item;
/// when a check fails, the items of that type take the ordinary cast instead.
extension CellViewModel {
    /// How items of the same dynamic type as `sample` reach this view model without a
    /// conformance lookup per item, or `nil` when ``CellViewModel/Model`` is not an existential
    /// that allows it (a class-bound protocol, a composition, a concrete type) or `sample` is not
    /// a model.
    ///
    /// The answer holds the witness table of `sample`'s type: the dispatcher uses it only from
    /// the slot of that type.
    func reusingConformanceUpdate(forItemsLike sample: Any) -> KnownTypeUpdate? {
        ExistentialLayout.witnessTable(of: sample, as: Model.self).map { .conformance(witnessTable: $0) }
    }
}

/// Checks on the layout of existential containers, for ``CellViewModel``'s reused conformance.
enum ExistentialLayout {
    /// The runtime's metadata kinds of a protocol existential and of a parameterised one
    /// (`any Collection<Int>`), from the ABI's `MetadataKind.def`.
    private static let existentialKinds: Set<UInt> = [0x303, 0x307]

    /// The witness table with which `sample` becomes a `Model`, when a `Model` is laid out as an
    /// `Any` followed by one witness table; `nil` otherwise.
    static func witnessTable<Model>(of sample: Any, as model: Model.Type) -> UnsafeRawPointer? {
        typealias Stamped = (Any, UnsafeRawPointer)
        guard MemoryLayout<Model>.size == MemoryLayout<Stamped>.size,
            MemoryLayout<Model>.alignment == MemoryLayout<Stamped>.alignment,
            existentialKinds.contains(metadataKind(of: model)),
            let cast = sample as? Model
        else { return nil }
        let sampleMetadata = unsafeBitCast(type(of: sample), to: UnsafeRawPointer.self)
        return withUnsafeBytes(of: cast) { bytes -> UnsafeRawPointer? in
            let metadataOffset = MemoryLayout<Any>.size - MemoryLayout<UnsafeRawPointer>.size
            // The runtime's own cast must hold the item's type where an `Any` holds it; otherwise
            // this `Model` is not the layout assumed above.
            guard bytes.load(fromByteOffset: metadataOffset, as: UnsafeRawPointer.self) == sampleMetadata
            else { return nil }
            return bytes.load(fromByteOffset: MemoryLayout<Any>.size, as: UnsafeRawPointer.self)
        }
    }

    /// The first word of a type's metadata: its kind (the ABI stores it there for every type
    /// that is not a class).
    static func metadataKind(of type: Any.Type) -> UInt {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    }
}
