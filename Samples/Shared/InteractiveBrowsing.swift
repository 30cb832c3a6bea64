public import CellFactory
public import TextCells
import TextTerminal

/// What the samples' `--interactive` does: a screen browsed full screen on the terminal.
public enum InteractiveBrowsing {
    /// Shows a screen as an ``InteractiveList`` on the terminal until the user quits.
    ///
    /// The list takes the terminal's size when it starts; `--width` only sets the width used
    /// before then. Styling follows `--color`, as on any terminal.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - view: The view whose cells draw its rows.
    ///   - display: The display options given (`--color`, `--width`).
    ///   - environment: The process environment (`NO_COLOR`).
    ///   - bindings: Keys that send actions to the selected row.
    ///   - filter: Applies the filter's text to the screen.
    ///   - terminal: The terminal, `/dev/tty` unless a test gives another.
    /// - Returns: The exit status: 0 when the user quit or the terminal went away, `128 + signal`
    ///   after a signal.
    /// - Throws: ``TerminalError`` when the terminal cannot be used.
    @MainActor
    public static func run(
        _ screen: any ScreenViewModel, view: CollectionView, display: DisplayOptions,
        environment: [String: String], bindings: [Character: CellAction] = [:],
        filter: @escaping (String) throws -> Void, terminal: String
    ) async throws(TerminalError) -> Int32 {
        let live = LiveCollectionView(
            view: view, screen: screen, width: display.width ?? 80,
            styling: Terminal.stylingEnabled(display.color, environment: environment, isTerminal: true))
        let list = InteractiveList(live: live, height: 24, bindings: bindings, filter: filter)
        switch try await InteractiveTerminal.run(list, terminal: terminal) {
        case .quit, .endOfInput: return 0
        case .signal(let number): return 128 + number
        }
    }
}
