import CellFactory
import MixedListCells
import TextCells
import TextTerminal

extension MixedListCommand {
    /// `--filter QUERY`: reads every item, and writes the records of those that match, best
    /// first, one per line, as `--choose` writes them; exit status 1 when none match.
    static func filter(
        _ query: String, options: MixedListOptions, views: ViewsFile, environment: CommandEnvironment,
        output: inout some ByteSink, errors: @escaping (String) -> Void
    ) -> ExitStatus {
        let factory: CollectionFactory
        do {
            factory = try makeFactory(options, views: views)
        } catch {
            errors("mixed-list: \(error)")
            return .failure
        }
        var texts: [[String]] = []
        var records = RecordLog()
        var source = "the built-in list"
        var stopError: InputError?
        var malformedCount = 0
        if let input = input(of: options, in: environment) {
            guard let opened = open(input, environment: environment, errors: errors) else { return .failure }
            source = opened.source
            let stream = ItemStream(
                input: opened.bytes, source: opened.source, format: options.inputFormat,
                keepGoing: options.keepGoing, records: options.records, recordsOnly: !options.views.isEmpty,
                warnings: errors)
            var isAtEnd = false
            while !isAtEnd {
                // The search texts are made as the items are read, on every core.
                let batch = ItemReader.nextBatch(
                    from: stream, size: .max,
                    keeping: ItemLanes.Keeping(items: false, records: true, searchTexts: factory),
                    isAtEnd: &isAtEnd)
                texts += batch.texts
                if let batchRecords = batch.records { records.append(contentsOf: batchRecords) }
            }
            stream.reportPendingWarnings()
            stopError = stream.stopError
            malformedCount = stream.malformedCount
        } else {
            var dispatcher = factory.makeDispatcher()
            var builtIn = RecordTexts()
            let items = defaultData().sections.flatMap(\.items)
            texts = [items.map { dispatcher.searchText(for: $0) }]
            for item in items { builtIn.append(RecordEncoder.record(for: item).utf8) }
            records.append(builtIn)
        }
        let matches = RecordFilter.matches(of: query, texts: Array(texts.joined()))
        do {
            try write(matches, of: records, source: source, to: &output, errors: errors)
        } catch {
            if error.code == .brokenPipe { return .success }
            errors("mixed-list: cannot write the records: \(error)")
            return .failure
        }
        if let stopError {
            errors("mixed-list: \(stopError)")
            return .failure
        }
        if malformedCount > 0 {
            errors(malformedMessage(count: malformedCount, source: source))
            return .failure
        }
        return matches.isEmpty ? .failure : .success
    }
}

/// The items that match a query, best first, found as the interactive list finds them: for
/// `--filter`, `--select-1` and `--exit-0`.
enum RecordFilter {
    /// The indices of the matching items, best first.
    ///
    /// - Parameters:
    ///   - query: The query, as typed in the list; an empty one matches every item.
    ///   - texts: Each item's search text, in input order.
    static func matches(of query: String, texts: some Collection<String>) -> [Int] {
        // The list's own model, driven here: the same matcher and order as on the terminal.
        var model = ListModel(width: 80, height: 24)
        _ = model.update(.itemsAppended(count: texts.count))
        _ = model.update(.inputFinished)
        var commands = model.update(.querySet(query))
        while let request = commands.lazy.compactMap(Self.search).first {
            commands = model.update(.searchFinished(request.run(over: texts)))
        }
        return (0..<model.matchCount).map { model.item(at: $0) }
    }

    /// The indices of the matching items, best first, each searched by its registration's text.
    static func matches(of query: String, in items: [Any], factory: CollectionFactory) -> [Int] {
        var dispatcher = factory.makeDispatcher()
        return matches(of: query, texts: items.map { dispatcher.searchText(for: $0) })
    }

    private static func search(_ command: ListCommand) -> ListSearchRequest? {
        if case .search(let request) = command { return request }
        return nil
    }
}
