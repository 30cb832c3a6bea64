/// Where rendered bytes go: a buffer in memory, or a writer to a file descriptor.
public protocol ByteSink {
    /// Takes the next bytes of output.
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Throws: ``OutputError`` when the bytes cannot be written.
    mutating func write(_ bytes: [UInt8]) throws(OutputError)

    /// Whether someone reads this sink while it is written, as with a terminal or a pipe.
    ///
    /// When a streamed render's input pauses, the renderer writes out everything it has drawn to a
    /// live sink and calls ``flush()``, so that the reader sees every row already drawn. A sink that
    /// is not live (a regular file, memory) just keeps gathering bytes. The default is `false`.
    var isLive: Bool { get }

    /// Writes out anything the sink holds back. The default does nothing.
    ///
    /// - Throws: ``OutputError`` when the bytes cannot be written.
    mutating func flush() throws(OutputError)
}

extension ByteSink {
    /// A sink is not live unless it says so.
    public var isLive: Bool { false }

    /// A sink that holds nothing back has nothing to flush.
    public mutating func flush() throws(OutputError) {}
}

/// A sink that keeps everything in memory.
public struct ByteBuffer: ByteSink, Sendable {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer.
    public init() {}

    /// Appends the bytes.
    public mutating func write(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    /// The bytes as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
