import TextCells

/// A byte sink that counts what passes through it to another sink, so the library path and its
/// hand-written baseline can be checked to have written the same number of bytes.
public struct CountingSink<Base: ByteSink>: ByteSink {
    /// Where the bytes go.
    public var base: Base
    /// How many bytes were written so far.
    public private(set) var count = 0

    /// Wraps a sink.
    public init(_ base: Base) {
        self.base = base
    }

    /// Counts and forwards.
    public mutating func write(_ bytes: [UInt8]) throws(OutputError) {
        count += bytes.count
        try base.write(bytes)
    }

    /// Whether the sink it wraps is live.
    public var isLive: Bool { base.isLive }

    /// Flushes the sink it wraps.
    public mutating func flush() throws(OutputError) {
        try base.flush()
    }
}
