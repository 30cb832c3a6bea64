import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListCommand
import MixedListJSON
import MixedListViewModels
import Testing
import TextCells

/// Reading runs of JSON Lines on every core (`ItemLanes`) against reading the same input one
/// element at a time: the same items in the same order, the same records, the same errors at the
/// same places, the same search texts.
@Suite("Reading JSON Lines on every core")
struct ParallelReadingTests {
    /// Small runs and lanes, so that a few kilobytes make many runs, cut at many places.
    private static let plan = ItemLanes.Plan(lanes: 3, runBytes: 4096, minimumLaneBytes: 200)

    /// What a read found, as comparable text.
    private struct Outcome: Equatable, CustomStringConvertible {
        var items: [String] = []
        var records: [String] = []
        var stop: String?
        var malformed = 0
        var warnings: [String] = []

        var description: String {
            "\(items.count) items, stop \(stop ?? "none"), \(malformed) malformed, warnings \(warnings)"
        }
    }

    /// The input read one element at a time, as a render reads it.
    private func sequential(_ input: [UInt8], chunk: Int, keepGoing: Bool, recordsOnly: Bool) -> (
        Outcome, [Any]
    ) {
        var outcome = Outcome()
        var items: [Any] = []
        let stream = ItemStream(
            input: MemoryInput(input, chunkSize: chunk), source: "in", format: nil, keepGoing: keepGoing,
            recordsOnly: recordsOnly, plan: Self.plan, warnings: { outcome.warnings.append($0) })
        while let element = stream.next() {
            guard case .item(let item) = element else { continue }
            items.append(item)
            outcome.items.append(String(reflecting: item))
            var record: [UInt8] = []
            stream.appendLastRecordText(to: &record)
            outcome.records.append(String(decoding: record, as: UTF8.self))
        }
        stream.reportPendingWarnings()
        outcome.stop = stream.stopError.map { "\($0)" }
        outcome.malformed = stream.malformedCount
        return (outcome, items)
    }

    /// One match: the item's index, its score and its record.
    private struct Found: Equatable {
        var index: Int
        var score: Int
        var record: String
    }

    /// The input read in batches as `--filter` reads it, runs of lines on every core, with the
    /// items matched against a query as they are read.
    private func inBatches(
        _ input: [UInt8], chunk: Int, keepGoing: Bool, recordsOnly: Bool, factory: CollectionFactory,
        query: String = "", onLanes: inout Int
    ) -> (Outcome, [Found]) {
        var outcome = Outcome()
        var matches: [Found] = []
        let stream = ItemStream(
            input: MemoryInput(input, chunkSize: chunk), source: "in", format: nil, keepGoing: keepGoing,
            recordsOnly: recordsOnly, plan: Self.plan, warnings: { outcome.warnings.append($0) })
        var isAtEnd = false
        let search = ItemLanes.Search(factory: factory, query: SearchQuery(query))
        while !isAtEnd {
            let first = outcome.items.count
            let batch = ItemReader.nextBatch(
                from: stream, size: .max,
                keeping: ItemLanes.Keeping(items: true, records: true, search: search),
                isAtEnd: &isAtEnd)
            outcome.items += batch.items.map { String(reflecting: $0) }
            let records = batch.records ?? RecordLog()
            #expect(records.count == batch.items.count)
            #expect(batch.count == batch.items.count)
            outcome.records += (0..<records.count).map { String(decoding: records[$0], as: UTF8.self) }
            for piece in batch.matches {
                for match in 0..<piece.count {
                    matches.append(
                        Found(
                            index: first + piece.index(ofMatch: match), score: piece.scores[match],
                            record: String(decoding: piece.records[match], as: UTF8.self)))
                }
            }
        }
        stream.reportPendingWarnings()
        outcome.stop = stream.stopError.map { "\($0)" }
        outcome.malformed = stream.malformedCount
        onLanes = stream.elementsReadOnLanes
        return (outcome, matches)
    }

    private func inBatches(
        _ input: [UInt8], chunk: Int, keepGoing: Bool, recordsOnly: Bool, factory: CollectionFactory,
        query: String = ""
    ) -> (Outcome, [Found]) {
        var onLanes = 0
        return inBatches(
            input, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly, factory: factory,
            query: query,
            onLanes: &onLanes)
    }

    /// The matches of a query among items, found by the library's matcher one item at a time.
    private func matches(of query: String, in items: [Any], records: [String], factory: CollectionFactory)
        -> [Found]
    {
        var dispatcher = factory.makeDispatcher()
        return items.indices.compactMap { index in
            SearchQuery(query).match(dispatcher.searchText(for: items[index])).map {
                Found(index: index, score: $0.score, record: records[index])
            }
        }
    }

