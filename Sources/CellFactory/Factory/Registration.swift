/// One registered view model with its types erased: built once, at registration, from the
/// generic `VM`, so that dispatch needs no knowledge of `VM` afterwards.
struct Registration: Sendable {
    /// The model type the view model shows.
    let modelType: Any.Type
    /// `ObjectIdentifier(modelType)`: the key of the exact-type table.
    let modelTypeID: ObjectIdentifier
    /// Whether the model type is a class, so that subclasses of it dispatch here.
    let isClassModel: Bool
    /// Readable names, for messages only.
    let modelTypeName: String
    let viewModelTypeName: String
    /// Makes a fresh view model.
    let makeViewModel: @Sendable () -> any CellViewModel
    /// Whether a value is an instance of the model type (a subclass or a conforming type counts).
    let acceptsValue: @Sendable (Any) -> Bool
    /// Whether a type is the model type or a subtype of it (meaningful for class models).
    let acceptsType: @Sendable (Any.Type) -> Bool

    init<VM: CellViewModel>(_ makeViewModel: @escaping @Sendable () -> VM) {
        modelType = VM.Model.self
        modelTypeID = ObjectIdentifier(VM.Model.self)
        isClassModel = VM.Model.self is AnyClass
        modelTypeName = TypeName.of(VM.Model.self)
        viewModelTypeName = TypeName.of(VM.self)
        self.makeViewModel = makeViewModel
        acceptsValue = { $0 is VM.Model }
        acceptsType = { $0 is VM.Model.Type }
    }
}
