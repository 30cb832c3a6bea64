public import SampleSupport
public import TextCells

/// The parsed command line of `mixed-list`.
public struct MixedListOptions: Hashable, Sendable {
    /// `--layout`, `--width`, `--color` and `--help`.
    public var display = DisplayOptions(layout: .list)
    /// How wide East Asian Ambiguous characters are drawn by the terminal.
    public var ambiguousWidth: AmbiguousWidth = .narrow
    /// The input: a path, `-` for standard input, or `nil` for the built-in list.
    public var input: String?

    /// Creates the defaults.
    public init() {}

    /// The usage text printed by `--help`.
    public static let usage = """
        USAGE: mixed-list [--layout list|flow] [--width N] [--color auto|always|never]
                          [--ambiguous narrow|wide] [FILE]

        Renders a heterogeneous list through a cell factory: each item is drawn by the cell of
        the view model registered for its type.

        ARGUMENTS:
          FILE                   A JSON array of items, or - for standard input. Elements:
                                 {"type":"account","name":"…"}, whole numbers, and
                                 {"type":"album","title":"…","artist":"…","year":N,"tracks":N};
                                 any other element shows as a placeholder row.
                                 Without FILE, the seed's list and a few albums are shown.
                                 Bytes that are not UTF-8 show as U+FFFD (a warning says so).

        OPTIONS:
          --layout list|flow     One cell per line, or cells side by side (default: list).
          --width N              Output width, 1 to 10000 (default: COLUMNS, the terminal, or 80).
          --color auto|always|never
                                 Style output: auto styles a terminal unless NO_COLOR is set.
          --ambiguous narrow|wide
                                 Columns of East Asian Ambiguous characters such as · ① α:
                                 wide for a CJK terminal that draws them 2 columns wide
                                 (default: narrow).
          -h, --help             Show this help.

        EXIT STATUS:
          0 success (also when the reader closes the output early), 1 bad input or a write
          error, 2 bad usage.

        """

    /// Parses arguments (without the program name).
    ///
    /// Options take their value as the next argument or after `=`; `--` ends the options.
    ///
    /// - Parameter arguments: The command-line arguments.
    /// - Throws: ``UsageError`` naming the argument at fault.
    public static func parse(_ arguments: [String]) throws(UsageError) -> MixedListOptions {
        var options = MixedListOptions()
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument {
            case .operand(let input):
                guard options.input == nil else {
                    throw UsageError("unexpected argument '\(input)': only one FILE is read")
                }
                options.input = input
            case .option("--ambiguous"):
                switch try scanner.value(for: "--ambiguous") {
                case "narrow": options.ambiguousWidth = .narrow
                case "wide": options.ambiguousWidth = .wide
                case let other: throw UsageError("--ambiguous must be narrow or wide, not '\(other)'")
                }
            case .option(let name):
                guard try options.display.take(argument, from: &scanner) else {
                    throw UsageError("unknown option '\(name)'")
                }
            }
        }
        return options
    }
}
