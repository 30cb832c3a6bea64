#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor such as standard output: the edge where rendering meets I/O.
///
/// Each write goes out at once, whole: short writes are continued and writes interrupted by a
/// signal (`EINTR`) are retried. A render buffers its output itself and writes it in large
/// blocks, so the writer keeps nothing back. A reader that went away is reported as
/// `OutputError/Code/brokenPipe`, any other failure as `OutputError/Code/writeFailed(errno:)`,
/// without retrying.
///
/// A descriptor that is not a regular file (a terminal, a pipe, a socket) is ``isLive``: a streamed
/// render hands it every row drawn whenever its input pauses.
public struct FileDescriptorWriter: ByteSink, Sendable {
    /// The file descriptor written to.
    public let fileDescriptor: Int32
    /// Whether the descriptor is read as it is written: anything but a regular file.
    public let isLive: Bool

    /// Creates a writer.
    ///
    /// - Parameter fileDescriptor: An open descriptor, such as `STDOUT_FILENO`.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        var status = stat()
        isLive = fstat(fileDescriptor, &status) != 0 || (status.st_mode & S_IFMT) != S_IFREG
    }

    /// A writer to standard output.
    public static func standardOutput() -> FileDescriptorWriter {
        FileDescriptorWriter(fileDescriptor: STDOUT_FILENO)
    }

    /// Writes all the bytes.
    public mutating func write(_ bytes: [UInt8]) throws(OutputError) {
        let fileDescriptor = fileDescriptor
        try Self.writeAll(bytes) { chunk in systemWrite(fileDescriptor, chunk) }
    }

    /// Writes all the bytes through `write`, which returns what `write(2)` returns and, when that
    /// is negative, the `errno` it set: continues short writes, retries `EINTR`, and stops on any
    /// other error or on a write that makes no progress.
    static func writeAll(
        _ bytes: [UInt8], using write: (Span<UInt8>) -> (written: Int, errno: Int32)
    ) throws(OutputError) {
        let span = bytes.span
        var offset = 0
        while offset < span.count {
            let (written, error) = write(span.extracting(offset...))
            if written > 0 {
                offset += written
                continue
            }
            // A write that takes nothing and reports no error would otherwise loop for ever.
            if written == 0 {
                throw OutputError(.writeFailed(errno: EIO), "cannot write output: the write made no progress")
            }
            if error == EINTR { continue }
            if error == EPIPE { throw OutputError(.brokenPipe, "output closed by the reader") }
            throw OutputError(
                .writeFailed(errno: error), "cannot write output: \(String(cString: strerror(error)))")
        }
    }
}

/// Writes bytes to a file descriptor once with `write(2)`: what it returns, and the `errno` it set
/// when that is negative.
///
/// Defined outside ``FileDescriptorWriter``, whose own `write(_:)` would hide the C function.
private func systemWrite(_ fileDescriptor: Int32, _ bytes: Span<UInt8>) -> (written: Int, errno: Int32) {
    // The system call takes an address: the only pointer here, valid for the call.
    let written = bytes.withUnsafeBytes { write(fileDescriptor, $0.baseAddress, $0.count) }
    return (written, written < 0 ? errno : 0)
}
