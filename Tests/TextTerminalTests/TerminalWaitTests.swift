import TerminalSignals
import Testing

@testable import TextTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two ways the key reader waits: `select(2)` (macOS's, in C) and the one this system uses,
/// on pipes, since both must say the same descriptors are ready.
@Suite("Waiting for keys: select(2) and poll(2) agree")
struct TerminalWaitTests {
    @Test("the descriptors with bytes, or hung up, are ready; the others are not")
    func readyDescriptors() {
        var first: [Int32] = [0, 0]
        var second: [Int32] = [0, 0]
        #expect(pipe(&first) == 0 && pipe(&second) == 0)
        defer { for descriptor in first + second { close(descriptor) } }
        #expect(write(second[1], "x", 1) == 1)
        let watched = [first[0], second[0]]
        var ready: [Int32] = [7, 7]
        #expect(terminal_wait_readable(watched, 2, &ready) == 1)
        #expect(ready == [0, 1])
        #expect(TerminalEventReader.waitForInput(watched) == [false, true])

        // A closed write end is ready too: the read then sees the end.
        close(first[1])
        first[1] = -1
        #expect(terminal_wait_readable(watched, 2, &ready) == 2)
        #expect(ready == [1, 1])
        #expect(TerminalEventReader.waitForInput(watched) == [true, true])
    }

    @Test("a descriptor select(2) cannot hold is an error, not a write outside the set")
    func outOfRange() {
        var ready: [Int32] = [0]
        #expect(terminal_wait_readable([-1], 1, &ready) == -1)
        #expect(errno == EINVAL)
        #expect(terminal_wait_readable([Int32(FD_SETSIZE)], 1, &ready) == -1)
    }
}
