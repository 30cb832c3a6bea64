import CellFactory
import CellFactoryTesting
import MixedListCells
import MixedListCommand
import MixedListJSON
import Testing

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

    /// The input read in batches as `--filter` reads it, runs of lines on every core.
    private func inBatches(
        _ input: [UInt8], chunk: Int, keepGoing: Bool, recordsOnly: Bool, factory: CollectionFactory
    ) -> (Outcome, [String]) {
        var outcome = Outcome()
        var texts: [String] = []
        let stream = ItemStream(
            input: MemoryInput(input, chunkSize: chunk), source: "in", format: nil, keepGoing: keepGoing,
            recordsOnly: recordsOnly, plan: Self.plan, warnings: { outcome.warnings.append($0) })
        var isAtEnd = false
        while !isAtEnd {
            let batch = ItemReader.nextBatch(
                from: stream, size: .max,
                keeping: ItemLanes.Keeping(items: true, records: true, searchTexts: factory),
                isAtEnd: &isAtEnd)
            outcome.items += batch.items.map { String(reflecting: $0) }
            let records = batch.records ?? RecordLog()
            #expect(records.count == batch.items.count)
            outcome.records += (0..<records.count).map { String(decoding: records[$0], as: UTF8.self) }
            texts += batch.texts.joined()
        }
        stream.reportPendingWarnings()
        outcome.stop = stream.stopError.map { "\($0)" }
        outcome.malformed = stream.malformedCount
        return (outcome, texts)
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

    @Test("the same items, records, errors and warnings as one element at a time", arguments: 0..<48)
    func sameAsSequential(seed: UInt64) throws {
        let bytes = input(seed: seed)
        let factory = try MixedListCells.makeFactory()
        var dispatcher = factory.makeDispatcher()
        var random = SeededGenerator(seed: seed &+ 1000)
        for (keepGoing, recordsOnly) in [(false, false), (true, false), (true, true), (false, true)] {
            let chunk = Int.random(in: 1...9000, using: &random)
            let (expected, items) = sequential(
                bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly)
            let (found, texts) = inBatches(
                bytes, chunk: chunk, keepGoing: keepGoing, recordsOnly: recordsOnly, factory: factory)
            #expect(found == expected, "seed \(seed), keep going \(keepGoing), records only \(recordsOnly)")
            #expect(texts == items.map { dispatcher.searchText(for: $0) })
        }
    }

    @Test("a clean input of many runs is read whole on several lanes, in order")
    func cleanInput() throws {
        let lines = (0..<20_000).map { index in
            index % 3 == 0 ? #"{"type":"account","name":"user\#(index)"}"# : String(index)
        }
        let bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        let factory = try MixedListCells.makeFactory()
        let (found, texts) = inBatches(
            bytes, chunk: 65_536, keepGoing: false, recordsOnly: false, factory: factory)
        #expect(found.stop == nil)
        #expect(found.items.count == 20_000)
        #expect(texts == lines.enumerated().map { $0 % 3 == 0 ? "user\($0)" : $1 })
        #expect(found.records == lines)
    }

    @Test("lanes are cut at line breaks into ranges that cover the run")
    func split() {
        let lines = Array("a\nbb\nccc\n\ndddd\ne\n".utf8)[...]
        for count in 1...8 {
            let ranges = ItemLanes.split(lines, into: count)
            #expect(ranges.first?.lowerBound == lines.startIndex)
            #expect(ranges.last?.upperBound == lines.endIndex)
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(ranges.allSatisfy { !$0.isEmpty && lines[$0.upperBound - 1] == 0x0A })
            #expect(ranges.count <= count)
        }
    }
}
