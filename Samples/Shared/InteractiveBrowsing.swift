public import CellFactory
public import TextCells
public import TextTerminal

/// What the samples' `--interactive` does: a searchable list browsed full screen on the
/// terminal.
public enum InteractiveBrowsing {
    /// An empty searchable list styled as `--color` says for a terminal.
    ///
    /// The list takes the terminal's size when it runs; `--width` only sets the width used before
    /// then.
    ///
    /// - Parameters:
    ///   - view: The view whose cells draw the rows.
    ///   - display: The display options given (`--color`, `--width`).
    ///   - environment: The process environment (`NO_COLOR`).
    ///   - bindings: Keys that send actions to the highlighted row.
    @MainActor
    public static func makeList(
        view: CollectionView, display: DisplayOptions, environment: [String: String],
        bindings: [Character: CellAction] = [:]
    ) -> SearchableList {
        SearchableList(
            view: view, width: display.width ?? 80, height: 24,
            styling: Terminal.stylingEnabled(display.color, environment: environment, isTerminal: true),
            bindings: bindings)
    }

    /// Shows a list on the terminal until the user quits, while a task fills it; the task is
    /// cancelled on every way out, and what it found is returned once it has ended.
    ///
    /// - Parameters:
    ///   - list: The list; items may still be arriving.
    ///   - filling: The task that appends the items, and says how the input ended.
    ///   - terminal: The terminal, `/dev/tty` unless a test gives another.
    /// - Returns: The exit status (0 when the user quit or the terminal went away, `128 + signal`
    ///   after a signal), and the filling task's result.
    /// - Throws: ``TerminalError`` when the terminal cannot be used.
    @MainActor
    public static func run<Outcome: Sendable>(
        _ list: SearchableList, filledBy filling: Task<Outcome, Never>, terminal: String
    ) async throws(TerminalError) -> (status: Int32, outcome: Outcome) {
        defer { filling.cancel() }
        let status: Int32
        switch try await InteractiveTerminal.run(list, terminal: terminal) {
        case .quit, .endOfInput: status = 0
        case .signal(let number): status = 128 + number
        }
        filling.cancel()
        return (status, await filling.value)
    }
}
