import CellFactory

/// Items read in one go, with their records and search texts when those are asked for.
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
    /// The search texts, in pieces: a run's lanes are not copied to join them.
    private var texts: [[String]] = []
    /// Makes the texts of the items read one at a time.
    private var openTexts: SearchTextMaker?

    /// Creates an empty batch that keeps what `keeping` says.
    package init(keeping: ItemLanes.Keeping) {
        self.keeping = keeping
        records = keeping.records ? RecordLog() : nil
        openRecords = keeping.records ? RecordTexts() : nil
        openTexts = keeping.searchTexts.map(SearchTextMaker.init)
    }

    /// Adds an item read from `record`.
    mutating func append(_ item: Any, record: some Sequence<UInt8>) {
        if keeping.items { items.append(item) }
        count += 1
        openRecords?.append(record)
        openTexts?.add(item)
    }

    /// Adds the items of a run read on every core, with their records and texts.
    mutating func append(_ run: ItemLanes.Run) {
        close()
        for lane in run.lanes {
            for item in lane.items ?? [] { items.append(item) }
            if let laneRecords = lane.records { records?.append(laneRecords) }
            if let laneTexts = lane.texts { texts.append(laneTexts) }
        }
        count += run.progress.elements
    }

    /// The items when kept, their records when kept, and their search texts when made, in
    /// pieces.
    package consuming func finish() -> (items: [Any], records: RecordLog?, texts: [[String]]) {
        close()
        return (items, records, texts)
    }

    /// Ends the pieces of the items read one at a time.
    private mutating func close() {
        if let open = openRecords, open.count > 0 {
            records?.append(open)
            openRecords = RecordTexts()
        }
        if let open = openTexts, !open.texts.isEmpty, let factory = keeping.searchTexts {
            texts.append(open.texts)
            openTexts = SearchTextMaker(factory)
        }
    }
}