    /// Lines of the sample's records, some mutated, with blank lines, carriage returns, long
    /// records and byte order marks mixed in.
    private func input(seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var lines: [[UInt8]] = []
        for _ in 0..<Int.random(in: 200..<1500, using: &random) {
            var line = Array(ItemDecoderTextTests.record(&random).utf8)
            switch Int.random(in: 0..<200, using: &random) {
            case 0: ItemDecoderTextTests.mutate(&line, &random)
            case 1: line = []
            case 2: line = Array("  \t ".utf8)
            case 3: line.append(0x0D)
            case 4: line = Array(#"{"type":"account","name":"\#(String(repeating: "é", count: 3000))"}"#.utf8)
            case 5: line = [0xEF, 0xBB, 0xBF] + line
            case 6: line = Array(#"{"kind": "other", "n": [1, 2, {"a": null}], "s": "\u00e9\n"}"#.utf8)
            case 7: line = Array(#""a string""#.utf8)
            default: break
            }
            lines.append(line)
        }
        var bytes = Array(lines.joined(separator: [0x0A]))
        if seed % 3 != 0 { bytes.append(0x0A) }
        if seed % 7 == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        return bytes
    }

    @Test("the same items, records, errors, warnings and matches as one element at a time", arguments: 0..<48)
    func sameAsSequential(seed: UInt64) throws {
        let bytes = input(seed: seed)
        let factory = try MixedListCells.makeFactory()
        var random = SeededGenerator(seed: seed &+ 1000)
        for (keepGoing, recordsOnly) in [(false, false), (true, false), (true, true), (false, true)] {
            let chunk = Int.random(in: 1...9000, using: &random)
            let query = ["", "u", "user1", "'9 a", "zzz", "ALBUM", "1"].randomElement(using: &random)!
            let (expected, items) = sequential(
                bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly)
            let (found, matched) = inBatches(
                bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly, factory: factory,
                query: query)
            #expect(found == expected, "seed \(seed), keep going \(keepGoing), records only \(recordsOnly)")
            #expect(
                matched == matches(of: query, in: items, records: expected.records, factory: factory),
                "\(query)")
        }
    }

    /// The same kind of elements as ``input(seed:)``'s lines, as one JSON array: separated by `,`
    /// with a line break, a space or nothing, some spread over several lines, with strings that
    /// hold commas, brackets and escaped quotes.
    private func arrayInput(seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var elements: [[UInt8]] = []
        for _ in 0..<Int.random(in: 200..<1500, using: &random) {
            var element = Array(ItemDecoderTextTests.record(&random).utf8)
            switch Int.random(in: 0..<120, using: &random) {
            case 0: ItemDecoderTextTests.mutate(&element, &random)
            case 1: element = Array(#"{"type":"account","name":"a, [b] {c} \"d\", e\\"}"#.utf8)
            case 2: element = Array("{\n  \"type\": \"account\",\n  \"name\": \"x,\\ny\"\n}".utf8)
            case 3: element = Array(#"[1, [2, 3], {"a": [",", "]"]}]"#.utf8)
            case 4:
                element = Array(#"{"type":"account","name":"\#(String(repeating: "é,", count: 3000))"}"#.utf8)
            case 5: element = []
            case 6: element = Array(#"{"type":"album","title":"T"#.utf8)
            default: break
            }
            elements.append(element)
        }
        let separators: [[UInt8]] = [
            Array(",\n".utf8), Array(", ".utf8), Array(",".utf8), Array(" ,\r\n  ".utf8),
        ]
        var bytes = Array("[\n".utf8)
        for (index, element) in elements.enumerated() {
            if index > 0 {
                bytes += separators[Int(seed) % 2 == 0 ? 0 : Int.random(in: 0..<4, using: &random)]
            }
            bytes += element
        }
        if seed % 5 != 4 { bytes += Array("\n]\n".utf8) }
        return bytes
    }

    @Test(
        "a JSON array: the same items, records, errors and matches as one element at a time",
        arguments: 0..<32)
    func arraySameAsSequential(seed: UInt64) throws {
        let bytes = arrayInput(seed: seed)
        let factory = try MixedListCells.makeFactory()
        var random = SeededGenerator(seed: seed &+ 2000)
        var (lanesRead, elementsRead) = (0, 0)
        for (keepGoing, recordsOnly) in [(false, false), (true, false), (true, true)] {
            let chunk = Int.random(in: 1...9000, using: &random)
            let query = ["", "u", "user1", "'9 a", "ALBUM"].randomElement(using: &random)!
            let (expected, items) = sequential(
                bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly)
            var onLanes = 0
            let (found, matched) = inBatches(
                bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly, factory: factory,
                query: query, onLanes: &onLanes)
            #expect(found == expected, "seed \(seed), keep going \(keepGoing), records only \(recordsOnly)")
            #expect(
                matched == matches(of: query, in: items, records: expected.records, factory: factory),
                "\(query)")
            // Kept going, the stream reaches the lanes whatever comes first.
            if keepGoing { #expect(onLanes > 0, "seed \(seed)") }
            lanesRead += onLanes
            elementsRead += found.items.count
        }
        // Malformed elements send the stream back to reading one at a time, for a while.
        #expect(lanesRead > 0 && lanesRead <= elementsRead)
    }

    /// The input read in batches as `mixed-list --interactive` reads it: each item's search text
    /// and record, on every core, and the items made from the records afterwards.
    private func deferred(
        _ input: [UInt8], chunk: Int, keepGoing: Bool, recordsOnly: Bool, factory: CollectionFactory
    ) -> (Outcome, texts: [String]) {
        var outcome = Outcome()
        var texts: [String] = []
        let stream = ItemStream(
            input: MemoryInput(input, chunkSize: chunk), source: "in", format: nil, keepGoing: keepGoing,
            recordsOnly: recordsOnly, plan: Self.plan, warnings: { outcome.warnings.append($0) })
        var isAtEnd = false
        let failures = DeferredRecords.Failures()
        while !isAtEnd {
            let batch = ItemReader.nextBatch(
                from: stream, size: .max, keeping: ItemLanes.Keeping(texts: factory), isAtEnd: &isAtEnd)
            #expect(batch.items.isEmpty)
            guard let read = batch.texts else {
                Issue.record("a batch with no texts")
                return (outcome, texts)
            }
            let records = batch.records ?? RecordLog()
            let items = DeferredRecords(
                texts: read, records: records, firstIndex: outcome.items.count, recordsOnly: recordsOnly,
                failures: failures)
            #expect(read.texts.count == batch.count && records.count == batch.count)
            for index in 0..<batch.count {
                outcome.items.append(String(reflecting: items.item(at: index)))
                outcome.records.append(String(decoding: records[index], as: UTF8.self))
                texts.append(String(decoding: read.texts.utf8(at: index), as: UTF8.self))
            }
        }
        #expect(failures.count == 0)
        stream.reportPendingWarnings()
        outcome.stop = stream.stopError.map { "\($0)" }
        outcome.malformed = stream.malformedCount
        return (outcome, texts)
    }

    /// The matches `--filter` finds: no items kept, texts found in the bytes where they can be.
    private func filtered(
        _ input: [UInt8], chunk: Int, keepGoing: Bool, recordsOnly: Bool, factory: CollectionFactory,
        query: String
    ) -> [Found] {
        let stream = ItemStream(
            input: MemoryInput(input, chunkSize: chunk), source: "in", format: nil, keepGoing: keepGoing,
            recordsOnly: recordsOnly, plan: Self.plan, warnings: { _ in })
        var isAtEnd = false
        var count = 0
        var matches: [Found] = []
        let search = ItemLanes.Search(factory: factory, query: SearchQuery(query))
        while !isAtEnd {
            let batch = ItemReader.nextBatch(
                from: stream, size: .max, keeping: ItemLanes.Keeping(items: false, search: search),
                isAtEnd: &isAtEnd)
            for piece in batch.matches {
                matches += (0..<piece.count).map {
                    Found(
                        index: count + piece.index(ofMatch: $0), score: piece.scores[$0],
                        record: String(decoding: piece.records[$0], as: UTF8.self))
                }
            }
            count += batch.count
        }
        return matches
    }

    @Test("an array's element ends found in pieces at once are those one scan finds", arguments: 0..<24)
    func elementEndsInPieces(seed: UInt64) {
        var random = SeededGenerator(seed: seed &+ 5000)
        var inputs = [Array(arrayInput(seed: seed).dropFirst(2))]
        // Pretty-printed, so that pieces start inside nested objects; strings with escaped quotes
        // and line breaks that are not allowed; the array's end before the bytes end.
        let pretty = (0..<400).map { index in
            "{\n  \"type\": \"account\",\n  \"name\": \"u\\\"\(index)\",\n  \"n\": [1,\n 2]\n}"
        }
        inputs.append(Array(pretty.joined(separator: ",\n").utf8))
        inputs.append(Array((pretty[..<200] + ["\"a\nb\""] + pretty[200...]).joined(separator: ",\n").utf8))
        inputs.append(Array((pretty[..<300].joined(separator: ",\n") + "\n]\n, 1, 2,\n").utf8))
        for bytes in inputs {
            let expected = JSONStreamReader.elementEnds(in: bytes[...])
            for _ in 0..<8 {
                let lanes = Int.random(in: 2...6, using: &random)
                let plan = ItemLanes.Plan(
                    lanes: lanes, runBytes: 1 << 20, minimumLaneBytes: Int.random(in: 1...400, using: &random)
                )
                let start = Int.random(in: 0..<min(50, bytes.count), using: &random)
                #expect(
                    ItemLanes.elementEnds(in: bytes[start...], plan: plan)
                        == JSONStreamReader.elementEnds(in: bytes[start...]),
                    "seed \(seed), \(lanes) lanes, from \(start)")
            }
            #expect(ItemLanes.elementEnds(in: bytes[...], plan: Self.plan) == expected)
        }
    }

    @Test(
        "deferred: the same items, made from their records, with their registrations' texts",
        arguments: 0..<24)
    func deferredSameAsSequential(seed: UInt64) throws {
        let factory = try MixedListCells.makeFactory()
        var random = SeededGenerator(seed: seed &+ 3000)
        // JSON Lines, then a JSON array, of the same kinds of elements.
        for bytes in [input(seed: seed), arrayInput(seed: seed)] {
            for (keepGoing, recordsOnly) in [(true, false), (false, false), (true, true)] {
                let chunk = Int.random(in: 1...9000, using: &random)
                let (expected, items) = sequential(
                    bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly)
                let (found, texts) = deferred(
                    bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly, factory: factory)
                #expect(
                    found == expected, "seed \(seed), keep going \(keepGoing), records only \(recordsOnly)")
                var dispatcher = factory.makeDispatcher()
                #expect(texts == items.map { dispatcher.searchText(for: $0) }, "seed \(seed)")
                // --filter's reading finds the same matches with no items kept.
                let query = ["", "u", "user1", "'9 a", "ALBUM", "Zoë 1"].randomElement(using: &random)!
                let matched = filtered(
                    bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly, factory: factory,
                    query: query)
                #expect(
                    matched == matches(of: query, in: items, records: expected.records, factory: factory),
                    "seed \(seed), \(query)")
            }
        }
    }

    @Test("a clean JSON array is read on several lanes, in order, its last element by the stream")
    func cleanArray() throws {
        let elements = (0..<20_000).map { index in
            index % 3 == 0 ? #"{"type":"account","name":"user,\#(index)]"}"# : String(index)
        }
        let bytes = Array(("[" + elements.joined(separator: ",\n") + "]").utf8)
        let factory = try MixedListCells.makeFactory()
        var onLanes = 0
        let (found, matched) = inBatches(
            bytes, chunk: 65_536, keepGoing: false, recordsOnly: false, factory: factory, onLanes: &onLanes)
        #expect(found.stop == nil)
        #expect(found.items.count == 20_000)
        #expect(onLanes > 19_000)
        #expect(matched.map(\.index) == Array(0..<20_000))
        #expect(found.records == elements)
        // The lanes themselves: every element lent, each with its comma, read whole.
        let body = Array(bytes.dropFirst())
        let commas = JSONStreamReader.elementEnds(in: body[...])
        #expect(commas.count == 19_999)
        let lent = body[...commas.last!]
        let run = ItemLanes.read(
            elements: lent, commas: commas,
            plan: ItemLanes.Plan(lanes: 3, runBytes: 1 << 20, minimumLaneBytes: 1000),
            recordsOnly: false, keeping: ItemLanes.Keeping(items: true, records: true))
        #expect(run.lanes.count == 3)
        #expect(!run.stoppedEarly)
        #expect(
            run.progress == JSONStreamReader.LinesProgress(bytes: lent.count, lines: 19_998, elements: 19_999)
        )
        let items = run.lanes.flatMap { $0.items ?? [] }
        #expect(
            items.map { ($0 as? Account)?.name ?? "\($0)" }
                == elements.dropLast().map { element in
                    element.hasPrefix("{") ? String(element.dropFirst(26).dropLast(2)) : element
                })
    }

    @Test("the commas that end an array's elements: not in strings, not in brackets, up to the ']'")
    func elementEnds() {
        func ends(_ text: String) -> [Int] { JSONStreamReader.elementEnds(in: Array(text.utf8)[...]) }
        #expect(ends(#"1,2, 3 ,"#) == [1, 3, 7])
        #expect(ends(#""a,b",{"c":[1,2]},["\"],"],9"#) == [5, 17, 26])
        #expect(ends(#""\\",1"#) == [4])
        #expect(ends(#"1,2],3,"#) == [1])
        #expect(ends(#"{"a":1,"#) == [])
        #expect(ends("") == [])
    }

    @Test("a clean input of many runs is read whole on several lanes, in order")
    func cleanInput() throws {
        let lines = (0..<20_000).map { index in
            index % 3 == 0 ? #"{"type":"account","name":"user\#(index)"}"# : String(index)
        }
        let bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        let factory = try MixedListCells.makeFactory()
        let (found, matched) = inBatches(
            bytes, chunk: 65_536, keepGoing: false, recordsOnly: false, factory: factory)
        #expect(found.stop == nil)
        #expect(found.items.count == 20_000)
        // An empty query matches every item, with its record.
        #expect(matched.map(\.index) == Array(0..<20_000))
        #expect(matched.map(\.record) == lines)
        #expect(found.records == lines)
        let (_, nines) = inBatches(
            bytes, chunk: 65_536, keepGoing: false, recordsOnly: false, factory: factory, query: "'999")
        #expect(nines.map(\.record) == lines.filter { $0.contains("999") })
    }

    @Test("the lanes read a clean run whole, each its share, items in order")
    func lanesReadTheRun() throws {
        let lines = (0..<3000).map { #"{"type":"account","name":"n\#($0)"}"# }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let run = ItemLanes.read(
            bytes[...], plan: ItemLanes.Plan(lanes: 3, runBytes: 1 << 20, minimumLaneBytes: 1000),
            recordsOnly: false, keeping: ItemLanes.Keeping(items: true, records: true))
        #expect(run.lanes.count == 3)
        #expect(!run.stoppedEarly)
        #expect(
            run.progress == JSONStreamReader.LinesProgress(bytes: bytes.count, lines: 3000, elements: 3000))
        let items: [any Sendable] = run.lanes.flatMap { $0.items ?? [] }
        let names: [String?] = items.map { ($0 as? Account)?.name }
        #expect(names == (0..<3000).map { "n\($0)" })
        for lane in run.lanes {
            let count = lane.items?.count ?? 0
            #expect(count > 500)
            #expect(lane.records?.count == count)
        }
    }

