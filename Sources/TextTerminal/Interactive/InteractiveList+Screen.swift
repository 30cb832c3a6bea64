public import CellFactory
import Observation

extension InteractiveList {
    /// Removes every item and section, and stops following a screen (``show(_:)``): the list
    /// starts again, without marks, and its spinner turns until ``finishInput()``. The query
    /// stays, and applies to the items added next.
    public func removeAll() {
        screen = nil
        screenGeneration += 1
        clearItems()
    }

    private func clearItems() {
        clearContent()
        changed(by: .cleared)
    }

    /// Browses a screen view model: each of its sections becomes a section of the list, under
    /// the section's header as its heading, with the section's items as rows. The list follows
    /// the screen: when its sections change, they are shown again (the highlight stays on its
    /// row while the row is there; marks are cleared), and once it is not loading, input is
    /// finished.
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
        let selectedRow = model.selectedItem.flatMap { $0 < screenRowIDs.count ? screenRowIDs[$0] : nil }
        clearItems()
        let (sections, isLoading) = withObservationTracking {
            (screen.sections.map { (heading: $0.header?.item, rows: $0.rows) }, screen.isLoading)
        } onChange: { [weak self] in
            Task { @MainActor [weak self] in
                guard let self, self.screenGeneration == generation else { return }
                self.screenGeneration += 1
                self.reloadScreen()
            }
        }
        screenRowIDs = sections.flatMap { $0.rows.map(\.id) }
        for section in sections {
            startSection(heading: section.heading)
            append(contentsOf: section.rows.map(\.item))
        }
        if let selectedRow, let item = screenRowIDs.firstIndex(of: selectedRow) { highlight(item: item) }
        if !isLoading { finishInput() }
    }
}
