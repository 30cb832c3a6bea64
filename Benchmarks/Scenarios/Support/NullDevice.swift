import TextCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `/dev/null`, opened for writing through the library's writer.
public enum NullDevice {
    /// A writer to `/dev/null`; the caller closes it with ``close(_:)``.
    public static func open() -> FileDescriptorWriter {
        FileDescriptorWriter(fileDescriptor: openNullDevice())
    }

    /// Closes a writer made by ``open()``.
    public static func close(_ writer: inout FileDescriptorWriter) throws {
        closeDescriptor(writer.fileDescriptor)
    }
}

// Outside `NullDevice`, whose own `open()` and `close(_:)` would hide the C functions.

private func openNullDevice() -> Int32 {
    open("/dev/null", O_WRONLY)
}

private func closeDescriptor(_ fileDescriptor: Int32) {
    _ = close(fileDescriptor)
}
