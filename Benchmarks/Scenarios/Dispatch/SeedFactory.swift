import CellFactory

/// The seed's factory: for every item, the item's type name is compared with the model type name
/// of each registered view model in turn, and the first match is updated through `updateData`.
struct SeedFactory {
    /// A registered view model and the name of the model type it shows.
    struct Entry {
        let modelTypeName: String
        let viewModel: any CellViewModel

        init<ViewModel: CellViewModel>(_ viewModel: ViewModel) {
            modelTypeName = String(describing: ViewModel.Model.self)
            self.viewModel = viewModel
        }
    }

    let entries: [Entry]

    /// The configured view model for an item, or `nil` when no name matches.
    func viewModel(for item: Any) -> (any CellViewModel)? {
        let typeName = String(describing: type(of: item))
        for entry in entries where entry.modelTypeName == typeName {
            guard (try? entry.viewModel.updateData(item)) != nil else { return nil }
            return entry.viewModel
        }
        return nil
    }
}
