import Glibc
import TextCells

/// `/dev/null`, opened for writing through the library's buffered writer.
public enum NullDevice {
    /// A writer to `/dev/null`; the caller closes it with ``close(_:)``.
    public static func open() -> FileDescriptorWriter {
        FileDescriptorWriter(fileDescriptor: Glibc.open("/dev/null", O_WRONLY))
    }

    /// Flushes and closes a writer made by ``open()``.
    public static func close(_ writer: inout FileDescriptorWriter) throws {
        try writer.flush()
        _ = Glibc.close(writer.fileDescriptor)
    }
}
