import MixedListJSON
import Testing

/// `JSONStreamReader.readCompleteLines`: the reader lends whole lines to a caller that reads them
/// itself, and carries on after them as if it had read them.
@Suite("Lending complete lines of JSON Lines")
struct JSONStreamReaderLinesTests {
    /// A reader of JSON Lines that has read its first element.
    private func started(_ text: String) -> JSONStreamReader {
        var reader = JSONStreamReader()
        reader.append(Array(text.utf8))
        guard case .element = reader.next() else {
            Issue.record("the first line is not an element")
            return reader
        }
        return reader
    }

    @Test("whole lines only, from the next line, within the bounds asked for")
    func lendsWholeLines() {
        var reader = started("0\n11\n22\n33\n4")
        var lent: [UInt8] = []
        let answer = reader.readCompleteLines(minimumBytes: 1) { lines in
            lent = Array(lines)
            return (7, JSONStreamReader.LinesProgress(bytes: 0, lines: 0, elements: 0))
        }
        #expect(answer == 7)
        #expect(String(decoding: lent, as: UTF8.self) == "11\n22\n33\n")
        // At most 5 bytes: the lines that end within them.
        let bounded = reader.readCompleteLines(minimumBytes: 1, maximumBytes: 7) { lines in
            (
                String(decoding: lines, as: UTF8.self),
                JSONStreamReader.LinesProgress(bytes: 0, lines: 0, elements: 0)
            )
        }
        #expect(bounded == "11\n22\n")
        // Fewer bytes than the minimum: nothing is lent.
        #expect(
            reader.readCompleteLines(minimumBytes: 100) { _ in (1, .init(bytes: 0, lines: 0, elements: 0)) }
                == nil)
    }

    @Test("after the lines read, elements go on with the next index and errors at their place")
    func carriesOn() {
        var reader = started("0\n1\n\n2\n{bad\n")
        let read = reader.readCompleteLines(minimumBytes: 1) { _ in
            // The caller reads "1\n", the blank line and "2\n", and stops before "{bad".
            (true, JSONStreamReader.LinesProgress(bytes: 5, lines: 3, elements: 2))
        }
        #expect(read == true)
        guard case .malformed(let error, let index) = reader.next() else {
            Issue.record("expected the malformed line")
            return
        }
        #expect(index == 3)
        // "{bad" is line 5, starting at byte 7: as read one line at a time.
        #expect(error.position.line == 5)
        #expect(error.position.offset - (error.position.column - 1) == 7)
        reader.finishInput()
        #expect(reader.next() == .end)
    }

    @Test("nothing is lent before the reader starts, in an array, after a byte order mark, or mid-line")
    func lendsNothing() {
        var fresh = JSONStreamReader(format: .lines)
        fresh.append(Array("1\n2\n".utf8))
        #expect(
            fresh.readCompleteLines(minimumBytes: 1) { _ in (1, .init(bytes: 0, lines: 0, elements: 0)) }
                == nil)

        var array = JSONStreamReader()
        array.append(Array("[1,\n2,\n3]\n".utf8))
        _ = array.next()
        #expect(
            array.readCompleteLines(minimumBytes: 1) { _ in (1, .init(bytes: 0, lines: 0, elements: 0)) }
                == nil)

        var marked = JSONStreamReader(format: .lines)
        marked.append([0xEF, 0xBB, 0xBF] + Array("1\n2\n".utf8))
        _ = marked.nextRecognized { _, _ in nil }
        #expect(
            marked.readCompleteLines(minimumBytes: 1) { _ in (1, .init(bytes: 0, lines: 0, elements: 0)) }
                == nil)

        var partial = JSONStreamReader()
        partial.append(Array("1\n[2,".utf8))
        _ = partial.next()
        #expect(partial.next() == .needsInput)
        partial.append(Array("3]\n4\n".utf8))
        #expect(
            partial.readCompleteLines(minimumBytes: 1) { _ in (1, .init(bytes: 0, lines: 0, elements: 0)) }
                == nil)
    }
}
