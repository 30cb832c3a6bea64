import CellFactory
import Foundation
import MusicLibraryCells
import MusicLibraryViewModels
import SampleSupport
public import TextCells
import TextTerminal

/// The `music-library` program: a search screen of albums and tracks, live in a terminal.
public enum MusicLibraryCommand {
    /// Exit statuses.
    public enum ExitStatus: Int32, Sendable {
        /// The screen was shown.
        case success = 0
        /// The catalog could not be loaded, or a write failed.
        case failure = 1
        /// Bad usage.
        case usage = 2
    }

    /// Runs the program: interactively when `--choose` is given, or `--interactive` and standard
    /// output is a terminal; otherwise as ``run(arguments:environment:output:errors:)`` does.
    /// With `--choose`, the rows chosen are written to standard output as JSON Lines.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: The outside world.
    ///   - output: Standard output.
    ///   - errors: Receives each message for standard error, without a trailing newline.
    ///   - terminal: The terminal to browse on, `/dev/tty` unless a test gives another.
    /// - Returns: The exit status; 130 when nothing was chosen; after a signal, `128 + signal`.
    @MainActor
    public static func main(
        arguments: [String], environment: MusicLibraryEnvironment, output: inout some ByteSink,
        errors: @escaping (String) -> Void, terminal: String = "/dev/tty"
    ) async -> Int32 {
        guard let options = try? MusicLibraryOptions.parse(arguments), !options.display.showHelp,
            options.interactive.runsInteractively(outputIsTerminal: environment.outputIsTerminal)
        else {
            return await run(arguments: arguments, environment: environment, output: &output, errors: errors)
                .rawValue
        }
        let service: BundledCatalogService
        let view: CollectionView
        do {
            service = try makeService(options, environment: environment)
        } catch {
            errors("music-library: cannot read the catalog: \(error)")
            return ExitStatus.failure.rawValue
        }
        do {
            view = MusicLibraryCells.makeView(
                factory: try MusicLibraryViewModels.makeFactory(service: service))
        } catch {
            errors("music-library: \(error)")
            return ExitStatus.failure.rawValue
        }
        let list = InteractiveBrowsing.makeList(
            view: view, display: options.display, environment: environment.variables,
            choice: options.interactive.choice)
        list.queryText = options.search
        // The list browses the screen's sections, Albums and Tracks, under their headings; the
        // catalog loads while it is shown, with a spinner until it arrives.
        let screen = LibraryViewModel(factory: view.factory, service: service)
        screen.search("")
        list.show(screen)
        let loading = Task { @MainActor () -> ScreenError? in
            await screen.waitForRequest()
            // A user who quit while it loaded has not seen it fail.
            guard let error = screen.error, !Task.isCancelled else { return nil }
            list.status = "cannot load the catalog: \(error)"
            return error
        }
        let (status, failure): (Int32, ScreenError?)
        do {
            (status, failure) = try await InteractiveBrowsing.run(
                list, filledBy: loading, terminal: terminal, options: options.interactive)
        } catch {
            errors("music-library: \(error)")
            return ExitStatus.failure.rawValue
        }
        if options.interactive.choose && status == 0 {
            let lines = list.chosenItems.map { ChosenRecord.jsonLine(for: $0) + "\n" }.joined()
            do {
                try output.write(Array(lines.utf8))
            } catch {
                if case .writeFailed = error.code {
                    errors("music-library: cannot write the chosen rows: \(error)")
                    return ExitStatus.failure.rawValue
                }
            }
        }
        guard let error = failure else { return status }
        errors("music-library: \(error)")
        return status == 0 ? ExitStatus.failure.rawValue : status
    }

