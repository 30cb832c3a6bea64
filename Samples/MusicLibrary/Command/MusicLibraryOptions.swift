public import SampleSupport

/// The parsed command line of `music-library`.
public struct MusicLibraryOptions: Hashable, Sendable {
    /// Which request fails, to show the error states.
    public enum Failure: String, Hashable, Sendable {
        /// The catalog request fails to get through.
        case network
        /// The catalog server answers with an error.
        case server
        /// Every album's artwork fails to load.
        case artwork
    }

    /// What to search for; empty for everything.
    public var search = ""
    /// The searches made after the first has settled, in order (`--then`).
    public var laterSearches: [String] = []
    /// `--layout`, `--width`, `--color` and `--help`.
    public var display = DisplayOptions(layout: .flow)
    /// The artificial delay of each request, in milliseconds.
    public var delayMilliseconds = 200
    /// The request made to fail, if any.
    public var failure: Failure?
    /// The catalog file to read instead of the bundled one (`--catalog`), if any.
    public var catalogPath: String?
    /// Whether to browse or choose from the catalog on the terminal, and how.
    public var interactive = InteractiveOptions()

    /// Creates the defaults.
    public init() {}

    /// The usage text printed by `--help`.
    public static let usage = """
        USAGE: music-library [SEARCH] [--then SEARCH]... [--layout flow|list] [--delay MS]
                             [--fail network|server|artwork] [--catalog FILE] [--width N]
                             [--color auto|always|never]
                             [--interactive | --choose [--multi]] [--height N|N%] [--no-mouse]

        Shows the albums and tracks of a small catalog that match SEARCH: albums side by side,
        tracks one per line. Each album's artwork loads on its own and fills in when it arrives.
        On a terminal the screen updates in place; otherwise only the final screen is printed.

        Each --then SEARCH is searched once the screen has settled, and its result is applied to
        the rows shown: albums and tracks still found keep their rows (an album keeps its
        artwork), the rest go or come, and on a terminal only the lines that changed are
        rewritten. Off a terminal, the settled screen of each search is printed in turn.

        ARGUMENTS:
          SEARCH                 Words to find in album and track titles (default: everything).

        OPTIONS:
          --then SEARCH          Search again once the screen has settled; repeatable. An empty
                                 SEARCH shows everything.
          --layout flow|list     How albums are placed (default: flow); tracks are a table.
          --delay MS             Artificial delay of each request, 0 to 60000 (default: 200).
          --fail network|server|artwork
                                 Make the catalog request fail with a network error or a
                                 server message, or make every artwork load fail.
          --catalog FILE         Read the catalog from FILE, in the bundled catalog's format:
                                 {"artist": …, "albums": [{"id", "title", "year", "tracks":
                                 [{"number", "title", "seconds"}], "artwork": [lines]}]}.
          --width N              Output width, 1 to 10000 (default: COLUMNS, the terminal, or 80).
          --color auto|always|never
                                 Style output: auto styles a terminal unless NO_COLOR is set.
          --interactive          Browse the screen on the terminal (see INTERACTIVE); without
                                 a terminal on standard output, it is printed as usual.
          --choose               Choose an album or track on the terminal and write it to
                                 standard output as a line of JSON (see CHOOSING).
          --multi                With --choose, choose any number of rows: Tab marks.
          --height N|N%          Draw the list in N lines (or N% of the terminal) below the
                                 cursor instead of full screen; erased on the way out.
          --no-mouse             Ignore the mouse (otherwise the wheel moves, a click
                                 highlights a row and a double click opens or chooses it).
          -h, --help             Show this help.

        INTERACTIVE:
          Every album and track is shown full screen, one row each, under the headings Albums
          and Tracks (never highlighted or counted; the one at the top stays while its rows
          scroll), filtered by SEARCH as the first query; each album's artwork loads once its
          row is on screen. Keys:
        \(InteractiveOptions.keysHelp)
          Enter on an album opens it, on a track plays it. A query is fuzzy: its characters
          in order, best matches first, matched characters highlighted; 'word matches
          exactly, space-separated terms must all match, and a capital makes its term
          case-sensitive. The terminal is restored on every way out, including SIGTERM and
          SIGHUP; a resize lays the screen out again.

        CHOOSING:
          --choose shows the same list; Enter (or a double click) chooses the highlighted row.
          With --multi, Tab marks a row and moves down, Shift-Tab unmarks it and moves up,
          Alt-A marks every match, Alt-D unmarks all, a click in the second column marks, and
          Enter chooses the marked rows (or the highlighted one when none is marked). Each
          chosen row is written to standard output as one line of JSON, in catalog order:
            {"id":"meteora","title":"Meteora","tracks":13,"type":"album","year":2003}
            {"album":"Meteora","number":1,"seconds":13,"title":"Foreword","type":"track"}
          Esc, q or Ctrl-C write nothing: exit status 130.

        EXIT STATUS:
          0 success, 1 the catalog could not be loaded or a write error, 2 bad usage,
          130 nothing chosen.

        """

    /// Parses arguments (without the program name).
    ///
    /// - Parameter arguments: The command-line arguments.
    /// - Throws: ``UsageError`` naming the argument at fault.
    public static func parse(_ arguments: [String]) throws(UsageError) -> MusicLibraryOptions {
        var options = MusicLibraryOptions()
        var searchWords: [String] = []
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument {
            case .operand(let word):
                searchWords.append(word)
            case .option("--then"):
                options.laterSearches.append(try scanner.value(for: "--then"))
            case .option("--delay"):
                let text = try scanner.value(for: "--delay")
                guard let delay = Int(text), (0...60_000).contains(delay) else {
                    throw UsageError(
                        "--delay must be a whole number of milliseconds from 0 to 60000, not '\(text)'")
                }
                options.delayMilliseconds = delay
            case .option("--catalog"):
                options.catalogPath = try scanner.value(for: "--catalog")
            case .option("--fail"):
                let text = try scanner.value(for: "--fail")
                guard let failure = Failure(rawValue: text) else {
                    throw UsageError("--fail must be network, server or artwork, not '\(text)'")
                }
                options.failure = failure
            case .option(let name):
                if try options.interactive.take(argument, from: &scanner) { continue }
                guard try options.display.take(argument, from: &scanner) else {
                    throw UsageError("unknown option '\(name)'")
                }
            }
        }
        options.search = searchWords.joined(separator: " ")
        // The tracks are always a table; the albums are cells, which a table would list.
        if options.display.layout.isTable { throw UsageError("--layout must be flow or list, not 'table'") }
        try options.interactive.validate()
        return options
    }
}
