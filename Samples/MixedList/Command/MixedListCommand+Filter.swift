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
        let search = ItemLanes.Search(factory: factory, query: SearchQuery(query))
        var found = FoundRecords()
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
                // The items are matched as they are read, on every core; only matches are kept.
                let batch = ItemReader.nextBatch(
                    from: stream, size: .max, keeping: ItemLanes.Keeping(items: false, search: search),
                    isAtEnd: &isAtEnd)
                found.append(batch.matches, count: batch.count)
            }
            stream.reportPendingWarnings()
            stopError = stream.stopError
            malformedCount = stream.malformedCount
        } else {
            var matcher = RecordMatcher(search)
            let items = defaultData().sections.flatMap(\.items)
            for item in items { matcher.add(item, record: RecordEncoder.record(for: item).utf8) }
            found.append([matcher.matches], count: items.count)
        }
        do {
            try write(found.bestFirst, source: source, to: &output, errors: errors)
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
        return found.isEmpty ? .failure : .success
    }
}

/// The records of the items that match a query, gathered batch by batch, for `--filter`.
struct FoundRecords {
    /// Each match's score, by its number among the matches in input order.
    private var scores: [Int] = []
    /// The matches' records, by their number among the matches.
    private var records = RecordLog()
    /// The index of each match's item, by its number among the matches.
    private var indices: [Int] = []
    /// How many items were matched against.
    private var itemCount = 0

    /// Whether no item matched.
    var isEmpty: Bool { scores.isEmpty }

    /// Adds the matches of the next `count` items, whose indices count from the batch's first.
    mutating func append(_ matches: [RecordMatches], count: Int) {
        for piece in matches {
            scores += piece.scores
            indices += (0..<piece.count).map { itemCount + piece.index(ofMatch: $0) }
            records.append(piece.records)
        }
        itemCount += count
    }

    /// Each match's item index and record, in the interactive list's order: best first.
    var bestFirst: some Sequence<(index: Int, record: ArraySlice<UInt8>)> {
        SearchOrder.bestFirst.arranged(scores: scores).lazy.map { (indices[$0], records[$0]) }
    }
}

/// The items that match a query, best first, found as the interactive list finds them: for
/// `--select-1` and `--exit-0`.
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

    private static func search(_ command: ListCommand) -> ListSearchRequest? {
        if case .search(let request) = command { return request }
        return nil
    }
}
