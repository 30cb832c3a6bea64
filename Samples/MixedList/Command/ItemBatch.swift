import CellFactory
import MixedListViewModels
import TextCells

/// Items read in one go, with their records, or the matches of a query, when those are asked for;
/// or, for a deferred list, each item's search text and record instead of the item.
package struct ItemBatch {
    /// What is kept of each item.
    package let keeping: ItemLanes.Keeping
    /// The items, in input order, when kept.
    private var items: [Any] = []
    /// How many items there are, kept or not.
    package private(set) var count = 0
    /// The records of the runs before the items read one at a time since.
    private var records: RecordLog?
    /// The records of the items read one at a time since the last run.
    private var openRecords: RecordTexts?
    /// The matches of the search, in pieces: a run's lanes are not copied to join them.
    private var matches: [RecordMatches] = []
    /// Matches the items read one at a time.
    private var openMatcher: RecordMatcher?
    /// The index of the first item the open matcher matched.
    private var openFirstIndex = 0
    /// The items' search texts, when kept.
    private var texts: SearchTexts?
    /// Makes the search texts of the items read one at a time.
    private var dispatcher: ViewModelDispatcher?
    /// The malformed elements among the items when their texts are kept, by index in the batch:
    /// they have no record to be made again from.
    private var malformed: [Int: MalformedElement] = [:]
    /// Where texts found in parts are joined.
    private var scratch: [UInt8] = []

    /// Creates an empty batch that keeps what `keeping` says.
    package init(keeping: ItemLanes.Keeping) {
        self.keeping = keeping
        records = keeping.records ? RecordLog() : nil
        openRecords = keeping.records ? RecordTexts() : nil
        openMatcher = keeping.search.map(RecordMatcher.init)
        texts = keeping.texts.map { _ in SearchTexts() }
        dispatcher = keeping.texts?.makeDispatcher()
    }

    /// Adds an item read from `record`.
    mutating func append(_ item: Any, record: some Collection<UInt8>) {
        if keeping.items { items.append(item) }
        if let text = dispatcher?.searchText(for: item) {
            texts?.append(text)
            // Only a malformed element has no record: it is kept as it is.
            if record.isEmpty {
                assert(item is MalformedElement, "ItemBatch: only a malformed element has no record")
                malformed[count] = item as? MalformedElement ?? Self.noRecord(count)
            }
        }
        count += 1
        openRecords?.append(record)
        openMatcher?.add(item, record: record)
    }

    /// Adds an item whose search text was found in its record, without making the item: only
    /// when texts, or matches, are kept rather than items.
    mutating func append(_ text: RecognizedText, record: ArraySlice<UInt8>) {
        precondition(!keeping.items, "ItemBatch: an item kept must be made")
        texts?.append(text, in: record, scratch: &scratch)
        count += 1
        openRecords?.append(record)
        openMatcher?.add(text, record: record, scratch: &scratch)
    }

    /// Adds the items of a run read on every core, with their records and matches.
    mutating func append(_ run: ItemLanes.Run) {
        close()
        for lane in run.lanes {
            for item in lane.items ?? [] { items.append(item) }
            if let laneRecords = lane.records { records?.append(laneRecords) }
            if let laneTexts = lane.texts { texts?.append(contentsOf: laneTexts) }
            if let laneMatches = lane.matches, laneMatches.count > 0 {
                matches.append(laneMatches.shifted(by: count))
            }
            count += lane.progress.elements
        }
        openFirstIndex = count
    }

    /// What a batch read.
    package struct Contents {
        /// The items when kept, in input order.
        package var items: [Any]
        /// Their records when kept.
        package var records: RecordLog?
        /// The matches of the search, in pieces in input order.
        package var matches: [RecordMatches]
        /// How many items were read.
        package var count: Int
        /// The items' search texts when kept, with the malformed elements among them by index.
        package var texts: (texts: SearchTexts, malformed: [Int: MalformedElement])?
    }

    /// What was read: the items or their texts, their records, and the matches, as kept.
    package consuming func finish() -> Contents {
        close()
        return Contents(
            items: items, records: records, matches: matches, count: count,
            texts: texts.map { ($0, malformed) })
    }

    /// Ends the pieces of the items read one at a time.
    private mutating func close() {
        if let open = openRecords, open.count > 0 {
            records?.append(open)
            openRecords = RecordTexts()
        }
        if let open = openMatcher, open.count > 0, let search = keeping.search {
            if open.matches.count > 0 { matches.append(open.matches.shifted(by: openFirstIndex)) }
            openMatcher = RecordMatcher(search)
        }
    }

    /// What stands for an item with no record that is not a malformed element, which the stream
    /// never gives: a row that says so, rather than an item lost. Its index is the batch's.
    private static func noRecord(_ index: Int) -> MalformedElement {
        MalformedElement(index: index, line: 1, column: 1, problem: "the item has no record to show")
    }
}
