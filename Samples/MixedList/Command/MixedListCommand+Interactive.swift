import CellFactory
import MixedListCells
import MixedListViewModels
import SampleSupport
import TextCells
import TextTerminal

extension MixedListCommand {
    /// Runs the program: interactively when `--interactive` is given and standard output is a
    /// terminal, otherwise as ``run(arguments:environment:output:errors:)`` does.
    ///
    /// Interactively, the input is read on a thread of its own while the list is shown: rows
    /// appear as they arrive and can be filtered at once. Once the terminal is given back, the
    /// warnings and the error that stopped the input go to standard error, when the input ended
    /// before the user quit.
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
        let view: CollectionView
        do {
            view = MixedListCells.makeView(factory: try MixedListCells.makeFactory(), layout: .list)
        } catch {
            errors("mixed-list: \(error)")
            return ExitStatus.failure.rawValue
        }
        view.ambiguousWidth = options.ambiguousWidth
        let batches: AsyncStream<ItemReader.Batch>
        var source = ""
        if let input = options.input {
            guard let opened = open(input, environment: environment, errors: errors) else {
                return ExitStatus.failure.rawValue
            }
            let bytes = opened.bytes
            source = opened.source
            batches = ItemReader.start(
                bytes, source: source, format: options.inputFormat, keepGoing: options.keepGoing)
        } else {
            batches = builtInBatches()
        }

        let list = InteractiveBrowsing.makeList(
            view: view, display: options.display, environment: environment.variables,
            bindings: ["v": .vibrate])
        let feeding = Task { @MainActor in
            for await batch in batches {
                // Batches still buffered when the user quit are not worth adding.
                if Task.isCancelled { break }
                switch batch {
                case .items(let items):
                    list.append(contentsOf: items)
                case .finished(let warnings, let stopError, let malformedCount):
                    list.finishInput()
                    if let stopError { list.status = "\(stopError)" }
                    return (warnings: warnings, stopError: stopError, malformedCount: malformedCount)
                }
            }
            // Quit before the input ended: what it would have said is moot.
            return (warnings: [String](), stopError: InputError?.none, malformedCount: 0)
        }
        let (status, outcome): (Int32, (warnings: [String], stopError: InputError?, malformedCount: Int))
        do {
            (status, outcome) = try await InteractiveBrowsing.run(list, filledBy: feeding, terminal: terminal)
        } catch {
            errors("mixed-list: \(error)")
            return ExitStatus.failure.rawValue
        }
        outcome.warnings.forEach(errors)
        if let stopError = outcome.stopError {
            errors("mixed-list: \(stopError)")
        } else if outcome.malformedCount > 0 {
            let elements =
                outcome.malformedCount == 1 ? "element was shown as a row" : "elements were shown as rows"
            errors("mixed-list: \(source): \(outcome.malformedCount) malformed \(elements)")
        } else {
            return status
        }
        return status == 0 ? ExitStatus.failure.rawValue : status
    }

    /// The built-in list as one batch: each section's header, then its items.
    private static func builtInBatches() -> AsyncStream<ItemReader.Batch> {
        var items: [Any] = []
        for section in defaultData().sections {
            if let header = section.header { items.append(header) }
            items += section.items
        }
        let (batches, continuation) = AsyncStream<ItemReader.Batch>.makeStream()
        continuation.yield(.items(items))
        continuation.yield(.finished(warnings: [], stopError: nil, malformedCount: 0))
        continuation.finish()
        return batches
    }
}
