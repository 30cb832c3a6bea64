import Testing

@testable import TextCells

@Suite("Reserved bytes: a line of output composed with one capacity check")
struct ReservedBytesTests {
    @Test("bytes, spaces and single bytes land after what the array held, up to the bound")
    func composes() {
        var output = Array("> ".utf8)
        let text = Array("text".utf8)
        output.appendReserving(12) { writer in
            text.withUnsafeBufferPointer { writer.append($0) }
            writer.appendSpaces(3)
            writer.appendSpaces(-2)
            writer.append(UnsafeBufferPointer(start: nil, count: 0))
            writer.append(UInt8(ascii: "|"))
            #expect(writer.count == 8)
        }
        #expect(String(decoding: output, as: UTF8.self) == "> text   |")
    }

    @Test("a bound of zero or less appends nothing")
    func emptyBound() {
        var output = Array("kept".utf8)
        output.appendReserving(0) { _ in Issue.record("nothing may be written without room") }
        #expect(output == Array("kept".utf8))
    }

    @Test("writing more than the bound stops the program instead of overrunning memory")
    func overrun() async {
        await #expect(processExitsWith: .failure) {
            var output: [UInt8] = []
            output.appendReserving(1) { writer in writer.appendSpaces(4096) }
        }
    }
}
