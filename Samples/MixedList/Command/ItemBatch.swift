import CellFactory

/// Items read in one go, with their records, or the matches of a query, when those are asked for.
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

    /// Creates an empty batch that keeps what `keeping` says.
    package init(keeping: ItemLanes.Keeping) {
        self.keeping = keeping
        records = keeping.records ? RecordLog() : nil
        openRecords = keeping.records ? RecordTexts() : nil
        openMatcher = keeping.search.map(RecordMatcher.init)
    }

    /// Adds an item read from `record`.
    mutating func append(_ item: Any, record: some Sequence<UInt8>) {
        if keeping.items { items.append(item) }
        count += 1
        openRecords?.append(record)
        openMatcher?.add(item, record: record)
    }

    /// Adds the items of a run read on every core, with their records and matches.
    mutating func append(_ run: ItemLanes.Run) {
        close()
        for lane in run.lanes {
            for item in lane.items ?? [] { items.append(item) }
            if let laneRecords = lane.records { records?.append(laneRecords) }
            if let laneMatches = lane.matches, laneMatches.count > 0 {
                matches.append(laneMatches.shifted(by: count))
            }
            count += lane.progress.elements
        }
        openFirstIndex = count
    }

    /// The items when kept, their records when kept, and the matches of the search, in pieces
    /// in input order.
    package consuming func finish() -> (
        items: [Any], records: RecordLog?, matches: [RecordMatches], count: Int
    ) {
        close()
        return (items, records, matches, count)
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
}
