import TextTerminal

/// The key parser on any bytes a terminal could send: keys, mouse reports, pastes, garbage.
///
/// Holds when: the keys are the same read in one piece and in pieces split where the input's
/// first bytes say; every byte is in exactly one key or still pending; each key's own bytes,
/// parsed alone and flushed, give that key again; and after a flush (the idle timeout that ends a
/// lone `ESC`), wherever it falls, nothing is pending and the parser reads keys as a new one does.
package enum TerminalInputOracle: FuzzOracle {
    package static let name = "terminal-input"

    /// Keys whose bytes a new parser reads as `probeKeys`.
    private static let probe = Array("a\u{1B}[A\u{1B}[<0;1;1M\u{1B}[200~p\u{1B}[201~".utf8)
    private static let probeKeys: [Key] = [
        .character("a"), .up, .mouse(MouseEvent(.press(button: 0), line: 0, column: 0)), .paste("p"),
    ]

    package static func check(_ input: [UInt8]) -> String? {
        var parser = KeyParser()
        let read = parser.events(from: input)
        let held = parser.hasPending
        let flushed = parser.flushEvents()
        if held == flushed.isEmpty { return "pending \(held), but flush gave \(flushed.count) keys" }
        let events = read + flushed
        let accounted = events.reduce(0) { $0 + $1.length }
        if accounted != input.count { return "keys account for \(accounted) of \(input.count) bytes" }
        if events.contains(where: { $0.length < 1 }) { return "a key made of no bytes" }

        var chunked = KeyParser()
        let pieces = FuzzParameters.split(input, sizes: FuzzParameters.chunkSizes(input, largest: 16))
        let inPieces = pieces.flatMap { chunked.events(from: $0) } + chunked.flushEvents()
        if inPieces.map(\.key) != events.map(\.key) || inPieces.map(\.length) != events.map(\.length) {
            return
                "in pieces \(pieces.prefix(8).map(\.count)): \(inPieces.map(\.key)) not \(events.map(\.key))"
        }

        var start = 0
        for (key, length) in events {
            var alone = KeyParser()
            let bytes = input[start..<start + length]
            let again = alone.keys(from: bytes) + alone.flush()
            if again != [key] { return "the bytes \(Array(bytes)) of \(key) alone give \(again)" }
            start += length
        }

        // An idle timeout somewhere in the input, then a lone Escape and its timeout.
        var idle = KeyParser()
        var parameters = FuzzParameters(input)
        let cut = min(parameters.take(0...255) * input.count / 255, input.count)
        _ = idle.keys(from: input[..<cut])
        _ = idle.flush()
        if idle.hasPending { return "bytes pending after a flush" }
        let escape = idle.keys(from: [0x1B]) + idle.flush()
        if escape != [.escape] { return "a lone Escape after a flush gives \(escape)" }
        let probed = idle.keys(from: probe) + idle.flush()
        if probed != probeKeys { return "after a flush, known keys read as \(probed)" }
        return nil
    }
}