    @Test("a lane stops before a line it cannot read; the lanes after it are dropped")
    func laneStops() {
        var lines = (0..<300).map { String($0) }
        lines[200] = "{bad"
        lines[250] = "\u{FEFF}1"
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let plan = ItemLanes.Plan(lanes: 3, runBytes: 1 << 20, minimumLaneBytes: 10)
        let run = ItemLanes.read(bytes[...], plan: plan, recordsOnly: false, keeping: ItemLanes.Keeping())
        #expect(run.stoppedEarly)
        #expect(run.progress.elements == 200)
        #expect(run.progress.lines == 200)
        #expect(run.progress.bytes == Array((lines[..<200].joined(separator: "\n") + "\n").utf8).count)
        #expect(run.lanes.count == 2)
    }

    @Test("bytes that are not UTF-8 stop a lane until the stream has warned of them")
    func invalidUTF8() {
        let bytes = Array(#"{"type":"account","name":"a"#.utf8) + [0xFF] + Array("\"}\n1\n".utf8)
        let plan = ItemLanes.Plan(lanes: 1, runBytes: 1 << 20, minimumLaneBytes: 1)
        let refused = ItemLanes.read(bytes[...], plan: plan, recordsOnly: false, keeping: ItemLanes.Keeping())
        #expect(refused.progress.elements == 0 && refused.stoppedEarly)
        let read = ItemLanes.read(
            bytes[...], plan: plan, recordsOnly: false, acceptsInvalidUTF8: true, keeping: ItemLanes.Keeping()
        )
        #expect(read.progress.elements == 2 && !read.stoppedEarly)
        #expect((read.lanes.first?.items?.first as? Account)?.name == "a\u{FFFD}")
    }

    @Test("--filter's batches keep no items, but count them, and keep the records of matches alone")
    func withoutItems() throws {
        let lines = (0..<6000).map { $0 % 2 == 0 ? #"{"type":"account","name":"u\#($0)"}"# : String($0) }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let factory = try MixedListCells.makeFactory()
        let stream = ItemStream(
            input: MemoryInput(bytes), source: "in", format: nil, keepGoing: false, plan: Self.plan,
            warnings: { Issue.record("unexpected warning: \($0)") })
        var isAtEnd = false
        var count = 0
        var matched: [Int] = []
        var records: [String] = []
        let search = ItemLanes.Search(factory: factory, query: SearchQuery("'0"))
        while !isAtEnd {
            let batch = ItemReader.nextBatch(
                from: stream, size: .max, keeping: ItemLanes.Keeping(items: false, search: search),
                isAtEnd: &isAtEnd)
            #expect(batch.items.isEmpty)
            #expect(batch.records == nil)
            for piece in batch.matches {
                matched += (0..<piece.count).map { count + piece.index(ofMatch: $0) }
                records += (0..<piece.count).map { String(decoding: piece.records[$0], as: UTF8.self) }
            }
            count += batch.count
        }
        #expect(count == 6000)
        // Only the matches' records are kept: the items whose search text holds a 0.
        let texts = lines.enumerated().map { $0 % 2 == 0 ? "u\($0)" : $1 }
        #expect(matched == texts.indices.filter { texts[$0].contains("0") })
        #expect(records == matched.map { lines[$0] })
    }

    @Test("many lines of bytes that are not UTF-8, and bad lines kept going: as one at a time")
    func manyLinesForTheStream() throws {
        var lines: [[UInt8]] = []
        for index in 0..<20_000 {
            switch index % 4 {
            case 0: lines.append(Array(#"{"type":"account","name":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8))
            case 1: lines.append(Array("{oops".utf8))
            default: lines.append(Array(String(index).utf8))
            }
        }
        let bytes = Array(lines.joined(separator: [0x0A])) + [0x0A]
        let factory = try MixedListCells.makeFactory()
        let (found, _) = inBatches(
            bytes, chunk: 65_536, keepGoing: true, recordsOnly: false, factory: factory)
        let (expected, _) = sequential(bytes, chunk: 65_536, keepGoing: true, recordsOnly: false)
        #expect(found == expected)
        #expect(found.malformed == 5000)
        #expect(found.warnings.count == 5001)
    }

    @Test("an input of nothing but bad lines, kept going: as one at a time")
    func onlyBadLines() throws {
        let bytes = Array(String(repeating: "{oops\n", count: 30_000).utf8)
        let factory = try MixedListCells.makeFactory()
        let (found, _) = inBatches(
            bytes, chunk: 65_536, keepGoing: true, recordsOnly: false, factory: factory)
        let (expected, _) = sequential(bytes, chunk: 65_536, keepGoing: true, recordsOnly: false)
        #expect(found == expected)
        #expect(found.malformed == 30_000)
        #expect(found.stop == nil)
    }

    @Test("a read that fails, and input that waits, end and pause the read as one element at a time")
    func failingAndWaitingInput() throws {
        let lines = (0..<5000).map { String($0) }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let factory = try MixedListCells.makeFactory()
        for input in [
            ScriptedInput(bytes, failingAfter: 9000), ScriptedInput(bytes, waitingEvery: 3),
            ScriptedInput(bytes, failingAfter: 20_000, waitingEvery: 5),
        ] {
            var expected = Outcome()
            let reference = ItemStream(
                input: input, source: "in", format: nil, keepGoing: false, plan: Self.plan,
                warnings: { expected.warnings.append($0) })
            while let element = reference.next() {
                if case .item(let item) = element { expected.items.append(String(reflecting: item)) }
            }
            expected.stop = reference.stopError.map { "\($0)" }
            var found = Outcome()
            let stream = ItemStream(
                input: input, source: "in", format: nil, keepGoing: false, plan: Self.plan,
                warnings: { found.warnings.append($0) })
            var isAtEnd = false
            while !isAtEnd {
                let batch = ItemReader.nextBatch(
                    from: stream, size: .max,
                    keeping: ItemLanes.Keeping(
                        search: ItemLanes.Search(factory: factory, query: SearchQuery("9"))),
                    isAtEnd: &isAtEnd)
                found.items += batch.items.map { String(reflecting: $0) }
            }
            found.stop = stream.stopError.map { "\($0)" }
            #expect(found == expected)
            #expect(!found.items.isEmpty)
        }
    }

    @Test("an array's lanes are guessed to end where lines end with a comma, near each lane's share")
    func lineEndCommas() {
        let plan = ItemLanes.Plan(lanes: 3, runBytes: 1 << 20, minimumLaneBytes: 10)
        func commas(_ text: String, plan: ItemLanes.Plan = plan) -> [Int]? {
            ItemLanes.lineEndCommas(in: Array(text.utf8)[...], plan: plan)
        }
        // One element a line: the cuts are the scan's ends at or after each lane's share.
        let elements = (0..<40).map { #"{"type":"account","name":"user,\#($0)"}"# }
        let text = elements.joined(separator: ",\n") + ",\n"
        let bytes = Array(text.utf8)[...]
        let ends = JSONStreamReader.elementEnds(in: bytes)
        let guessed = ItemLanes.lineEndCommas(in: bytes, plan: plan)
        #expect(guessed?.count == 3)
        #expect(guessed?.last == ends.last)
        let length = (guessed?.last ?? 0) + 1
        for (lane, comma) in (guessed ?? []).dropLast().enumerated() {
            let target = length * (lane + 1) / 3
            #expect(comma == ends.first { $0 >= target })
        }
        // Blanks after the comma, and a last line that has none yet.
        #expect(commas("1, \r\n2 ,\t\n3") == [7])
        #expect(commas("1,\n2,\n3", plan: ItemLanes.Plan(lanes: 1, runBytes: 1, minimumLaneBytes: 1)) == [4])
        // No line ends with a comma: an array on one line, or elements ending without one.
        #expect(commas(#"{"a":1},{"a":2},{"a":3}"#) == nil)
        #expect(commas("1\n2\n]\n") == nil)
        #expect(commas("") == nil)
        // A comma that ends a line inside an element is a guess the lanes prove wrong.
        #expect(commas("{\n  \"a\": 1,\n  \"b\": 2\n}\n") == [10])
        // Two lanes' shares in one line: one cut for both, after them, and the lane between
        // them is not made. A cut more than 64 KiB past its share: no guess.
        let long = "1,\n" + String(repeating: "2", count: 200) + ",\n3,\n"
        #expect(commas(long) == [203, 206])
        let longer = "1,\n" + String(repeating: "2", count: 200_000) + ",\n3,\n4,\n"
        #expect(
            commas(longer, plan: ItemLanes.Plan(lanes: 2, runBytes: 1 << 20, minimumLaneBytes: 10)) == nil)
    }

    @Test("a pretty-printed JSON array, its elements over several lines: on lanes, as one at a time")
    func prettyPrintedArray() throws {
        let elements = (0..<3_000).map { index in
            index % 2 == 0
                ? "{\n  \"type\": \"account\",\n  \"name\": \"user\(index)\"\n}"
                : "[\n  \(index),\n  \"a,\"\n]"
        }
        let bytes = Array(("[\n" + elements.joined(separator: ",\n") + "\n]\n").utf8)
        let factory = try MixedListCells.makeFactory()
        let (expected, _) = sequential(bytes, chunk: 4096, keepGoing: false, recordsOnly: false)
        var onLanes = 0
        let (found, _) = inBatches(
            bytes, chunk: 4096, keepGoing: false, recordsOnly: false, factory: factory, onLanes: &onLanes)
        #expect(found == expected)
        #expect(found.items.count == 3_000)
        // The first run's guess fails inside an element; the runs after it are cut by the scan.
        #expect(onLanes > 2_000)
    }

    @Test(
        "a stream that can read ahead more than its whole input still reads it on lanes, not one line at a time",
        arguments: [false, true])
    func readsAheadOnlyOnceStarted(asArray: Bool) {
        let lines = (0..<8_000).map { #"{"type":"account","name":"user\#($0)"}"# }
        let text =
            asArray ? "[\n" + lines.joined(separator: ",\n") + "\n]\n" : lines.joined(separator: "\n") + "\n"
        // Runs of 1 MiB, more than the input's 300 KB: read ahead before the reader has read an
        // element, all of it would be left to the loop that reads one line at a time.
        let stream = ItemStream(
            input: MemoryInput(Array(text.utf8), chunkSize: 8192), source: "in", format: nil,
            keepGoing: false,
            plan: ItemLanes.Plan(lanes: 2, runBytes: 1 << 20, minimumLaneBytes: 1000), warnings: { _ in })
        var isAtEnd = false
        var count = 0
        while !isAtEnd {
            count +=
                ItemReader.nextBatch(
                    from: stream, size: .max, keeping: ItemLanes.Keeping(), isAtEnd: &isAtEnd
                )
                .count
        }
        #expect(count == 8_000)
        // The first chunk, 8 KiB (about 230 lines), is read one line at a time.
        #expect(stream.elementsReadOnLanes > 7_500)
    }

    @Test("an array's cuts are guessed at lines again after a bad element, not after a wrong guess")
    func guessAfterBadElement() {
        func guessesAtEnd(_ elements: [String], keepGoing: Bool) -> (guesses: Bool, onLanes: Int) {
            let bytes = Array(("[\n" + elements.joined(separator: ",\n") + "\n]\n").utf8)
            let stream = ItemStream(
                input: MemoryInput(bytes, chunkSize: 8192), source: "in", format: nil, keepGoing: keepGoing,
                plan: Self.plan, warnings: { _ in })
            var isAtEnd = false
            while !isAtEnd {
                _ = ItemReader.nextBatch(
                    from: stream, size: .max, keeping: ItemLanes.Keeping(), isAtEnd: &isAtEnd)
            }
            return (stream.cutsArraysAtLines, stream.elementsReadOnLanes)
        }
        var elements = (0..<8_000).map { #"{"type":"account","name":"user\#($0)"}"# }
        let clean = guessesAtEnd(elements, keepGoing: false)
        #expect(clean.guesses && clean.onLanes > 7_000)
        // One element the lanes cannot read: the scan's run stops at it too, so the guess stays.
        elements[3_000] = #"{"type":"account","name":}"#
        let bad = guessesAtEnd(elements, keepGoing: true)
        #expect(bad.guesses && bad.onLanes > 7_000)
        // Elements over several lines, a line ending with a comma inside each: the first guess is
        // wrong, and is not made again. (One such element among others seldom holds a cut.)
        let spread = guessesAtEnd(
            (0..<8_000).map { "{\n  \"type\": \"account\",\n  \"name\": \"user\($0)\"\n}" },
            keepGoing: false)
        #expect(!spread.guesses && spread.onLanes > 6_000)
    }

    @Test("an array that ends early, lines ending with commas after it: on lanes, as one at a time")
    func arrayEndingEarly() throws {
        let elements = (0..<6_000).map { index in
            index % 2 == 0 ? #"{"type":"account","name":"user\#(index)"}"# : String(index)
        }
        let factory = try MixedListCells.makeFactory()
        for end in [2_500, 4_000, 5_999] {
            // A `]` after the element before `end`, and more elements after it: the lanes must
            // leave the element before the `]` to the stream, as they leave an array's last.
            let text =
                "[\n" + elements[..<end].joined(separator: ",\n") + "\n],\n"
                + elements[end...].joined(separator: ",\n") + "\n]\n"
            let bytes = Array(text.utf8)
            for keepGoing in [false, true] {
                let (expected, _) = sequential(bytes, chunk: 8192, keepGoing: keepGoing, recordsOnly: false)
                var onLanes = 0
                let (found, _) = inBatches(
                    bytes, chunk: 8192, keepGoing: keepGoing, recordsOnly: false, factory: factory,
                    onLanes: &onLanes)
                #expect(found == expected, "end \(end), keep going \(keepGoing)")
                // The lanes read up to the `]`, guessing the cuts.
                #expect(onLanes >= end - 200, "end \(end), keep going \(keepGoing)")
                let (read, _) = deferred(
                    bytes, chunk: 8192, keepGoing: keepGoing, recordsOnly: false, factory: factory)
                #expect(read == expected, "end \(end), keep going \(keepGoing)")
            }
        }
    }

    @Test("lanes are cut at line breaks into ranges that cover the run, from any start")
    func split() {
        let whole = Array("xx\na\nbb\nccc\n\ndddd\ne\n".utf8)
        let lines = whole[3...]
        for count in 0...30 {
            let ranges = ItemLanes.split(lines, into: count)
            #expect(ranges.first?.lowerBound == lines.startIndex)
            #expect(ranges.last?.upperBound == lines.endIndex)
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(ranges.allSatisfy { !$0.isEmpty && lines[$0.upperBound - 1] == 0x0A })
            #expect(ranges.count <= max(1, count))
        }
    }
}

/// Input that fails after some bytes, or would wait before some reads, as a pipe can.
private struct ScriptedInput: ByteInput, Sendable {
    private let bytes: [UInt8]
    private let failingAfter: Int
    private let waitingEvery: Int
    private var offset = 0
    private var reads = 0

    init(_ bytes: [UInt8], failingAfter: Int = .max, waitingEvery: Int = 0) {
        self.bytes = bytes
        self.failingAfter = failingAfter
        self.waitingEvery = waitingEvery
    }

    mutating func read() throws(ReadFailure) -> ArraySlice<UInt8> {
        reads += 1
        guard offset < failingAfter else { throw ReadFailure("Input/output error") }
        let end = min(offset + 1000, bytes.count, failingAfter)
        defer { offset = end }
        return bytes[offset..<end]
    }

    var wouldWait: Bool { waitingEvery > 0 && reads % waitingEvery == 0 }
}
