/// A sink that keeps everything in memory: to render into a string.
///
/// ```swift
/// var sink = MemorySink()
/// try view.render(data, width: 40, to: &sink)
/// print(sink.text, terminator: "")
/// ```
public struct MemorySink: ByteSink, Sendable {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty sink.
    public init() {}

    /// Appends the bytes.
    public mutating func write(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    /// The bytes as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
