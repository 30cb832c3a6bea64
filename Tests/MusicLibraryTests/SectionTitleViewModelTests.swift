import CellFactory
import MusicLibraryViewModels
import Testing

@Suite("Section title view model")
struct SectionTitleViewModelTests {
    @Test(
        "says what is listed, how many, and the search",
        arguments: [
            (SectionTitle("Albums", count: 3), "Albums (3)"),
            (SectionTitle("Albums", count: 0), "Albums (0)"),
            (SectionTitle("Tracks", count: 2, searchTerm: "numb"), "Tracks matching \"numb\" (2)"),
            (SectionTitle("Tracks", count: 0, searchTerm: "xyz"), "No tracks match \"xyz\""),
        ])
    func text(title: SectionTitle, expected: String) {
        let viewModel = SectionTitleViewModel()
        viewModel.update(with: title)
        #expect(viewModel.text == expected)
        #expect(viewModel.size == .fullWidth(lines: 1))
        #expect(viewModel.identifier == "sectionTitle")
    }
}
