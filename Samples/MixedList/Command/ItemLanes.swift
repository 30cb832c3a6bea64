import CellFactory
import Dispatch
import Foundation
import MixedListJSON
import TextCells

/// Reads a run of whole lines of JSON Lines on every core: the run is cut into lanes at line
/// breaks, each lane is read by a reader of its own, and the lanes' items come back in input
/// order.
///
/// A lane stops before the first line it cannot read as a whole, valid item (a syntax error, a
/// field of the wrong type, bytes that are not UTF-8), and the lanes after it are dropped: the
/// stream's own reader then reads that line, and reports it exactly as it would have.
package enum ItemLanes {
    /// How runs of lines are read: on how many lanes, and in how large runs.
    package struct Plan: Sendable {
        /// How many lanes read at once.
        package var lanes: Int
        /// How much input a run reads ahead, when it can without waiting.
        package var runBytes: Int
        /// Lanes shorter than this are not worth a thread; fewer bytes are read one line at a time.
        package var minimumLaneBytes: Int

        /// A plan.
        package init(lanes: Int, runBytes: Int, minimumLaneBytes: Int) {
            self.lanes = max(1, lanes)
            self.runBytes = runBytes
            self.minimumLaneBytes = max(1, minimumLaneBytes)
        }

        /// One lane per core, reading ahead up to 8 MiB, cut into lanes of at least 64 KiB.
        package static var standard: Plan {
            // Room for the largest batch of records up to 128 bytes long, so that a batch is read
            // in a run or two: each run waits for its slowest lane and is merged alone. In runs of
            // 1 MiB, 10,000,000 records took up to a tenth longer.
            Plan(
                lanes: ProcessInfo.processInfo.activeProcessorCount,
                runBytes: ItemReader.largestBatchSize * 128,
                minimumLaneBytes: 64 << 10)
        }
    }

    /// A query to match items against, with the factory whose registrations give the items'
    /// search texts.
    package struct Search: Sendable {
        /// The factory whose registrations give the search texts.
        package var factory: CollectionFactory
        /// The query.
        package var query: SearchQuery

        /// A search.
        package init(factory: CollectionFactory, query: SearchQuery) {
            self.factory = factory
            self.query = query
        }
    }

    /// What to keep of each item read, besides counting it.
    package struct Keeping: Sendable {
        /// Whether to keep the items.
        package var items = true
        /// Whether to keep each item's record.
        package var records = false
        /// A query to match each item against, keeping the scores and records of those that
        /// match; `nil` to match none.
        package var search: Search?
        /// The factory whose registrations give the items' search texts, to keep each item's
        /// search text and record rather than the item, which is made again from its record
        /// when it is shown; `nil` to keep no texts.
        package var texts: CollectionFactory?

        /// Whether the search texts of the compiled views' common lines are found in their
        /// bytes, without making their items: when no item is kept, but their texts or matches
        /// are. Most of the time a long input takes is making items only to ask for their texts.
        func findsTexts(recordsOnly: Bool) -> Bool {
            !recordsOnly && !items && (texts != nil || search != nil)
        }

        /// What to keep. With `texts`, no item is kept and every record is, whatever `items` and
        /// `records` say.
        package init(
            items: Bool = true, records: Bool = false, search: Search? = nil, texts: CollectionFactory? = nil
        ) {
            self.items = items && texts == nil
            self.records = records || texts != nil
            self.search = search
            self.texts = texts
        }
    }

    /// What one lane read, and how far it got.
    package struct Lane: Sendable {
        /// The items, in input order, when kept.
        package var items: [any Sendable]?
        /// Their records, when kept.
        package var records: RecordTexts?
        /// Their search texts, when kept.
        package var texts: SearchTexts?
        /// The items that match the search, when there is one.
        package var matches: RecordMatches?
        /// The whole lines read.
        package var progress = JSONStreamReader.LinesProgress(bytes: 0, lines: 0, elements: 0)
    }

    /// What the lanes read: each lane up to the first that stopped early, in order, and how far
    /// they got together. The lanes are kept apart, so their items and records are not copied to
    /// join them (their search texts are).
    package struct Run: Sendable {
        /// The lanes.
        package var lanes: [Lane] = []
        /// The whole lines read.
        package var progress = JSONStreamReader.LinesProgress(bytes: 0, lines: 0, elements: 0)
        /// Whether a lane stopped before a line or an element it could not read, or one the
        /// array ends after, leaving the rest of what was lent.
        package var stoppedEarly = false
    }

    /// Reads whole lines on up to `plan.lanes` threads.
    ///
    /// - Parameters:
    ///   - lines: Whole lines, each ending with its line break.
    ///   - plan: How many lanes at most, and how short.
    ///   - recordsOnly: Whether every element is a record for declared views.
    ///   - acceptsInvalidUTF8: Whether a line whose strings hold bytes that are not UTF-8 is read
    ///     (as U+FFFD), rather than left to the stream, which warns of the first.
    ///   - keeping: What to keep of each item, and what to match it against.
    package static func read(
        _ lines: ArraySlice<UInt8>, plan: Plan, recordsOnly: Bool, acceptsInvalidUTF8: Bool = false,
        keeping: Keeping
    ) -> Run {
        let ranges = split(lines, into: max(1, min(plan.lanes, lines.count / plan.minimumLaneBytes)))
        return read(
            lines, in: ranges, format: .lines, recordsOnly: recordsOnly,
            acceptsInvalidUTF8: acceptsInvalidUTF8,
            keeping: keeping)
    }

    /// Reads whole elements of a JSON array, each followed by its `,`, on up to `plan.lanes`
    /// threads.
    ///
    /// The lanes are cut at `commas`, which may be guesses (see ``lineEndCommas(in:plan:)``): a
    /// lane is kept only when the lanes before it read their whole ranges as elements each
    /// followed by its `,`, so that it starts where an element does.
    ///
    /// - Parameters:
    ///   - elements: Elements, each followed by its `,`, as far as is known.
    ///   - commas: Where lanes may be cut: the index in `elements` of a `,` that ends an element,
    ///     or is guessed to, for each; rising, the last ending `elements`.
    ///   - plan: How many lanes at most, and how short.
    ///   - recordsOnly: Whether every element is a record for declared views.
    ///   - acceptsInvalidUTF8: Whether an element whose strings hold bytes that are not UTF-8 is
    ///     read (as U+FFFD), rather than left to the stream, which warns of the first.
    ///   - keeping: What to keep of each item, and what to match it against.
    package static func read(
        elements: ArraySlice<UInt8>, commas: [Int], plan: Plan, recordsOnly: Bool,
        acceptsInvalidUTF8: Bool = false, keeping: Keeping
    ) -> Run {
        precondition(
            commas.last == elements.endIndex - 1 && zip(commas, commas.dropFirst()).allSatisfy { $0 < $1 },
            "ItemLanes.read(elements:): the commas must rise and end the elements")
        let count = max(1, min(plan.lanes, elements.count / plan.minimumLaneBytes))
        var ranges: [Range<Int>] = []
        var start = elements.startIndex
        var next = commas.startIndex
        for lane in 1...count where next < commas.endIndex {
            // The first comma at or after this lane's share of the bytes ends it.
            let target =
                lane == count ? elements.endIndex - 1 : elements.startIndex + elements.count * lane / count
            while next < commas.endIndex - 1 && commas[next] < target { next += 1 }
            ranges.append(start..<commas[next] + 1)
            start = commas[next] + 1
            next += 1
        }
        return read(
            elements, in: ranges, format: .array, recordsOnly: recordsOnly,
            acceptsInvalidUTF8: acceptsInvalidUTF8, keeping: keeping)
    }

    /// Reads each range on a thread of its own; the lanes after the first that stops early are
    /// dropped.
    private static func read(
        _ bytes: ArraySlice<UInt8>, in ranges: [Range<Int>], format: JSONInputFormat, recordsOnly: Bool,
        acceptsInvalidUTF8: Bool, keeping: Keeping
    ) -> Run {
        let results = ThreadResults(repeating: Lane(), count: ranges.count)
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
            let lane = readLane(
                bytes[ranges[index]], format: format, recordsOnly: recordsOnly,
                acceptsInvalidUTF8: acceptsInvalidUTF8, keeping: keeping)
            results.set(lane, at: index)
        }
        var run = Run()
        for (range, lane) in zip(ranges, results.all) {
            run.lanes.append(lane)
            run.progress.bytes += lane.progress.bytes
            run.progress.lines += lane.progress.lines
            run.progress.elements += lane.progress.elements
            // A lane that stopped early leaves the rest to the stream's reader.
            guard lane.progress.bytes == range.count else {
                run.stoppedEarly = true
                break
            }
        }
        return run
    }

    /// The index of each `,` that ends an element of an array in `bytes`, as
    /// `JSONStreamReader.elementEnds(in:)` finds them, found by scanning pieces on up to
    /// `plan.lanes` threads. Each piece but the first starts after a line break, which valid JSON
    /// never holds in a string, and its scan is kept only when every piece before it ended between
    /// elements; otherwise the rest is scanned again, on this thread.
    package static func elementEnds(in bytes: ArraySlice<UInt8>, plan: Plan) -> [Int] {
        let count = min(plan.lanes, bytes.count / plan.minimumLaneBytes)
        guard count > 1 else { return JSONStreamReader.elementEnds(in: bytes) }
        var pieces: [Range<Int>] = []
        var start = bytes.startIndex
        for piece in 1..<count {
            let target = bytes.startIndex + bytes.count * piece / count
            guard target > start, let lineBreak = bytes[target...].firstIndex(of: 0x0A) else { break }
            pieces.append(start..<lineBreak + 1)
            start = lineBreak + 1
        }
        pieces.append(start..<bytes.endIndex)
        let scans = ThreadResults(repeating: JSONStreamReader.ElementEndScan(), count: pieces.count)
        let ranges = pieces
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
            scans.set(JSONStreamReader.scanElementEnds(in: bytes[ranges[index]]), at: index)
        }
        var ends: [Int] = []
        for (piece, scan) in zip(pieces, scans.all) {
            // A piece after one that did not end between elements was scanned from a wrong start:
            // from this piece on, the bytes are scanned again in one go.
            guard scan.reachedArrayEnd || scan.endsBetweenElements || piece.upperBound == bytes.endIndex
            else {
                return ends + JSONStreamReader.elementEnds(in: bytes[piece.lowerBound...])
            }
            ends += scan.ends
            if scan.reachedArrayEnd { break }
        }
        return ends
    }

    /// The commas `read(elements:commas:plan:recordsOnly:acceptsInvalidUTF8:keeping:)` cuts a run
    /// of an array's elements at, guessing that every line holds whole elements and ends with the
    /// `,` after its last: the `,` ending the last such line in `bytes`, and before it, for each
    /// lane after the first, the first such `,` at or after the lane's share of the bytes up to
    /// it. `nil` when none of the last 64 KiB's lines ends with a `,` (an array on one line, say).
    ///
    /// `nil` too when a cut would be more than 64 KiB past its lane's share (lines that long). A
    /// lane whose share starts on the line the last cut ends is not made.
    ///
    /// Only the bytes near the cuts are read. The lanes check the guess as they read: each starts
    /// where the one before it ends, so a lane that does not end exactly at its comma (a line
    /// that ended inside an element) stops early, and the lanes after it are dropped.
    package static func lineEndCommas(in bytes: ArraySlice<UInt8>, plan: Plan) -> [Int]? {
        /// The `,` before a line break, with only blanks between.
        func comma(endingLineAt lineBreak: Int) -> Int? {
            var index = lineBreak - 1
            while index >= bytes.startIndex,
                bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D
            {
                index -= 1
            }
            return index >= bytes.startIndex && bytes[index] == UInt8(ascii: ",") ? index : nil
        }
        let searchedBack = max(bytes.startIndex, bytes.endIndex - (64 << 10))
        var last: Int?
        var end = bytes.endIndex
        while last == nil, let lineBreak = bytes[searchedBack..<end].lastIndex(of: 0x0A) {
            last = comma(endingLineAt: lineBreak)
            end = lineBreak
        }
        guard let last else { return nil }
        // The lanes `read(elements:...)` makes of the bytes up to `last`, and where it cuts them.
        let length = last + 1 - bytes.startIndex
        let count = max(1, min(plan.lanes, length / plan.minimumLaneBytes))
        var commas: [Int] = []
        for lane in 1..<count {
            let target = bytes.startIndex + length * lane / count
            let searched = min(last, target + (64 << 10))
            var from = target
            var cut: Int?
            while cut == nil, from < searched, let lineBreak = bytes[from..<searched].firstIndex(of: 0x0A) {
                if let found = comma(endingLineAt: lineBreak), found >= target, found > (commas.last ?? -1) {
                    cut = found
                }
                from = lineBreak + 1
            }
            if let cut {
                commas.append(cut)
            } else if searched < last {
                return nil
            }
            // (No cut after the lane's share and before the last: the lane before takes its bytes.)
        }
        commas.append(last)
        return commas
    }

    /// Cuts whole lines into about `count` ranges of about the same size, each ending with a line
    /// break.
    package static func split(_ lines: ArraySlice<UInt8>, into count: Int) -> [Range<Int>] {
        let count = max(1, min(count, lines.count))
        var ranges: [Range<Int>] = []
        var start = lines.startIndex
        for lane in 1...count {
            guard start < lines.endIndex else { break }
            var end =
                lane == count ? lines.endIndex : max(start, lines.startIndex + lines.count * lane / count)
            while end < lines.endIndex && lines[end - 1] != 0x0A { end += 1 }
            if end > start { ranges.append(start..<end) }
            start = end
        }
        return ranges
    }

    /// Reads one lane with a reader of its own, up to the first line or element it cannot read
    /// whole.
    static func readLane(
        _ bytes: ArraySlice<UInt8>, format: JSONInputFormat = .lines, recordsOnly: Bool,
        acceptsInvalidUTF8: Bool,
        keeping: Keeping
    ) -> Lane {
        var items: [any Sendable]? = keeping.items ? [] : nil
        // The records are found in the lane's reader's buffer once it is done.
        var (starts, ends) = ([UInt32](), [UInt32]())
        var texts = keeping.texts.map { _ in SearchTexts() }
        var dispatcher = keeping.texts?.makeDispatcher()
        var matcher = keeping.search.map(RecordMatcher.init)
        var scratch: [UInt8] = []
        let findsTexts = keeping.findsTexts(recordsOnly: recordsOnly)
        let (progress, buffer) = readElements(
            bytes, format: format, recordsOnly: recordsOnly, acceptsInvalidUTF8: acceptsInvalidUTF8,
            findsTexts: findsTexts
        ) {
            element, record in
            if keeping.records {
                starts.append(UInt32(clamping: record.startIndex))
                ends.append(UInt32(clamping: record.endIndex))
            }
            switch element {
            case .item(let item):
                items?.append(item)
                if let text = dispatcher?.searchText(for: item) { texts?.append(text) }
                matcher?.add(item, record: record)
            case .text(let text):
                texts?.append(text, in: record, scratch: &scratch)
                matcher?.add(text, record: record, scratch: &scratch)
            }
        }
        let records = keeping.records ? RecordTexts(in: buffer, starts: starts, ends: ends) : nil
        return Lane(
            items: items, records: records, texts: texts, matches: matcher?.matches, progress: progress)
    }

    /// What a run of lines or elements read in one go works on: the finder, and the text it found
    /// in the line or element it read last.
    private struct RunState {
        var finder: SearchTextFinder
        var found: RecognizedText?

        /// Finds a line's or an element's text, for `JSONStreamReader.readRecognizedLines` and
        /// `readRecognizedElements`.
        static func recognize(_ state: inout RunState, _ bytes: [UInt8], _ start: Int) -> Int? {
            guard let (text, end) = state.finder.searchText(in: bytes, from: start) else { return nil }
            state.found = text
            return end
        }
    }

    /// What a lane read of an element: its item, or only where its search text is.
    enum ReadElement {
        case item(any Sendable)
        case text(RecognizedText)
    }

    /// Reads whole lines, or whole elements of an array each followed by its `,`, giving each
    /// item (or with `findsTexts`, the search text of those whose text is found in their bytes)
    /// and its record to `add`, up to the first that is not a whole, valid item, or an element
    /// the array ends after; returns how far it got, and the buffer the records were slices of.
    private static func readElements(
        _ bytes: ArraySlice<UInt8>, format: JSONInputFormat, recordsOnly: Bool, acceptsInvalidUTF8: Bool,
        findsTexts: Bool, add: (ReadElement, ArraySlice<UInt8>) -> Void
    ) -> (JSONStreamReader.LinesProgress, buffer: [UInt8]) {
        let none = JSONStreamReader.LinesProgress(bytes: 0, lines: 0, elements: 0)
        // A reader of its own would take a line that starts like a byte order mark for one.
        guard format == .array || !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return (none, []) }
        var reader = JSONStreamReader(format: format)
        // Elements are read as those of an array: one that the lane's `[` opens.
        if format == .array { reader.append([UInt8(ascii: "[")]) }
        reader.append(bytes)
        reader.finishInput()
        // A reader compacts its buffer only when bytes are appended, so the records' indices
        // still count in it once it is done.
        let held = reader.bufferedByteCount
        let progress = readElements(
            from: &reader, format: format, recordsOnly: recordsOnly, acceptsInvalidUTF8: acceptsInvalidUTF8,
            findsTexts: findsTexts, add: add)
        assert(reader.bufferedByteCount == held, "a lane's reader dropped bytes its records are in")
        return (progress, reader.bufferedBytes)
    }

    /// Reads the elements of a reader given every byte of its lane; see
    /// ``readElements(_:format:recordsOnly:acceptsInvalidUTF8:findsTexts:add:)``.
    private static func readElements(
        from reader: inout JSONStreamReader, format: JSONInputFormat, recordsOnly: Bool,
        acceptsInvalidUTF8: Bool, findsTexts: Bool, add: (ReadElement, ArraySlice<UInt8>) -> Void
    ) -> JSONStreamReader.LinesProgress {
        var recognizer = ItemRecognizer(recordsOnly: recordsOnly)
        var finder = SearchTextFinder()
        func progress() -> JSONStreamReader.LinesProgress? {
            format == .array ? reader.elementsProgress : reader.linesProgress
        }
        var last = JSONStreamReader.LinesProgress(bytes: 0, lines: 0, elements: 0)
        while true {
            // Where the elements read whole end, should the next not be one.
            guard let before = progress() else { return last }
            last = before
            if findsTexts {
                // A run of lines or elements at a time, while their texts are found in their bytes.
                var state = RunState(finder: finder)
                func take(_ state: inout RunState, _ bytes: [UInt8], _ record: Range<Int>) {
                    if let found = state.found { add(.text(found), bytes[record]) }
                }
                let read =
                    format == .lines
                    ? reader.readRecognizedLines(with: &state, by: RunState.recognize, taking: take)
                    : reader.readRecognizedElements(with: &state, by: RunState.recognize, taking: take)
                finder = state.finder
                if read > 0 { continue }
                if let found = finder.nextText(in: &reader) {
                    guard progress() != nil else { return before }
                    add(.text(found), reader.lastElementText ?? [])
                    continue
                }
            }
            // The finder declines exactly the lines the item shortcut declines.
            if !findsTexts, let recognized = reader.nextRecognized(by: { recognizer.item(in: $0, from: $1) })
            {
                guard progress() != nil else { return before }
                add(.item(recognized.item), reader.lastElementText ?? [])
                continue
            }
            switch reader.next() {
            case .element(let value, _, _):
                guard acceptsInvalidUTF8 || reader.firstInvalidUTF8Offset == nil else { return before }
                guard let item = try? ItemDecoder.item(from: value, recordsOnly: recordsOnly) else {
                    return before
                }
                // An element the array ends after, with no `,`, is not the lane's: its progress
                // would not count it, and the stream reads it again.
                guard progress() != nil else { return before }
                add(.item(item), reader.lastElementText ?? [])
            case .malformed, .needsInput:
                return before
            case .end:
                return progress() ?? before
            }
        }
    }
}

/// The results of work done on several threads at once, one per slot, each set by its thread and
/// read once all are done: the lanes' items, or the pieces' scans.
///
/// `@unchecked Sendable` is sound: every access to `stored` holds `lock`. An `NSLock` rather than
/// `Synchronization.Mutex`, whose locking on Linux the thread sanitizer does not see: it reported
/// two lanes storing their results under one as a race.
private final class ThreadResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value]

    init(repeating empty: Value, count: Int) {
        stored = Array(repeating: empty, count: count)
    }

    /// Stores one thread's result.
    func set(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        stored[index] = value
    }

    /// Every thread's result.
    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
