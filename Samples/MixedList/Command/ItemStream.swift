import CellFactory
import MixedListJSON
import MixedListViewModels

/// The elements of `mixed-list`'s input as list elements, read and decoded one at a time as the
/// bytes arrive, for a streamed render.
///
/// A pause is sent when the next read would wait, so that every row drawn is shown while the
/// input is quiet. A malformed element stops the stream (``stopError`` says why), or, when told to
/// keep going, becomes a ``MalformedElement`` row and is reported through `warnings` once the row
/// has been written out.
package final class ItemStream: Sequence, IteratorProtocol {
    private var input: any ByteInput
    private var reader: JSONStreamReader
    private let source: String
    private let formatIsGiven: Bool
    private let keepGoing: Bool
    private let warnings: (String) -> Void
    /// `--records`: where each document holds the array whose elements are the items.
    private let records: RecordPath?
    /// Whether every element is a ``RecordValue`` for declared views, with no compiled models.
    private let recordsOnly: Bool
    /// Reads the common lines straight from their text, keeping the keys of the records it has
    /// read when `recordsOnly`.
    private var recognizer: ItemRecognizer
    /// The elements of the last document's array not returned yet, and where that document is.
    private var pendingRecords: ArraySlice<JSONValue> = []
    private var pendingDocument = (index: 0, position: JSONPosition(line: 1, column: 1, offset: 0))
    /// The record text of the last item, when it is not the element's text (an item of `--records`).
    private var lastRecordText: [UInt8]?

    /// Why the stream stopped early, if it did: bad input, or input that could not be read.
    package private(set) var stopError: InputError?
    /// The malformed elements shown as rows so far.
    package private(set) var malformedCount = 0
    private var elementCount = 0
    private var pausedBeforeRead = false
    private var warnedAboutUTF8 = false
    private var pendingWarnings: [String] = []
    private var pausedForWarnings = false
    /// Whether the last item ``next()`` returned was decoded from a record.
    private var lastItemHasRecord = false
    /// How runs of lines are read on every core.
    private let plan: ItemLanes.Plan
    /// A read that failed while reading ahead for a run: `next()` reports it when it needs input.
    private var readFailure: (any Error)?
    /// Whether the input has ended: it is never read again.
    private var inputEnded = false
    /// How many elements must have been read before the lanes read again, after they stopped early.
    private var runsResumeAt = 0
    /// How many elements are read one at a time when the lanes next stop early.
    private var runBackoff = ItemStream.firstRunBackoff
    /// The bytes of an element, on average, in the runs read so far.
    private var bytesPerElement = 16
    /// Whether an array's runs are cut into lanes where lines end with a `,`, guessing that each
    /// line holds whole elements, with no scan of the elements' ends (see
    /// `ItemLanes.lineEndCommas(in:plan:)`); off once a run shows the guess wrong.
    package private(set) var cutsArraysAtLines = true
    /// Finds the search texts of the lines read one at a time, when texts are kept.
    private var finder = SearchTextFinder()
    /// How many elements the lanes have read.
    package private(set) var elementsReadOnLanes = 0

    /// Adds the text of the record the last item was decoded from, as it was in the input, to
    /// `bytes`; nothing when that item had none (a malformed element).
    package func appendLastRecordText(to bytes: inout [UInt8]) {
        guard lastItemHasRecord else { return }
        if let lastRecordText {
            bytes.append(contentsOf: lastRecordText)
        } else if let text = reader.lastElementText {
            bytes.append(contentsOf: text)
        }
    }

    /// Creates a stream.
    ///
    /// - Parameters:
    ///   - input: The bytes.
    ///   - source: The input's name, for messages.
    ///   - format: The format, or `nil` to tell it from the first byte that is not blank.
    ///   - keepGoing: Whether a malformed element becomes a row rather than the end.
    ///   - records: Where each document holds the array whose elements are the items
    ///     (`--records`); the input is then one document, unless `format` says JSON Lines.
    ///   - recordsOnly: Whether every element is a ``RecordValue``, for views declared in a
    ///     views file, rather than accounts, numbers and albums for the compiled views.
    ///   - plan: How runs of lines are read on every core, for batches.
    ///   - warnings: Receives each message for standard error, without a trailing newline.
    package init(
        input: any ByteInput, source: String, format: JSONInputFormat?, keepGoing: Bool,
        records: RecordPath? = nil, recordsOnly: Bool = false, plan: ItemLanes.Plan = .standard,
        warnings: @escaping (String) -> Void
    ) {
        self.plan = plan
        self.recordsOnly = recordsOnly
        recognizer = ItemRecognizer(recordsOnly: recordsOnly)
        self.input = input
        self.reader = JSONStreamReader(format: records != nil && format == nil ? .document : format)
        self.records = records
        self.source = source
        self.formatIsGiven = format != nil || records != nil
        self.keepGoing = keepGoing
        self.warnings = warnings
    }

    package func next() -> sending ListElement? {
        lastItemHasRecord = false
        lastRecordText = nil
        // A message about a row follows the row: a pause writes it out first, then the message goes.
        if !pendingWarnings.isEmpty {
            if !pausedForWarnings {
                pausedForWarnings = true
                return .pause
            }
            reportPendingWarnings()
            pausedForWarnings = false
        }
        guard stopError == nil else { return nil }
        if let record = pendingRecords.popFirst() { return item(fromRecord: record) }
        while true {
            // The compiled views' items need no recognizer: it is left alone, since each use of a
            // class's stored `var` is checked for exclusive access, and this runs for every line.
            if records == nil,
                let recognized = recordsOnly
                    ? reader.nextRecognized(by: { recognizer.item(in: $0, from: $1) })
                    : reader.nextRecognized(by: ItemDecoder.item(in:from:))
            {
                elementCount += 1
                lastItemHasRecord = true
                return .item(recognized.item)
            }
            switch reader.next() {
            case .element(let value, let index, let position):
                elementCount += 1
                warnAboutUTF8()
                if let records {
                    guard case .array(let elements)? = records.value(in: value) else {
                        let found =
                            records.value(in: value).map { "found \($0.kindDescription)" } ?? "not found"
                        return malformed(
                            InputError(
                                source: source, elementIndex: index, position: position,
                                message: "--records \(records): expected an array, \(found)"))
                    }
                    pendingRecords = elements[...]
                    pendingDocument = (index, position)
                    guard let record = pendingRecords.popFirst() else { continue }
                    return item(fromRecord: record)
                }
                do {
                    let item = try ItemDecoder.item(from: value, recordsOnly: recordsOnly)
                    lastItemHasRecord = true
                    return .item(item)
                } catch {
                    return malformed(
                        InputError(
                            source: source, elementIndex: index, position: position, field: error.field,
                            message: error.message))
                }
            case .malformed(let error, let index):
                elementCount += 1
                warnAboutUTF8()
                return malformed(
                    InputError(
                        source: source, elementIndex: index, position: error.position, message: error.message)
                )
            case .needsInput:
                // Before a read that would wait, the rows drawn so far are shown (once per wait).
                if !pausedBeforeRead && input.wouldWait {
                    pausedBeforeRead = true
                    return .pause
                }
                pausedBeforeRead = false
                do {
                    if let readFailure { throw readFailure }
                    try readInput()
                } catch {
                    stopError = InputError(source: source, message: "cannot read: \(error)")
                    return nil
                }
            case .end:
                if elementCount == 0 && !formatIsGiven && reader.format == nil {
                    stopError = InputError(
                        source: source, message: "the input is empty; expected a JSON array or JSON Lines")
                }
                return nil
            }
        }
    }

    /// Adds items to `batch` until it holds `limit` items or the next line is one only
    /// ``next()`` reads, or is not complete yet; ``next()`` then takes over.
    ///
    /// With room for many items, JSON Lines and the elements of a JSON array are read on every
    /// core (``ItemLanes``), a run of lines or elements at a time; otherwise the lines that
    /// `ItemDecoder.item(in:from:)` reads straight from their text are read here, one at a time
    /// (only their search texts, found by a ``SearchTextFinder``, when the batch keeps texts or
    /// matches rather than items).
    ///
    /// - Parameters:
    ///   - batch: The batch.
    ///   - limit: How many items it may hold.
    package func appendRecognizedItems(to batch: inout sending ItemBatch, limit: Int) {
        guard self.records == nil, pendingWarnings.isEmpty, stopError == nil, batch.count < limit else {
            return
        }
        // Whether the run before was cut where lines end and stopped early.
        var retriesGuess = false
        // One lane would only copy what the loop below reads in place.
        while plan.lanes > 1, limit - batch.count >= Self.minimumRunItems, elementCount >= runsResumeAt,
            let (run, cutAtLines) = readRun(keeping: batch.keeping, room: limit - batch.count)
        {
            batch.append(run)
            elementCount += run.progress.elements
            elementsReadOnLanes += run.progress.elements
            lastItemHasRecord = false
            if run.progress.elements > 0 {
                bytesPerElement = Swift.max(1, run.progress.bytes / run.progress.elements)
            }
            // A run cut where lines end stops early where a line ends inside an element, or at an
            // element the lanes cannot read: the rest is read again at once, cut where the scan
            // finds the elements' ends. When that stops at once too, the element was at fault,
            // not the guess, which is made again for the runs after it.
            if run.stoppedEarly && cutAtLines {
                cutsArraysAtLines = false
                retriesGuess = true
                continue
            }
            if retriesGuess && run.stoppedEarly && run.progress.bytes == 0 { cutsArraysAtLines = true }
            retriesGuess = false
            // Lines the lanes leave to `next()` are read one at a time for a while, longer each
            // time, so that an input of many such lines is not lent to the lanes line by line.
            if run.stoppedEarly {
                runsResumeAt = elementCount + 1 + runBackoff
                runBackoff = Swift.min(runBackoff * 2, 1 << 16)
                break
            }
            runBackoff = Self.firstRunBackoff
        }
        guard batch.count < limit else { return }
        let added =
            batch.keeping.findsTexts(recordsOnly: recordsOnly)
            ? Self.appendRecognizedTexts(from: &reader, to: &batch, limit: limit, finder: &finder)
            : Self.appendRecognizedItems(from: &reader, to: &batch, limit: limit, by: &recognizer)
        elementCount += added
        if added > 0 { lastItemHasRecord = true }
    }

    /// A batch with room for fewer items than this is filled one line at a time, so that the first
    /// rows are not kept waiting for a run.
    static let minimumRunItems = 4096
    /// How many elements are read one at a time after the lanes first stop early.
    static let firstRunBackoff = 64

    /// Reads a run of whole lines on every core, after reading ahead up to the plan's run of input
    /// when that does not wait, and says whether it was an array's elements cut where lines end;
    /// `nil` when there is not enough to read.
    private func readRun(keeping: ItemLanes.Keeping, room: Int) -> (run: ItemLanes.Run, cutAtLines: Bool)? {
        // Not before the first element: the reader lends no lines until it has read one by
        // itself, so all that was read ahead would be read one line at a time.
        while elementCount > 0 && !inputEnded && readFailure == nil
            && reader.bufferedByteCount < plan.runBytes
            && !input.wouldWait
        {
            do {
                try readInput()
            } catch {
                // Reported by `next()` when it needs the bytes that could not be read.
                readFailure = error
            }
        }
        // About as many lines as the batch has room for, from the lines read so far.
        let (bytes, overflow) = room.multipliedReportingOverflow(by: bytesPerElement)
        // Once the stream has warned of bytes that are not UTF-8, it says no more of them.
        let (plan, recordsOnly, acceptsInvalidUTF8) = (self.plan, self.recordsOnly, warnedAboutUTF8)
        let maximumBytes = overflow ? Int.max : bytes
        let run: ItemLanes.Run?
        var cutAtLines = false
        if reader.format == .array {
            // Where lines end with a `,`, if that is where the elements end: a scan of every byte
            // for the elements' ends costs about as much as reading them. Otherwise the ends are
            // found on every core too: one scan is most of an array's serial work.
            let guessesLines = cutsArraysAtLines
            func findEnds(_ bytes: ArraySlice<UInt8>) -> [Int] {
                if guessesLines, let commas = ItemLanes.lineEndCommas(in: bytes, plan: plan) {
                    cutAtLines = true
                    return commas
                }
                return ItemLanes.elementEnds(in: bytes, plan: plan)
            }
            func readLanes(_ elements: ArraySlice<UInt8>, _ commas: [Int]) -> (
                ItemLanes.Run, JSONStreamReader.LinesProgress
            ) {
                let run = ItemLanes.read(
                    elements: elements, commas: commas, plan: plan, recordsOnly: recordsOnly,
                    acceptsInvalidUTF8: acceptsInvalidUTF8, keeping: keeping)
                return (run, run.progress)
            }
            run = reader.readCompleteElements(
                minimumBytes: plan.minimumLaneBytes, maximumBytes: maximumBytes, findingEnds: findEnds,
                readLanes)
        } else {
            run = reader.readCompleteLines(minimumBytes: plan.minimumLaneBytes, maximumBytes: maximumBytes) {
                lines in
                let run = ItemLanes.read(
                    lines, plan: plan, recordsOnly: recordsOnly, acceptsInvalidUTF8: acceptsInvalidUTF8,
                    keeping: keeping)
                return (run, run.progress)
            }
        }
        // A run that stopped on its first line is returned too, so that the stream backs off.
        guard let run, run.progress.bytes > 0 || run.stoppedEarly else { return nil }
        return (run, cutAtLines)
    }

    /// The loop that reads lines one at a time; returns how many items it added.
    private static func appendRecognizedItems(
        from reader: inout JSONStreamReader, to batch: inout sending ItemBatch, limit: Int,
        by recognizer: inout ItemRecognizer
    ) -> Int {
        let first = batch.count
        while batch.count < limit,
            let recognized = reader.nextRecognized(by: { recognizer.item(in: $0, from: $1) })
        {
            // Every item has a record, so that records and items stay in step.
            batch.append(recognized.item, record: reader.lastElementText ?? [])
        }
        return batch.count - first
    }

    /// The loop that reads lines one at a time, finding the search texts of those
    /// `ItemDecoder.searchText(in:from:)` reads without making their items; returns how many it
    /// added.
    private static func appendRecognizedTexts(
        from reader: inout JSONStreamReader, to batch: inout sending ItemBatch, limit: Int,
        finder: inout SearchTextFinder
    ) -> Int {
        let first = batch.count
        while batch.count < limit, let found = finder.nextText(in: &reader) {
            batch.append(found, record: reader.lastElementText ?? [])
        }
        return batch.count - first
    }

    /// Reads the next bytes of the input into the reader; at the end of the input, tells the
    /// reader so, and the input is not read again.
    private func readInput() throws(ReadFailure) {
        let bytes = try input.read()
        if bytes.isEmpty {
            inputEnded = true
            reader.finishInput()
        } else {
            reader.append(bytes)
        }
    }

    /// The item of one element of a document's `--records` array, with its record text.
    private func item(fromRecord record: JSONValue) -> sending ListElement? {
        let number = pendingDocument.index
        do {
            let item = try ItemDecoder.item(from: record, recordsOnly: recordsOnly)
            lastItemHasRecord = true
            lastRecordText = Array(RecordEncoder.json(record).utf8)
            return .item(item)
        } catch {
            return malformed(
                InputError(
                    source: source, elementIndex: number, position: pendingDocument.position,
                    field: error.field,
                    message: "\(error.message), in --records \(records?.description ?? "")"))
        }
    }

    /// Reports the messages still waiting for their rows, once the caller has written the rows out.
    package func reportPendingWarnings() {
        pendingWarnings.forEach(warnings)
        pendingWarnings.removeAll()
    }

    private func malformed(_ error: InputError) -> sending ListElement? {
        guard keepGoing else {
            stopError = error
            return nil
        }
        malformedCount += 1
        pendingWarnings.append("mixed-list: \(error)")
        let position = error.position ?? JSONPosition(line: 1, column: 1, offset: 0)
        return .item(
            MalformedElement(
                index: error.elementIndex ?? elementCount - 1, line: position.line, column: position.column,
                problem: error.problem))
    }

    private func warnAboutUTF8() {
        guard !warnedAboutUTF8, let offset = reader.firstInvalidUTF8Offset else { return }
        warnedAboutUTF8 = true
        pendingWarnings.append(
            "mixed-list: \(source): warning: bytes that are not UTF-8 (the first at byte \(offset)) "
                + "are shown as U+FFFD")
    }
}
