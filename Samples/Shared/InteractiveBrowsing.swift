public import CellFactory
public import TextCells
public import TextTerminal

/// What the samples' `--interactive` and `--choose` do: a searchable list on the terminal,
/// browsed or chosen from.
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
    ///   - choice: Whether the user chooses items, and how many.
    ///   - bindings: Keys that send actions to the highlighted row.
    @MainActor
    public static func makeList(
        view: CollectionView, display: DisplayOptions, environment: [String: String],
        choice: ListModel.Choice = .off, bindings: [Character: CellAction] = [:]
    ) -> InteractiveList {
        InteractiveList(
            view: view, width: display.width ?? 80, height: 24,
            styling: Terminal.stylingEnabled(display.color, environment: environment, isTerminal: true),
            choice: choice, bindings: bindings)
    }

    /// Shows a list on the terminal until the user quits, while a task fills it; the task is
    /// cancelled on every way out, and what it found is returned once it has ended.
    ///
    /// - Parameters:
    ///   - list: The list; items may still be arriving.
    ///   - filling: The task that appends the items, and says how the input ended.
    ///   - terminal: The terminal, `/dev/tty` unless a test gives another.
    ///   - options: The height and the mouse.
    /// - Returns: The exit status, and the filling task's result. Browsing, 0 when the user quit
    ///   or the terminal went away; choosing, 0 when the user chose (the list's `chosenItems`)
    ///   and 130 otherwise, as fzf does; `128 + signal` after a signal.
    /// - Throws: ``InteractiveRunError`` when the terminal cannot be opened, switched or written.
    @MainActor
    public static func run<Outcome: Sendable>(
        _ list: InteractiveList, filledBy filling: Task<Outcome, Never>, terminal: String,
        options: InteractiveOptions = InteractiveOptions()
    ) async throws(InteractiveRunError) -> (status: Int32, outcome: Outcome) {
        defer { filling.cancel() }
        let status: Int32
        switch try await InteractiveTerminal.run(
            list, terminal: terminal, height: options.height, mouse: options.mouse)
        {
        case .chosen: status = 0
        case .quit, .endOfInput: status = list.model.choice == .off ? 0 : 130
        case .signal(let number): status = 128 + number
        }
        filling.cancel()
        return (status, await filling.value)
    }
}
