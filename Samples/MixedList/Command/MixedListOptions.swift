import MixedListJSON
import SampleSupport
import TextCells

/// The parsed command line of `mixed-list`.
package struct MixedListOptions: Hashable, Sendable {
    /// `--layout`, `--width`, `--color` and `--help`.
    package var display = DisplayOptions(layout: .list)
    /// How wide East Asian Ambiguous characters are drawn by the terminal.
    package var ambiguousWidth: AmbiguousWidth = .narrow
    /// The input: a path, `-` for standard input, or `nil` for standard input when it is not a
    /// terminal and the built-in list when it is.
    package var input: String?
    /// The input's format, or `nil` to tell it from the first byte that is not blank.
    package var inputFormat: JSONInputFormat?
    /// Whether a malformed element becomes a row saying what is wrong, rather than the end.
    package var keepGoing = false
    /// Whether to browse or choose from the list on the terminal rather than print it, and how.
    package var interactive = InteractiveOptions()
    /// `--views FILE`, in order: views declared per kind of record.
    package var views: [String] = []
    /// `--records PATH`: the array in each document whose elements are the items.
    package var records: RecordPath?
    /// `--filter QUERY`: print the records that match, best first, with no terminal.
    package var filter: String?
    /// `--query QUERY`: the query the interactive list starts with.
    package var query: String?
    /// `--select-1`: with `--choose`, choose the only match without drawing.
    package var selectOne = false
    /// `--exit-0`: with `--choose`, exit 130 without drawing when nothing matches.
    package var exitWhenNoMatch = false

    /// Creates the defaults.
    package init() {}

    /// The usage text printed by `--help`.
    package static let usage = """
        USAGE: mixed-list [--layout list|flow|table] [--width N] [--color auto|always|never]
                          [--ambiguous narrow|wide] [--input json|jsonl] [--views FILE]...
                          [--records PATH]
                          [--keep-going] [--filter QUERY]
                          [--interactive | --choose [--multi] [--select-1] [--exit-0]]
                          [--query QUERY] [--height N|N%] [--no-mouse] [FILE]

        Renders a heterogeneous list through a cell factory: each item is drawn by the cell of
        the view model registered for its type.

        ARGUMENTS:
          FILE                   A JSON array of items, JSON Lines (one item per line), or - for
                                 standard input. Items: {"type":"account","name":"…"}, whole
                                 numbers, and {"type":"album","title":"…","artist":"…",
                                 "year":N,"tracks":N}; any other item, of any JSON, shows
                                 as a row of its top-level keys and values (nested values
                                 by their size, such as {3 keys} or [12 items]); in a
                                 table, a new header comes when the set of keys changes.
                                 Without FILE, standard input is read when it is a pipe or a
                                 file (producer | mixed-list); when it is a terminal, the seed's
                                 list and a few albums are shown.

        OPTIONS:
          --layout list|flow|table
                                 One cell per line, cells side by side, or tables
                                 (default: list). In a table, accounts, numbers and albums
                                 are rows whose columns line up, under a header (titles and
                                 a rule) that comes again whenever the kind of row changes;
                                 numbers, years and track counts are aligned right. Widths
                                 come from the first 1000 rows of each kind (or its first
                                 100 ms, or until the input pauses); longer values later
                                 are cut with …. With --interactive or --choose, the header
                                 stays pinned at the top while the rows scroll.
          --width N              Output width, 1 to 10000 (default: COLUMNS, the terminal, or 80).
          --color auto|always|never
                                 Style output: auto styles a terminal unless NO_COLOR is set.
          --ambiguous narrow|wide
                                 Columns of East Asian Ambiguous characters such as · ① α:
                                 wide for a CJK terminal that draws them 2 columns wide
                                 (default: narrow).
          --input json|jsonl     The input's format (default: a JSON array if its first
                                 character that is not blank is [, JSON Lines otherwise).
          --views FILE           Views for kinds of records, declared in FILE (JSON; see
                                 Samples/MixedList/Views for seed.json, ip.json, lsblk.json
                                 and findmnt.json). Per kind: how a record is recognised
                                 ("match": a field's value, keys present, or a JSON type,
                                 tried in the file's order), a table of columns (a path into
                                 the record or a fixed text, width, align, overflow, format:
                                 text, integer, decimal, bytes, duration, date, boolean), a
                                 row of styled parts (each with a width and align if wanted;
                                 rowWidth for the flow layout), or both (a table layout shows
                                 the table), its search text and the events Enter and other
                                 actions send. Every
                                 element is then a record: those of no declared kind show
                                 by their keys. The layout is table unless --layout says
                                 otherwise. Several --views merge; later ones win. A
                                 file with an unknown key, a malformed path or a wrong type
                                 is an error naming its line and column (exit status 2).
                                 The built-in list is shown through seed.json, built in;
                                 --views files add to it.
          --records PATH         List the array at PATH in the input, such as blockdevices
                                 for lsblk -J or filesystems for findmnt -J: keys separated
                                 by ., indexes as [N] (items[0].spec). The input is then one
                                 JSON document (with --input jsonl, one per line).
          --keep-going           Show each malformed item as a row saying what is wrong, and go
                                 on; the exit status is still 1.
          --filter QUERY         Print the records that match QUERY, best first, one per
                                 line, with no terminal, as fzf --filter does; exit status 1
                                 when none match.
          --query QUERY          Start the interactive list with QUERY typed.
          --select-1             With --choose, when exactly one item matches the query,
                                 choose it without drawing anything.
          --exit-0               With --choose, when no item matches the query, exit 130
                                 without drawing anything.
          --interactive          Browse the list on the terminal (see INTERACTIVE); without a
                                 terminal on standard output, the list is printed as usual.
          --choose               Choose an item on the terminal and write its record to
                                 standard output (see CHOOSING).
          --multi                With --choose, choose any number of items: Tab marks.
          --height N|N%          Draw the list in N lines (or N% of the terminal) below the
                                 cursor instead of full screen; erased on the way out.
          --no-mouse             Ignore the mouse (otherwise the wheel moves, a click
                                 highlights a row and a double click selects or chooses it).
          -h, --help             Show this help.

        INPUT:
          Items are read and drawn one at a time as they arrive, so a pipe (producer | mixed-list,
          tail -f events.jsonl | mixed-list) shows each row as soon as its item is complete
          (a line of JSON Lines, or an array element with the , or ] after it); whenever the
          input pauses, everything drawn is written out to a terminal or a pipe. In JSON Lines,
          blank lines are ignored. Bytes in strings that are not UTF-8 show as U+FFFD (a warning
          says so).

        INTERACTIVE:
          The list is shown full screen, one row per item (headers too), as soon as the first
          items are read; the rest keep arriving (standard input may be a pipe that never ends),
          and the status line counts matches over items read, with a spinner until the input
          ends. Keys come from the terminal itself:
        \(InteractiveOptions.keysHelp)
          On a number's row, v sends vibrate. Of the layouts, only table applies. A query is
          fuzzy: its characters in order, best matches first (word starts, camelCase and runs
          score higher), with the matched characters highlighted, inside a table's columns
          too. 'word matches word exactly; terms separated by spaces must all match; a
          capital letter makes its term case-sensitive.
          A bad item ends the input: the rows before it stay, the status line says why until
          a key moves the highlight, standard error says it again on the way out, and the
          exit status is 1 (with --keep-going, a bad item is a row, and the exit status is
          still 1). The terminal is restored on every way out, including SIGTERM and SIGHUP;
          a resize lays the list out again.

        CHOOSING:
          --choose shows the list as --interactive does, with the terminal for keys and the
          screen, so it works in a pipeline: producer | mixed-list --choose | consumer.
          Rows keep arriving while you choose. Enter (or a double click) chooses the
          highlighted row; with --multi, Tab marks it and moves down, Shift-Tab unmarks it and
          moves up, Alt-A marks every match, Alt-D unmarks all, a click in the second column
          marks, and Enter chooses the marked rows (or the highlighted one when none is
          marked). Marks stay while the query changes; a marked row shows * and the count of
          marks follows the counts. Each chosen item's record is written to standard output as
          it was read, one per line, in input order (a record that spans lines has its line
          breaks written as spaces; the built-in list's items are written as JSON records):
          exit status 0. Esc, q or Ctrl-C write nothing: exit status 130.

        ERRORS:
          Rows already written stay written. The first malformed item (bad JSON, or a known
          record with a missing or mistyped field) ends the run: standard error names the item's
          index and its line:column, for example
            mixed-list: list.json:3:14: element 2: field "name": expected a string, found a number
          With --keep-going, each one is a row and a message, and a count is printed at the end.

        EXAMPLES:
          ip -j addr | mixed-list --views Samples/MixedList/Views/ip.json -
          lsblk -J | mixed-list --views Samples/MixedList/Views/lsblk.json --records blockdevices -
          findmnt -J | mixed-list --views Samples/MixedList/Views/findmnt.json \\
                                --records filesystems -
          lsblk -J | mixed-list --records blockdevices -
          ip -j addr | mixed-list --layout table -
          mixed-list --filter linkin albums.jsonl | jq .title
          producer | mixed-list --choose --select-1 --exit-0 --query "$1" > chosen.jsonl

        EXIT STATUS:
          0 success (also when the reader closes the output early), 1 bad input (even with
          --keep-going), a write error, or nothing matched --filter, 2 bad usage (or a bad
          views file), 130 nothing
          chosen (or nothing matched, with --exit-0).

        """

    /// Parses arguments (without the program name).
    ///
    /// Options take their value as the next argument or after `=`; `--` ends the options.
    ///
    /// - Parameter arguments: The command-line arguments.
    /// - Throws: ``UsageError`` naming the argument at fault.
    package static func parse(_ arguments: [String]) throws(UsageError) -> MixedListOptions {
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
            case .option("--input"):
                let value = try scanner.value(for: "--input")
                guard let format = JSONInputFormat(rawValue: value), format != .document else {
                    throw UsageError("--input must be json or jsonl, not '\(value)'")
                }
                options.inputFormat = format
            case .option("--keep-going"):
                options.keepGoing = true
            case .option("--views"):
                options.views.append(try scanner.value(for: "--views"))
            case .option("--records"):
                let text = try scanner.value(for: "--records")
                do {
                    options.records = try RecordPath(parsing: text)
                } catch {
                    throw UsageError("--records: '\(text)', column \(error.column): \(error.message)")
                }
            case .option("--filter"):
                options.filter = try scanner.value(for: "--filter")
            case .option("--query"):
                options.query = try scanner.value(for: "--query")
            case .option("--select-1"):
                options.selectOne = true
            case .option("--exit-0"):
                options.exitWhenNoMatch = true
            case .option(let name):
                if try options.interactive.take(argument, from: &scanner) { continue }
                guard try options.display.take(argument, from: &scanner) else {
                    throw UsageError("unknown option '\(name)'")
                }
            }
        }
        try options.interactive.validate()
        try options.validateScripting()
        // Views files declare tables: without a layout asked for, they are drawn as tables.
        if !options.views.isEmpty && !options.display.isLayoutGiven { options.display.layout = .table }
        return options
    }

    /// Checks that the scripting options go together.
    private func validateScripting() throws(UsageError) {
        if filter != nil
            && (interactive.isInteractive || query != nil || selectOne || exitWhenNoMatch)
        {
            throw UsageError(
                "--filter prints without a terminal: it does not go with --interactive, "
                    + "--choose, --query, --select-1 or --exit-0")
        }
        if query != nil && !interactive.isInteractive {
            throw UsageError("--query needs --interactive or --choose (or use --filter)")
        }
        if (selectOne || exitWhenNoMatch) && !interactive.choose {
            throw UsageError("--select-1 and --exit-0 need --choose")
        }
    }
}
