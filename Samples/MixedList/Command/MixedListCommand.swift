import CellFactory
import Foundation
import MixedListCells
import MixedListJSON
import MixedListViewModels
import TextCells
import TextTerminal

/// The `mixed-list` program: reads items, renders them through the cell factory, writes them out.
package enum MixedListCommand {
    /// Exit statuses.
    package enum ExitStatus: Int32, Sendable {
        /// The list was written (or the reader closed the output early).
        case success = 0
        /// Bad input or a write error.
        case failure = 1
        /// Bad usage.
        case usage = 2
    }

    /// The built-in list: the seed's accounts and numbers, then a few albums, as records that
    /// the shipped `seed.json` shows.
    package static func defaultData() -> SectionedData {
        func account(_ name: String) -> RecordValue {
            .object([
                RecordField(key: "type", value: .string("account")),
                RecordField(key: "name", value: .string(name)),
            ])
        }
        func album(_ title: String, year: Int, tracks: Int) -> RecordValue {
            .object([
                RecordField(key: "type", value: .string("album")),
                RecordField(key: "title", value: .string(title)),
                RecordField(key: "artist", value: .string("Linkin Park")),
                RecordField(key: "year", value: .integer(year)),
                RecordField(key: "tracks", value: .integer(tracks)),
            ])
        }
        let seedList: [RecordValue] = [
            account("One"), .integer(1), account("Two"), .integer(2), account("Three"), .integer(3),
            account("Four"), .integer(4), account("Five"), .integer(5),
        ]
        let albums = [
            album("Hybrid Theory", year: 2000, tracks: 12), album("Meteora", year: 2003, tracks: 13),
            album("Minutes to Midnight", year: 2007, tracks: 12),
        ]
        return SectionedData(sections: [
            .init(header: Heading("The seed's list"), items: seedList),
            .init(header: Heading("Albums"), items: albums),
        ])
    }

    /// Runs the program.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: The outside world.
    ///   - output: Standard output.
    ///   - errors: Receives each message for standard error, without a trailing newline.
    /// - Returns: The exit status.
    package static func run(
        arguments: [String],
        environment: CommandEnvironment,
        output: inout some ByteSink,
        errors: @escaping (String) -> Void
    ) -> ExitStatus {
        let options: MixedListOptions
        do {
            options = try MixedListOptions.parse(arguments)
        } catch {
            errors("mixed-list: \(error)\nTry 'mixed-list --help' for more information.")
            return .usage
        }
        if options.display.showHelp {
            try? output.write(Array(MixedListOptions.usage.utf8))
            return .success
        }
        let views: ViewsFile
        do {
            views = try loadViews(options, builtIn: input(of: options, in: environment) == nil)
        } catch {
            errors("mixed-list: \(error)")
            return .usage
        }
        if let query = options.filter {
            return filter(
                query, options: options, views: views, environment: environment, output: &output,
                errors: errors)
        }

        let width = Terminal.width(
            explicit: options.display.width, environment: environment.variables,
            terminalColumns: environment.terminalWidth)
        let styling = Terminal.stylingEnabled(
            options.display.color, environment: environment.variables,
            isTerminal: environment.outputIsTerminal)
        let view: CollectionView
        do {
            view = MixedListCells.makeView(
                factory: try makeFactory(options, views: views), layout: options.display.layout,
                views: views.views)
            view.ambiguousWidth = options.ambiguousWidth
        } catch {
            errors("mixed-list: \(error)")
            return .failure
        }

        guard let input = input(of: options, in: environment) else {
            do {
                try view.render(defaultData(), width: width, styling: styling, to: &output)
                return .success
            } catch {
                return status(after: error, errors: errors)
            }
        }
        guard let (source, bytes) = open(input, environment: environment, errors: errors) else {
            return .failure
        }
        let stream = ItemStream(
            input: bytes, source: source, format: options.inputFormat, keepGoing: options.keepGoing,
            records: options.records, recordsOnly: !options.views.isEmpty, warnings: errors)
        do {
            try view.render(stream, width: width, styling: styling, to: &output)
        } catch {
            return status(after: error, errors: errors)
        }
        // What is said about the input comes after the rows it follows: the render has written
        // them all when it returns.
        stream.reportPendingWarnings()
        if let error = stream.stopError {
            errors("mixed-list: \(error)")
            return .failure
        }
        if stream.malformedCount > 0 {
            errors(malformedMessage(count: stream.malformedCount, source: source))
            return .failure
        }
        return .success
    }

    /// What to read: FILE, else standard input when it is not a terminal (a pipe or a file), else
    /// `nil` for the built-in list.
    static func input(of options: MixedListOptions, in environment: CommandEnvironment) -> String? {
        options.input ?? (environment.inputIsTerminal ? nil : "-")
    }

    /// Opens the input: a file, or standard input for `-`; `nil` when it cannot be read, which
    /// is reported.
    ///
    /// - Returns: The input's name for messages, and its bytes.
    static func open(_ input: String, environment: CommandEnvironment, errors: (String) -> Void)
        -> sending (source: String, bytes: any ByteInput)?
    {
        let source = input == "-" ? "<stdin>" : input
        do {
            return (source, input == "-" ? environment.standardInput() : try environment.openFile(input))
        } catch {
            errors("mixed-list: \(InputError(source: source, message: "cannot read: \(error)"))")
            return nil
        }
    }

    /// The status after a render that stopped: a reader that stops early (`| head`) is not a
    /// failure, as with `yes | head`.
    private static func status(after error: RenderError, errors: (String) -> Void) -> ExitStatus {
        if case .output(let outputError) = error, outputError.code == .brokenPipe { return .success }
        errors("mixed-list: \(error)")
        return .failure
    }

    /// What `--keep-going` says after the list when `count` malformed elements became rows.
    static func malformedMessage(count: Int, source: String) -> String {
        let elements = count == 1 ? "element was shown as a row" : "elements were shown as rows"
        return "mixed-list: \(source): \(count) malformed \(elements)"
    }
}
