/// One registered view model with its types erased once, here: dispatch afterwards needs no
/// knowledge of the view model's type or of its model's.
struct Registration: Sendable {
    /// The type of the items this registration shows: the view model's model type, or the item
    /// type of a registration with a conversion.
    let modelType: Any.Type
    /// `ObjectIdentifier(modelType)`: the key of the exact-type table.
    let modelTypeID: ObjectIdentifier
    /// Whether the model type is a class, so that subclasses of it dispatch here.
    let isClassModel: Bool
    /// The kind of the model type's items this registration shows, when the type's items are
    /// told apart by ``ItemKinds``; `nil` for the type's own registration.
    let kind: String?
    /// Readable names, for messages only.
    let modelTypeName: String
    let viewModelTypeName: String
    /// Makes a fresh view model, with its update from an item of unknown type.
    let makeViewModel: @Sendable () -> BoundViewModel
    /// Whether a value is an instance of the model type (a subclass or a conforming type counts).
    let acceptsValue: @Sendable (Any) -> Bool
    /// Whether a type is the model type or a subtype of it (meaningful for class models).
    let acceptsType: @Sendable (Any.Type) -> Bool
    /// Whether a view model is one this registration makes, so ``update`` can take it.
    let madeViewModel: @Sendable (any CellViewModel) -> Bool
    /// Updates a view model this registration made with an item, as a fresh one would be
    /// updated; `false` when the view model is not one of its own or refuses the item.
    let update: @Sendable (any CellViewModel, Any) -> Bool
    /// The text a list is searched by for an item of the model type.
    let searchText: @Sendable (Any) -> String

    /// A registration that shows items of `Item` with view models from `makeViewModel`, each
    /// bound to its update from an item by `bind`.
    init<Item, VM: CellViewModel>(
        showing item: Item.Type, kind: String? = nil, with makeViewModel: @escaping @Sendable () -> VM,
        searchText: (@Sendable (Item) -> String)? = nil,
        bind: @escaping @Sendable (VM) -> (Any) -> Bool
    ) {
        modelType = Item.self
        modelTypeID = ObjectIdentifier(Item.self)
        self.kind = kind
        isClassModel = Item.self is AnyClass
        modelTypeName = TypeName.of(Item.self)
        viewModelTypeName = TypeName.of(VM.self)
        self.makeViewModel = {
            let viewModel = makeViewModel()
            return BoundViewModel(viewModel, update: bind(viewModel))
        }
        acceptsValue = { $0 is Item }
        acceptsType = { $0 is Item.Type }
        // Exactly this view model type: a subclass may belong to another registration.
        madeViewModel = { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(VM.self) }
        if let searchText {
            self.searchText = { item in
                // A `case` pattern casts straight into an `Item`: `as?` would make an
                // `Optional<Item>`, whose metadata this generic code looks up on every call.
                switch item {
                case let item as Item: return searchText(item)
                default: return String(describing: item)
                }
            }
        } else {
            self.searchText = { item in String(describing: item) }
        }
        update = { viewModel, item in
            guard let viewModel = viewModel as? VM else { return false }
            return bind(viewModel)(item)
        }
    }

    /// The registration of a view model for its own model type: items go through its
    /// ``CellViewModel/updateData(_:)``, which holds the cast.
    init<VM: CellViewModel>(
        _ makeViewModel: @escaping @Sendable () -> VM, kind: String? = nil,
        searchText: (@Sendable (VM.Model) -> String)? = nil
    ) {
        self.init(showing: VM.Model.self, kind: kind, with: makeViewModel, searchText: searchText) {
            viewModel in
            { item in
                do {
                    try viewModel.updateData(item)
                    return true
                } catch {
                    return false
                }
            }
        }
    }
}
