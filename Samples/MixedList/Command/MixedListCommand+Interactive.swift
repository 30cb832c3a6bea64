import CellFactory
import MixedListCells
import MixedListViewModels
import SampleSupport
import TextCells
import TextTerminal

extension MixedListCommand {
    /// Runs the program: interactively when `--choose` is given, or `--interactive` and standard
    /// output is a terminal; otherwise as ``run(arguments:environment:output:errors:)`` does.
    ///
    /// Interactively, the input is read on a thread of its own while the list is shown: rows
    /// appear as they arrive and can be filtered at once. Once the terminal is given back, the
    /// records of the items chosen go to standard output (with `--choose`), then the warnings and
    /// the error that stopped the input go to standard error, when the input ended before the
    /// user quit.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: The outside world.
    ///   - output: Standard output.
    ///   - errors: Receives each message for standard error, without a trailing newline.
    ///   - terminal: The terminal to browse on, `/dev/tty` unless a test gives another.
    /// - Returns: The exit status; 130 when nothing was chosen; after a signal, `128 + signal`.
    @MainActor
    package static func main(
        arguments: [String], environment: CommandEnvironment, output: inout some ByteSink,
        errors: @escaping (String) -> Void, terminal: String = "/dev/tty"
    ) async -> Int32 {
        guard let options = try? MixedListOptions.parse(arguments), !options.display.showHelp,
            options.interactive.runsInteractively(outputIsTerminal: environment.outputIsTerminal)
        else {
            return run(arguments: arguments, environment: environment, output: &output, errors: errors)
                .rawValue
        }
        let view: CollectionView
        do {
            // A table layout makes accounts, numbers and albums table rows; other layouts do not
            // apply to a list of one row per line.
            let views = try loadViews(options, builtIn: input(of: options, in: environment) == nil)
            view = MixedListCells.makeView(
                factory: try makeFactory(options, views: views),
                layout: options.display.layout.isTable ? options.display.layout : .list, views: views.views)
        } catch let error as ViewsFileError {
            errors("mixed-list: \(error)")
            return ExitStatus.usage.rawValue
        } catch {
            errors("mixed-list: \(error)")
            return ExitStatus.failure.rawValue
        }
        view.ambiguousWidth = options.ambiguousWidth
        let batches: AsyncStream<ItemReader.Batch>
        var source = ""
        let failures = DeferredRecords.Failures()
        // A table's widths come from each kind's first rows, which a deferred list would not
        // make, so tables are read as items.
        let deferringFactory = options.display.layout.isTable ? nil : view.factory
        if let input = input(of: options, in: environment) {
            guard let opened = open(input, environment: environment, errors: errors) else {
                return ExitStatus.failure.rawValue
            }
            let bytes = opened.bytes
            source = opened.source
            batches = ItemReader.start(
                bytes, source: source, format: options.inputFormat, keepGoing: options.keepGoing,
                records: options.records, recordsOnly: !options.views.isEmpty,
                keepsRecords: options.interactive.choose, deferringWith: deferringFactory, failures: failures)
        } else {
            batches = builtInBatches()
        }
        var preRead: ReadInput?
        if options.selectOne || options.exitWhenNoMatch {
            // fzf's --select-1 and --exit-0: the whole input decides, before anything is drawn.
            let read = await ReadInput(batches)
            let matches = RecordFilter.matches(
                of: options.query ?? "", texts: read.texts(factory: view.factory))
            if matches.isEmpty && options.exitWhenNoMatch || matches.count == 1 && options.selectOne {
                if matches.count == 1 {
                    do {
                        try write(matches, of: read.records, source: source, to: &output, errors: errors)
                    } catch {
                        // A reader that closed its end early is not a failure, as with --filter.
                        if error.code != .brokenPipe {
                            errors("mixed-list: cannot write the chosen records: \(error)")
                            return ExitStatus.failure.rawValue
                        }
                    }
                }
                // Bad input is status 1 even when nothing matched.
                let nothingMatched = matches.isEmpty && read.outcome.stopError == nil
                return finish(
                    read.outcome, status: nothingMatched ? 130 : 0, source: source, failures: failures,
                    errors: errors)
            }
            preRead = read
        }

        let list = InteractiveBrowsing.makeList(
            view: view, display: options.display, environment: environment.variables,
            choice: options.interactive.choice, bindings: ["v": .vibrate])
        if let query = options.query { list.queryText = query }
        let feeding = Task { @MainActor in
            if let preRead {
                for piece in preRead.pieces {
                    switch piece {
                    case .items(let items): list.append(contentsOf: items)
                    case .deferred(let items): list.append(deferred: items)
                    }
                }
                list.finishInput()
                if let stopError = preRead.outcome.stopError { list.status = "\(stopError)" }
                return preRead.outcome
            }
            var records = RecordLog()
            for await batch in batches {
                // Batches still buffered when the user quit are not worth adding.
                if Task.isCancelled { break }
                switch batch {
                case .items(let items, let texts):
                    list.append(contentsOf: items)
                    if let texts { records.append(contentsOf: texts) }
                case .deferred(let items):
                    list.append(deferred: items)
                    if options.interactive.choose { records.append(contentsOf: items.records) }
                case .finished(let warnings, let stopError, let malformedCount):
                    list.finishInput()
                    if let stopError { list.status = "\(stopError)" }
                    return Outcome(
                        warnings: warnings, stopError: stopError, malformedCount: malformedCount,
                        records: records)
                }
            }
            // Quit before the input ended: what it would have said is moot.
            return Outcome(warnings: [], stopError: nil, malformedCount: 0, records: records)
        }
        let (status, outcome): (Int32, Outcome)
        do {
            (status, outcome) = try await InteractiveBrowsing.run(
                list, filledBy: feeding, terminal: terminal, options: options.interactive)
        } catch {
            errors("mixed-list: \(error)")
            return ExitStatus.failure.rawValue
        }
        if options.interactive.choose && status == 0 {
            do {
                try write(
                    list.model.chosenIndices, of: outcome.records, source: source, to: &output, errors: errors
                )
            } catch {
                if case .writeFailed = error.code {
                    errors("mixed-list: cannot write the chosen records: \(error)")
                    return ExitStatus.failure.rawValue
                }
            }
        }
        return finish(outcome, status: status, source: source, failures: failures, errors: errors)
    }

