import CellFactory
import MixedListCells
import MixedListViewModels
import SampleSupport
import TextCells

extension MixedListCommand {
    /// Runs the program: interactively when `--interactive` is given and standard output is a
    /// terminal, otherwise as ``run(arguments:environment:output:errors:)`` does.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: The outside world.
    ///   - output: Standard output.
    ///   - errors: Receives each message for standard error, without a trailing newline.
    ///   - terminal: The terminal to browse on, `/dev/tty` unless a test gives another.
    /// - Returns: The exit status; after a signal, `128 + signal`.
    @MainActor
    package static func main(
        arguments: [String], environment: CommandEnvironment, output: inout some ByteSink,
        errors: @escaping (String) -> Void, terminal: String = "/dev/tty"
    ) async -> Int32 {
        guard environment.outputIsTerminal, let options = try? MixedListOptions.parse(arguments),
            options.interactive, !options.display.showHelp
        else {
            return run(arguments: arguments, environment: environment, output: &output, errors: errors)
                .rawValue
        }
        guard let data = readAll(options, environment: environment, errors: errors) else {
            return ExitStatus.failure.rawValue
        }
        do {
            let factory = try MixedListCells.makeFactory()
            let view = MixedListCells.makeView(factory: factory, layout: options.display.layout)
            view.ambiguousWidth = options.ambiguousWidth
            let screen = try MixedListScreen(data: data, factory: factory, layout: options.display.layout)
            return try await InteractiveBrowsing.run(
                screen, view: view, display: options.display, environment: environment.variables,
                bindings: ["v": .vibrate], filter: { text in try screen.filter(text) }, terminal: terminal)
        } catch {
            errors("mixed-list: \(error)")
            return ExitStatus.failure.rawValue
        }
    }

    /// The whole list: the built-in one, or every element of the input, in sections that start at
    /// each header; `nil`, with the reason reported, when the input stopped on a bad element.
    private static func readAll(
        _ options: MixedListOptions, environment: CommandEnvironment, errors: @escaping (String) -> Void
    ) -> SectionedData? {
        guard let input = options.input else { return defaultData() }
        guard let (source, bytes) = open(input, environment: environment, errors: errors) else { return nil }
        let stream = ItemStream(
            input: bytes, source: source, format: options.inputFormat, keepGoing: options.keepGoing,
            warnings: errors)
        var sections: [SectionedData.Section] = [SectionedData.Section(items: [])]
        for element in stream {
            switch element {
            case .item(let item): sections[sections.count - 1].items.append(item)
            case .header(let header): sections.append(SectionedData.Section(header: header, items: []))
            // A footer ends its section as its last row.
            case .footer(let footer): sections[sections.count - 1].items.append(footer)
            case .pause: break
            }
        }
        stream.reportPendingWarnings()
        if let error = stream.stopError {
            errors("mixed-list: \(error)")
            return nil
        }
        if sections.count > 1 && sections[0].items.isEmpty { sections.removeFirst() }
        return SectionedData(sections: sections)
    }
}
