public import CellFactory
import Observation
import TextCells

extension InteractiveList {
    /// Removes every item and section; the query stays, and applies to the items added next.
    public func removeAll() {
        content = ListContent()
        texts = SearchTexts()
        changed(by: .cleared)
    }

    /// Browses a screen view model: each of its sections becomes a section of the list, under
    /// the section's header as its heading, with the section's items as rows. The list follows
    /// the screen: when its sections change, they are shown again, and once it is not loading,
    /// input is finished.
    ///
    /// The rows on screen get view models of their own (so content loads as they come on
    /// screen); what the screen's sections hold is only read. The screen's `error` is left to the
    /// host, which knows how to word it (``status`` shows it).
    ///
    /// - Parameter screen: The screen; start its first request before showing it, so that the
    ///   list waits for it.
    public func show(_ screen: some ScreenViewModel) {
        self.screen = screen
        screenGeneration += 1
        reloadScreen()
    }

    private func reloadScreen() {
        guard let screen else { return }
        let generation = screenGeneration
        removeAll()
        let (sections, isLoading) = withObservationTracking {
            (screen.sections.map { (heading: $0.header?.item, items: $0.rows.map(\.item)) }, screen.isLoading)
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in
                guard let self, self.screenGeneration == generation else { return }
                self.screenGeneration += 1
                self.reloadScreen()
            }
        }
        for section in sections {
            startSection(heading: section.heading)
            append(contentsOf: section.items)
        }
        if !isLoading { finishInput() }
    }
}