    /// The catalog (bundled, or the `--catalog` file), served with the delay and failure the
    /// options ask for.
    private static func makeService(_ options: MusicLibraryOptions, environment: MusicLibraryEnvironment)
        throws -> BundledCatalogService
    {
        guard let path = options.catalogPath else {
            return try BundledCatalogService(
                data: environment.catalogData(), delay: .milliseconds(options.delayMilliseconds),
                failure: options.failure)
        }
        do {
            return try BundledCatalogService(
                data: Data(contentsOf: URL(fileURLWithPath: path)),
                delay: .milliseconds(options.delayMilliseconds), failure: options.failure)
        } catch let error as DecodingError {
            throw CatalogFileError(path: path, problem: "not a catalog (\(error))")
        } catch {
            throw CatalogFileError(path: path, problem: error.localizedDescription)
        }
    }

    /// The screen and the view that draws it, from the catalog the options name.
    @MainActor
    private static func makeScreen(_ options: MusicLibraryOptions, environment: MusicLibraryEnvironment)
        throws
        -> (LibraryViewModel, CollectionView)
    {
        let service = try makeService(options, environment: environment)
        let factory = try MusicLibraryViewModels.makeFactory(service: service)
        let screen = LibraryViewModel(factory: factory, service: service, albumLayout: options.display.layout)
        return (screen, MusicLibraryCells.makeView(factory: factory))
    }

    /// Runs the program: searches the catalog and shows the screen until nothing is loading,
    /// then makes each later search (`--then`) and shows its result the same way.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: The outside world.
    ///   - output: Standard output.
    ///   - errors: Receives each message for standard error, without a trailing newline.
    /// - Returns: The exit status.
    @MainActor
    public static func run(
        arguments: [String],
        environment: MusicLibraryEnvironment,
        output: inout some ByteSink,
        errors: @escaping (String) -> Void
    ) async -> ExitStatus {
        let options: MusicLibraryOptions
        do {
            options = try MusicLibraryOptions.parse(arguments)
        } catch {
            errors("music-library: \(error)\nTry 'music-library --help' for more information.")
            return .usage
        }
        if options.display.showHelp {
            try? output.write(Array(MusicLibraryOptions.usage.utf8))
            return .success
        }

        let screen: LibraryViewModel
        let view: CollectionView
        do {
            (screen, view) = try makeScreen(options, environment: environment)
        } catch {
            errors("music-library: cannot read the catalog: \(error)")
            return .failure
        }
        // Failed artwork shows in its cell; the host also hears of it, as a warning.
        screen.albums.section.events = CellEventHandler { event in
            guard event.name == CellEvent.contentLoadFailed else { return }
            errors("music-library: warning: \(event.detail)")
        }

        let live = LiveCollectionView(
            view: view, screen: screen,
            width: Terminal.width(
                explicit: options.display.width, environment: environment.variables,
                terminalColumns: environment.terminalWidth),
            styling: Terminal.stylingEnabled(
                options.display.color, environment: environment.variables,
                isTerminal: environment.outputIsTerminal))
        var writer = FrameWriter(
            mode: environment.outputIsTerminal
                ? .inPlace(height: environment.terminalHeight ?? 24) : .finalFrameOnly)
        do {
            // Each search but the last settles and stays live on a terminal, so the next result
            // replaces it in place; off a terminal, each settled screen is printed.
            let searches = [options.search] + options.laterSearches
            for (index, term) in searches.enumerated() {
                screen.search(term)
                if index == searches.count - 1 || !environment.outputIsTerminal {
                    try await live.present(using: &writer, to: &output)
                } else {
                    try await live.showUntilSettled(using: &writer, to: &output)
                    // A failed request ends the run: its screen is the final one.
                    if screen.error != nil { try await live.present(using: &writer, to: &output) }
                }
                if screen.error != nil { break }
            }
        } catch {
            if case .output(let outputError) = error, outputError.code == .brokenPipe { return .success }
            errors("music-library: \(error)")
            return .failure
        }
        if let error = screen.error {
            errors("music-library: \(error)")
            return .failure
        }
        return .success
    }
}
