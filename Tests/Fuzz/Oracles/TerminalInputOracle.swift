import TextTerminal

/// The key parser on any bytes a terminal could send: keys, mouse reports, pastes, garbage.
///
/// Holds when: the keys are the same read in one piece and in pieces split where the input's
/// first bytes say; every byte is in exactly one key or still pending (only an open paste stays
/// pending after a flush, and its end marker closes it); no unknown sequence swallows an escape
/// that starts another; each key's own bytes, parsed alone and flushed, give that key again; and
/// after a flush (the idle timeout that ends a lone `ESC`) wherever it falls, and the end marker
/// of a paste it fell in, nothing is pending and the parser reads keys as a new one does.
package enum TerminalInputOracle: FuzzOracle {
    package static let name = "terminal-input"

    /// Keys whose bytes a new parser reads as `probeKeys`.
    private static let probe = Array("a\u{1B}[A\u{1B}[<0;1;1M\u{1B}[200~p\u{1B}[201~".utf8)
    private static let probeKeys: [Key] = [
        .character("a"), .up, .mouse(MouseEvent(.press(button: 0), line: 0, column: 0)), .paste("p"),
    ]

    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    package static func check(_ input: [UInt8]) -> String? {
        var parser = KeyParser()
        let read = parser.events(from: input)
        let flushed = parser.flushEvents()
        // A paste stays open across a flush; its end marker closes it.
        let closing = parser.hasPending ? parser.events(from: pasteEnd) : []
        if parser.hasPending || (!closing.isEmpty && closing.map(\.key.isPaste) != [true]) {
            return "after a flush and a paste's end marker, still pending, or \(closing.map(\.key))"
        }
        let events = read + flushed + closing
        let accounted = events.reduce(0) { $0 + $1.length }
        let expected = input.count + (closing.isEmpty ? 0 : pasteEnd.count)
        if accounted != expected { return "keys account for \(accounted) of \(expected) bytes" }
        if events.contains(where: { $0.length < 1 && !$0.key.isPaste }) { return "a key made of no bytes" }
        for (key, _) in events {
            // An escape inside an unknown sequence would hide the key it starts.
            if case .unknown(let bytes) = key, bytes.dropFirst().contains(0x1B) {
                return "an escape inside the unknown sequence \(bytes)"
            }
        }

        var chunked = KeyParser()
        let pieces = FuzzParameters.split(input, sizes: FuzzParameters.chunkSizes(input, largest: 16))
        let inPieces = pieces.flatMap { chunked.events(from: $0) } + chunked.flushEvents()
        if inPieces.map(\.key) != (read + flushed).map(\.key)
            || inPieces.map(\.length) != (read + flushed).map(\.length)
        {
            return
                "in pieces \(pieces.prefix(8).map(\.count)): \(inPieces.map(\.key)) not \(events.map(\.key))"
        }

        // Each key's own bytes, alone, give that key; a paste cut by the flush is left out, as
        // its bytes alone end differently.
        var start = 0
        for (index, (key, length)) in (read + flushed).enumerated() {
            defer { start += length }
            if index >= read.count && key.isPaste { continue }
            var alone = KeyParser()
            let bytes = input[start..<start + length]
            let again = alone.keys(from: bytes) + alone.flush()
            if again != [key] { return "the bytes \(Array(bytes)) of \(key) alone give \(again)" }
        }

        // An idle timeout somewhere in the input (closing a paste it falls in), then a lone
        // Escape and its timeout: the parser reads keys as a new one does.
        var idle = KeyParser()
        var parameters = FuzzParameters(input)
        let cut = min(parameters.take(0...255) * input.count / 255, input.count)
        _ = idle.keys(from: input[..<cut])
        _ = idle.flush()
        if idle.hasPending {
            let closed = idle.keys(from: pasteEnd)
            if closed.map(\.isPaste) != [true] || idle.hasPending {
                return "after a flush, pending bytes that are no paste: \(closed)"
            }
        }
        let escape = idle.keys(from: [0x1B]) + idle.flush()
        if escape != [.escape] { return "a lone Escape after a flush gives \(escape)" }
        let probed = idle.keys(from: probe) + idle.flush()
        if probed != probeKeys { return "after a flush, known keys read as \(probed)" }
        return nil
    }
}

extension Key {
    fileprivate var isPaste: Bool {
        if case .paste = self { return true }
        return false
    }
}