    /// Reports how the input ended, and gives the exit status: 1 rather than 0 when the input
    /// was bad.
    /// Records that failed to make their items when shown count as malformed elements.
    private static func finish(
        _ outcome: Outcome, status: Int32, source: String, failures: DeferredRecords.Failures,
        errors: (String) -> Void
    ) -> Int32 {
        outcome.warnings.forEach(errors)
        let malformedCount = outcome.malformedCount + failures.count
        if let stopError = outcome.stopError {
            errors("mixed-list: \(stopError)")
        } else if malformedCount > 0 {
            errors(malformedMessage(count: malformedCount, source: source))
        } else {
            return status
        }
        return status == 0 ? ExitStatus.failure.rawValue : status
    }

    /// The whole input, read before anything is drawn, to be shown afterwards as it was read.
    private struct ReadInput {
        /// The batches of items, or of deferred items, in input order.
        enum Piece {
            case items([Any])
            case deferred(DeferredRecords)
        }
        var pieces: [Piece] = []
        var records = RecordLog()
        var outcome = Outcome(warnings: [], stopError: nil, malformedCount: 0, records: RecordLog())

        init(_ stream: AsyncStream<ItemReader.Batch>) async {
            for await batch in stream {
                switch batch {
                case .items(let items, let texts):
                    pieces.append(.items(items))
                    if let texts { records.append(contentsOf: texts) }
                case .deferred(let items):
                    pieces.append(.deferred(items))
                    records.append(contentsOf: items.records)
                case .finished(let warnings, let stopError, let malformedCount):
                    outcome = Outcome(
                        warnings: warnings, stopError: stopError, malformedCount: malformedCount,
                        records: records)
                }
            }
        }

        /// Every item's search text, in input order: the deferred items' as read, the others'
        /// from their registrations in `factory`.
        func texts(factory: CollectionFactory) -> [String] {
            var dispatcher = factory.makeDispatcher()
            var texts: [String] = []
            for piece in pieces {
                switch piece {
                case .items(let items): texts += items.map { dispatcher.searchText(for: $0) }
                case .deferred(let items):
                    let searchTexts = items.searchTexts
                    texts += (0..<searchTexts.count).map {
                        String(decoding: searchTexts.utf8(at: $0), as: UTF8.self)
                    }
                }
            }
            return texts
        }
    }

    /// Writes the records of the chosen items, one per line, in as few writes as a large choice
    /// allows; an item with no record (a malformed element) is reported instead.
    static func write(
        _ chosen: [Int], of records: RecordLog, source: String, to output: inout some ByteSink,
        errors: (String) -> Void
    ) throws(OutputError) {
        try write(chosen.lazy.map { ($0, records[$0]) }, source: source, to: &output, errors: errors)
    }

    /// Writes records, one per line, each with the index of its item in input order; an empty
    /// record (a malformed element's) is reported instead.
    static func write(
        _ chosen: some Sequence<(index: Int, record: ArraySlice<UInt8>)>, source: String,
        to output: inout some ByteSink, errors: (String) -> Void
    ) throws(OutputError) {
        var pending: [UInt8] = []
        for (index, record) in chosen {
            guard !record.isEmpty else {
                errors(
                    "mixed-list: \(source): item \(index) was a malformed element: it has no record to write")
                continue
            }
            // One record per line: a line break inside one can only be whitespace between tokens.
            if record.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                pending.append(
                    contentsOf: record.lazy.map { $0 == 0x0A || $0 == 0x0D ? UInt8(ascii: " ") : $0 })
            } else {
                pending.append(contentsOf: record)
            }
            pending.append(0x0A)
            if pending.count >= 1 << 16 {
                try output.write(pending)
                pending.removeAll(keepingCapacity: true)
            }
        }
        if !pending.isEmpty { try output.write(pending) }
    }

    /// What the reading task found: how the input ended, and the records of the items it added.
    private struct Outcome: Sendable {
        var warnings: [String]
        var stopError: InputError?
        var malformedCount: Int
        var records: RecordLog
    }

    /// The built-in list as one batch: each section's header, then its items, with a JSON record
    /// for each.
    private static func builtInBatches() -> AsyncStream<ItemReader.Batch> {
        var items: [Any] = []
        for section in defaultData().sections {
            if let header = section.header { items.append(header) }
            items += section.items
        }
        var records = RecordTexts()
        for item in items { records.append(RecordEncoder.record(for: item).utf8) }
        let (batches, continuation) = AsyncStream<ItemReader.Batch>.makeStream()
        continuation.yield(.items(items, records: RecordLog(records)))
        continuation.yield(.finished(warnings: [], stopError: nil, malformedCount: 0))
        continuation.finish()
        return batches
    }
}
