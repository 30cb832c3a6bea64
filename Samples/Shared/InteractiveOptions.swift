public import TextTerminal

/// The options the samples share for their interactive list: `--interactive`, `--choose`,
/// `--multi`, `--height` and `--no-mouse`.
public struct InteractiveOptions: Hashable, Sendable {
    /// `--interactive`: browse the list.
    public var browse = false
    /// `--choose`: choose an item, and write it to standard output.
    public var choose = false
    /// `--multi`: choose any number of items (with `--choose`).
    public var multiple = false
    /// `--height N` or `--height N%`: the lines the list takes below the cursor.
    public var height = InteractiveTerminal.Height.fullScreen
    /// Whether the mouse works in the list (`--no-mouse` turns it off).
    public var mouse = true

    /// Options for a list printed once.
    public init() {}

    /// The keys of the interactive list, as both samples' `--help` shows them: the one key map
    /// of `ListModel`, for browsing and choosing.
    public static let keysHelp = """
            Up/Down, k/j        move the highlight        Page Up/Down  a screen at a time
            Ctrl-P/N, Ctrl-K/J  move the highlight        Home/End      first or last row
            Enter               select the row; with --choose, choose it (or the marked rows)
            /                   type a query              Ctrl-U        clear the query
            Esc                 clear the query and close its line; with neither, quit
            q, Ctrl-C           quit                      Tab, Shift-Tab  mark, unmark (--multi)
            Alt-A, Alt-D        mark every match, unmark all (--multi)
          In the query, Left/Right and Ctrl-A/Ctrl-E move, Backspace and Ctrl-W delete; Enter
          closes it when browsing, Tab when choosing one (with --multi, Esc). The mouse wheel
          moves, a click highlights a row (with --multi, in the second column it marks the
          row), and a double click acts as Enter.
        """

    /// Whether the list is interactive: browsed or chosen from.
    public var isInteractive: Bool { browse || choose }

    /// Whether the program runs the list interactively: always to choose, and to browse when
    /// standard output is a terminal (otherwise the list is printed once).
    ///
    /// - Parameter outputIsTerminal: Whether standard output is a terminal.
    public func runsInteractively(outputIsTerminal: Bool) -> Bool {
        choose || (browse && outputIsTerminal)
    }

    /// How the list is made to choose.
    public var choice: ListModel.Choice { choose ? (multiple ? .multiple : .single) : .off }

    /// Takes an argument that is one of these options.
    ///
    /// - Parameters:
    ///   - argument: The argument.
    ///   - scanner: The scanner, to read the option's value.
    /// - Returns: Whether the argument was one of these options.
    /// - Throws: ``UsageError`` for a value that is not valid.
    public mutating func take(_ argument: ArgumentScanner.Argument, from scanner: inout ArgumentScanner)
        throws(UsageError) -> Bool
    {
        switch argument {
        case .option("--interactive"): browse = true
        case .option("--choose"): choose = true
        case .option("--multi"): multiple = true
        case .option("--no-mouse"): mouse = false
        case .option("--height"):
            let text = try scanner.value(for: "--height")
            let isPercent = text.hasSuffix("%")
            guard let number = Int(isPercent ? String(text.dropLast()) : text), number >= 1,
                !isPercent || number <= 100
            else {
                throw UsageError(
                    "--height must be a number of lines (at least 1) or a percentage, not '\(text)'")
            }
            height = isPercent ? .percent(number) : .lines(number)
        default:
            return false
        }
        return true
    }

    /// Checks that the options go together.
    ///
    /// - Throws: ``UsageError`` when `--multi` comes without `--choose`, or `--height` or
    ///   `--no-mouse` without an interactive list.
    public func validate() throws(UsageError) {
        if multiple && !choose { throw UsageError("--multi needs --choose") }
        if !isInteractive && (height != .fullScreen || !mouse) {
            throw UsageError("--height and --no-mouse need --interactive or --choose")
        }
    }
}
