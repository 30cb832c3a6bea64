import Foundation

/// The edge of a sample program: standard error.
public enum ProcessOutput {
    /// Writes a message and a newline to standard error.
    ///
    /// - Parameter message: The message, without a trailing newline.
    public static func writeError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
