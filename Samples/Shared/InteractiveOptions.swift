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

    /// Whether the list is interactive: browsed or chosen from.
    public var isInteractive: Bool { browse || choose }

    /// How the list is made to choose.
    public var choice: SearchableList.Choice { choose ? (multiple ? .multiple : .single) : .off }

    /// The help text of these options, aligned with the samples' others.
    public static let usage = """
          --interactive          Browse the list on the terminal (see INTERACTIVE).
          --choose               Choose an item on the terminal and write it to standard
                                 output (see CHOOSING).
          --multi                With --choose, choose any number of items: Tab marks.
          --height N|N%          Draw the list in N lines (or N% of the terminal) below
                                 the cursor, not full screen; erased on the way out.
          --no-mouse             Ignore the mouse (the wheel, clicks and double clicks
                                 work otherwise).
        """

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
