/// How items of one dynamic type reach a view model registered for a supertype of it (a
/// superclass or a protocol) without the runtime cast per item that `updateData` would make.
///
/// The dispatcher finds one per dynamic type, from the first item of that type, after the
/// ordinary cast of that item has succeeded, and uses it only for items of that type. Each item
/// is laid out as a model in memory from its own bytes (see ``layOut(_:in:)``) and lent to the
/// view model with `_update(lendingModelAt:)`: no copy of the item, so no retain and release.
enum KnownTypeUpdate {
    /// An instance of a subclass, which is its superclass's model as it is.
    case upcast
    /// A value whose type conforms to the model protocol: its `Any` with this witness table after
    /// it is the protocol's existential.
    case conformance(witnessTable: UnsafeRawPointer)

    /// The bytes every model image has room for: an `Any` and one witness table.
    static let imageLayout = MemoryLayout<(Any, UnsafeRawPointer)>.self

    /// Writes an item's bytes laid out as the model into `image`.
    ///
    /// - Parameters:
    ///   - item: An item of the dynamic type this answer was found for.
    ///   - image: Memory of ``imageLayout``, which never owns what it holds.
    func layOut(_ item: Any, in image: UnsafeMutableRawPointer) {
        switch self {
        case .upcast:
            // An `Any` holds an instance as its first word: the reference, which is the model.
            image.storeBytes(of: AnyWords.of(item).0, as: UInt.self)
        case .conformance(let witnessTable):
            // Two pairs of words, the widths in which the view model's move of an existential
            // reads them back (16, 16, then 8 bytes on x86-64, where this was measured). A load
            // that spans two narrower stores cannot be forwarded from them and waits until they
            // reach the cache: written word by word, the image cost the protocol fallback an
            // eighth of its time.
            let pairs = AnyWords.pairs(of: item)
            image.storeBytes(of: pairs.0, as: AnyWords.WordPair.self)
            image.storeBytes(
                of: pairs.1, toByteOffset: MemoryLayout<AnyWords.WordPair>.size, as: AnyWords.WordPair.self)
            image.storeBytes(
                of: witnessTable, toByteOffset: MemoryLayout<Any>.size, as: UnsafeRawPointer.self)
        }
    }
}

/// The words of an `Any`: a three-word value buffer, then the value's type (the Swift ABI's
/// layout of an existential container, `docs/ABI/TypeLayout.rst` in the Swift repository).
enum AnyWords {
    /// The four words, as plain bits.
    typealias Words = (UInt, UInt, UInt, UInt)

    /// The words of an item, read without a copy of its value (no retain).
    ///
    /// - Parameter item: Any value; `as Any` keeps it from being opened to its own type.
    static func of(_ item: Any) -> Words {
        unsafeBitCast(item as Any, to: Words.self)
    }

    /// Two words side by side: the width of one vector register.
    typealias WordPair = SIMD2<UInt>

    /// The words of an item as two pairs, read without a copy of its value (no retain).
    ///
    /// - Parameter item: Any value; `as Any` keeps it from being opened to its own type.
    static func pairs(of item: Any) -> (WordPair, WordPair) {
        unsafeBitCast(item as Any, to: (WordPair, WordPair).self)
    }

    /// The runtime's metadata kinds of a struct, an enum and an `Optional` (the ABI's
    /// `MetadataKind.def`): for these, the type an `Any` holds is the value's own.
    private static let kindsHeldAsThemselves: ClosedRange<UInt> = 0x200...0x202

    /// `ObjectIdentifier(type(of: item))`, read from the item's `Any` when its value is a struct
    /// or an enum, without the runtime's call.
    ///
    /// The runtime has to look further for a class instance (held as the type it was stored as,
    /// which may be a superclass of its own) and for the other kinds of type, so those still ask
    /// it.
    ///
    /// - Parameter item: Any value.
    static func typeID(of item: Any) -> ObjectIdentifier {
        let heldType = unsafeBitCast(of(item).3, to: Any.Type.self)
        guard kindsHeldAsThemselves.contains(ExistentialLayout.metadataKind(of: heldType)) else {
            return ObjectIdentifier(type(of: item))
        }
        return ObjectIdentifier(heldType)
    }
}
