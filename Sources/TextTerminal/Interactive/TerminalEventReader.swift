internal import Foundation
internal import TerminalSignals
import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What happens at a terminal while an interactive list runs.
enum TerminalEvent: Sendable {
    /// Bytes typed at the keyboard.
    case bytes([UInt8])
    /// A signal arrived.
    case signal(Int32)
    /// The terminal was closed or hung up.
    case endOfInput
    /// Something the list shows changed.
    case changed
    /// Time to draw a frame that was held back to keep under the frame rate.
    case tick
    /// Time to turn the spinner of a busy list.
    case spinner
    /// Time to take a lone Escape as a key: nothing followed it (the number says after which
    /// read, so a stale one is ignored).
    case escapeTimeout(Int)
}

/// Waits for keys and signals on a thread of its own (with `poll(2)`, or `select(2)` on macOS),
/// and hands them on as ``TerminalEvent``s: while nothing happens, nothing runs.
final class TerminalEventReader: Sendable {
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading.
    ///
    /// - Parameters:
    ///   - terminal: The terminal to read keys from.
    ///   - signals: The read end of the signal pipe.
    ///   - events: Where events go.
    init(terminal: Int32, signals: Int32, events: AsyncStream<TerminalEvent>.Continuation)
        throws(TerminalError)
    {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw TerminalError("pipe", code: errno) }
        // Not inherited by programs the host starts meanwhile.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        let wake = wakeRead
        let finished = finished
        let thread = Thread {
            Self.run(terminal: terminal, signals: signals, wake: wake, events: events)
            finished.signal()
        }
        thread.name = "TerminalEventReader"
        thread.start()
    }

    /// Stops the thread and waits for it to end.
    func stop() {
        var wake = FileDescriptorWriter(fileDescriptor: wakeWrite)
        try? wake.write([1])
        finished.wait()
        close(wakeRead)
        close(wakeWrite)
    }

    private static func run(
        terminal: Int32, signals: Int32, wake: Int32, events: AsyncStream<TerminalEvent>.Continuation
    ) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            guard let ready = waitForInput([terminal, signals, wake]) else {
                if errno == EINTR { continue }
                events.yield(.endOfInput)
                return
            }
            if ready[2] { return }
            if ready[1] {
                let count = readBytes(signals, &chunk)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    // The signal pipe cannot be read: waiting again would spin.
                    events.yield(.endOfInput)
                    return
                }
                for byte in chunk.prefix(max(count, 0)) { events.yield(.signal(Int32(byte))) }
            }
            if ready[0] {
                let count = readBytes(terminal, &chunk)
                if count > 0 {
                    events.yield(.bytes(Array(chunk[..<count])))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    // Closed or hung up: nothing more will come, and waiting again would spin.
                    events.yield(.endOfInput)
                    return
                }
            }
        }
    }

    /// Waits until descriptors can be read (or have hung up): for each, whether it is ready; `nil`
    /// with `errno` set when the wait failed.
    ///
    /// macOS's `poll(2)` refuses terminal devices, so there the wait is `select(2)`'s (in C, as
    /// `fd_set` is macros); elsewhere it is `poll(2)`'s, which has no limit on descriptor numbers.
    static func waitForInput(_ descriptors: [Int32]) -> [Bool]? {
        #if canImport(Darwin)
            var ready = [Int32](repeating: 0, count: descriptors.count)
            guard terminal_wait_readable(descriptors, Int32(descriptors.count), &ready) >= 0 else {
                return nil
            }
            return ready.map { $0 != 0 }
        #else
            var requests = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&requests, nfds_t(requests.count), -1) >= 0 else { return nil }
            // A descriptor poll cannot watch counts as ready: its read then reports the problem.
            return requests.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL) != 0 }
        #endif
    }
}

/// `read(2)` into `chunk`; the system call takes an address, valid for the call.
private func readBytes(_ descriptor: Int32, _ chunk: inout [UInt8]) -> Int {
    chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}
