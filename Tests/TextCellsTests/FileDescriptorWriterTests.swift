import CellFactory
import Foundation
import TestSupport
import Testing

@testable import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("FileDescriptorWriter")
struct FileDescriptorWriterTests {
    @Test("the writer writes each piece to its descriptor at once, keeping nothing back")
    func writesToPipe() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        var writer = FileDescriptorWriter(fileDescriptor: fds[1])
        try writer.write(Array("hello ".utf8))
        var first = [UInt8](repeating: 0, count: 16)
        #expect(read(fds[0], &first, 16) == 6)
        try writer.write(Array("world\n".utf8))
        close(fds[1])
        let read = FileHandle(fileDescriptor: fds[0], closeOnDealloc: false).readDataToEndOfFile()
        #expect(
            String(decoding: first.prefix(6), as: UTF8.self) + String(decoding: read, as: UTF8.self)
                == "hello world\n")
    }

    @Test("a pipe is live, a regular file is not: only a live writer gets every row when input pauses")
    func liveness() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        #expect(FileDescriptorWriter(fileDescriptor: fds[1]).isLive)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("liveness-\(getpid()).txt")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        defer { try? file.close() }
        #expect(!FileDescriptorWriter(fileDescriptor: file.fileDescriptor).isLive)
        #expect(!MemorySink().isLive)
    }

    @Test("a reader that went away is reported as a broken pipe")
    func brokenPipe() throws {
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        defer { close(fds[1]) }
        var writer = FileDescriptorWriter(fileDescriptor: fds[1])
        let error = #expect(throws: OutputError.self) { try writer.write(Array("lost".utf8)) }
        #expect(error?.code == .brokenPipe)
    }

    @Test("a full disk is a write error with the system's message, not a retry loop")
    func fullDisk() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        var writer = FileDescriptorWriter(fileDescriptor: fd)
        let error = #expect(throws: OutputError.self) { try writer.write(Array("data".utf8)) }
        #expect(error?.code == .writeFailed(errno: ENOSPC))
        #expect(error?.description == "cannot write output: No space left on device")
    }

    @Test("short writes are continued and EINTR is retried until every byte is out")
    func partialWritesAndInterrupts() throws {
        let bytes = Array((0..<1_000).map { UInt8(truncatingIfNeeded: $0) })
        var received: [UInt8] = []
        var calls = 0
        try FileDescriptorWriter.writeAll(bytes) { chunk in
            calls += 1
            // Every third call is interrupted by a signal; the others take at most 7 bytes.
            if calls % 3 == 0 { return (-1, EINTR) }
            let taken = min(7, chunk.count)
            for index in 0..<taken { received.append(chunk[index]) }
            return (taken, 0)
        }
        #expect(received == bytes)
        #expect(calls > 200)
    }

    @Test(
        "a write error stops at once with its reason; a write that makes no progress is an error",
        arguments: [
            (Int(-1), EPIPE, OutputError.Code.brokenPipe), (-1, ENOSPC, .writeFailed(errno: ENOSPC)),
            (-1, EAGAIN, .writeFailed(errno: EAGAIN)), (0, 0, .writeFailed(errno: EIO)),
        ])
    func writeErrors(written: Int, error: Int32, expected: OutputError.Code) {
        var calls = 0
        #expect {
            try FileDescriptorWriter.writeAll([1, 2, 3]) { _ in
                calls += 1
                return (written, error)
            }
        } throws: { thrown in
            (thrown as? OutputError)?.code == expected
        }
        #expect(calls == 1)
    }

    @Test("a render has written everything to the writer when it returns")
    func renderToWriter() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        var writer = FileDescriptorWriter(fileDescriptor: fds[1])
        try makeView().render(SectionedData(items: [Score(points: 5)]), width: 10, to: &writer)
        close(fds[1])
        let read = FileHandle(fileDescriptor: fds[0], closeOnDealloc: false).readDataToEndOfFile()
        #expect(String(decoding: read, as: UTF8.self) == "   5 pts  \n")
    }
}
