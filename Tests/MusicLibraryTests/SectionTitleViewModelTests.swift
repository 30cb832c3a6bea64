import CellFactory
import CellFactoryTesting
import MusicLibraryCells
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

    @Test("keeps the view-model contract, judged by the row its cell draws")
    func contract() {
        expectViewModelContract(
            SectionTitleViewModel.init,
            samples: [
                SectionTitle("Albums", count: 3), SectionTitle("Tracks", count: 2, searchTerm: "numb"),
                SectionTitle("Tracks", count: 0, searchTerm: "xyz"),
            ],
            drawnBy: SectionTitleCell.self)
    }

    @Test("the title spans the full width")
    func row() throws {
        let title = SectionTitle("Tracks", count: 2, searchTerm: "numb")
        let text = try renderRow(
            of: SectionTitleViewModel(), showing: title, in: SectionTitleCell.self, width: 40)
        expectSnapshot(text, named: "row-section-title-40")
    }
}
