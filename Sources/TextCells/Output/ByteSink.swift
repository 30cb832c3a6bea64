/// Where rendered bytes go: a buffer in memory, or a writer to a file descriptor.
public protocol ByteSink {
    /// Takes the next bytes of output.
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Throws: ``OutputError`` when the bytes cannot be written.
    mutating func write(_ bytes: [UInt8]) throws(OutputError)
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
