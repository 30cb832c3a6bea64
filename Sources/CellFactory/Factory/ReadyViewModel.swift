/// A reused view model that the dispatcher hands items of one type, and how it takes them.
///
/// An object of constants, so that the dispatcher can reach it through an unretained reference
/// (`Unmanaged`) and use them without a retain and release on every item: neither a protocol
/// existential nor an optional of one can be lent that way.
final class ReadyViewModel {
    /// The view model, configured by each item of the type.
    let viewModel: any CellViewModel
    /// How the view model takes an item of a superclass or protocol fallback without a cast, and
    /// where each such item is laid out as a model (allocated once); `nil` for every other
    /// registration, which needs no memory of its own.
    private let knownType: (update: KnownTypeUpdate, image: UnsafeMutableRawPointer)?

    init(_ viewModel: any CellViewModel, knownTypeUpdate: KnownTypeUpdate?) {
        self.viewModel = viewModel
        knownType = knownTypeUpdate.map { update in
            let layout = KnownTypeUpdate.imageLayout
            return (update, .allocate(byteCount: layout.size, alignment: layout.alignment))
        }
    }

    deinit { knownType?.image.deallocate() }

    /// Shows an item of the type this view model is ready for; `false` when it does not take it
    /// (a type-erasing box such as `AnyHashable` can hold another type).
    func update(with item: Any) -> Bool {
        if let knownType {
            knownType.update.layOut(item, in: knownType.image)
            viewModel._update(lendingModelAt: knownType.image)
            return true
        }
        do {
            try viewModel.updateData(item)
            return true
        } catch {
            return false
        }
    }
}
