import Foundation
public import TextCells

/// The edge of a sample program: standard error, and the last flush of standard output.
public enum ProcessOutput {
    /// Writes a message and a newline to standard error.
    ///
    /// - Parameter message: The message, without a trailing newline.
    public static func writeError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Flushes standard output at exit; a reader that closed it early (`| head`) is not a failure.
    ///
    /// - Parameters:
    ///   - output: Standard output.
    ///   - program: The program's name, for the message.
    /// - Returns: Whether the output was written, or its reader had gone; `false` after any other
    ///   write error, which is reported on standard error.
    public static func flush(_ output: inout FileDescriptorWriter, program: String) -> Bool {
        do {
            try output.flush()
        } catch {
            guard error.code == .brokenPipe else {
                writeError("\(program): \(error)")
                return false
            }
        }
        return true
    }
}
