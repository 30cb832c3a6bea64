#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor (a file, a pipe, standard input) with POSIX calls, a chunk at a time,
/// so that a failure carries the system's reason and a pipe's records are seen as they arrive.
package final class FileDescriptorInput: ByteInput {
    private let descriptor: Int32
    private let closesDescriptor: Bool
    private var chunk: [UInt8]

    /// Reads an open descriptor, leaving it open.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor, such as `STDIN_FILENO`.
    ///   - chunkSize: How many bytes one read asks for.
    package init(descriptor: Int32, chunkSize: Int = 64 * 1024) {
        self.descriptor = descriptor
        closesDescriptor = false
        chunk = [UInt8](repeating: 0, count: max(chunkSize, 1))
    }

    /// Opens a file for reading; it is closed when the input goes away.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``ReadFailure`` when it cannot be opened, or is a directory.
    package init(path: String) throws(ReadFailure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadFailure(errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = ReadFailure(errno: errno)
            close(descriptor)
            throw failure
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw ReadFailure(errno: EISDIR)
        }
        self.descriptor = descriptor
        closesDescriptor = true
        chunk = [UInt8](repeating: 0, count: 64 * 1024)
    }

    deinit {
        if closesDescriptor { close(descriptor) }
    }

    /// The next bytes, waiting for them; empty at the end of the input. Retries `EINTR`.
    package func read() throws(ReadFailure) -> ArraySlice<UInt8> {
        while true {
            let count = readChunk(descriptor, into: &chunk)
            if count >= 0 { return chunk[0..<count] }
            if errno != EINTR { throw ReadFailure(errno: errno) }
        }
    }

    /// Whether nothing can be read without waiting: asked with `poll(2)` and no timeout. A regular
    /// file and the end of a pipe never wait; when `poll` itself fails, the answer is yes, since a
    /// pause that was not needed costs only a flush.
    package var wouldWait: Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 1
    }
}

/// Reads once with `read(2)` into `chunk`, returning what it returns; outside
/// ``FileDescriptorInput``, whose own `read()` would hide the C function.
private func readChunk(_ descriptor: Int32, into chunk: inout [UInt8]) -> Int {
    // The system call takes an address: the only pointer here, valid for the call.
    chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}
