import TextCells

/// A byte sink that counts what passes through it to another sink, so the library path and its
/// hand-written baseline can be checked to have written the same number of bytes, and notes when
/// the first bytes came, for the time to the first row.
public struct CountingSink<Base: ByteSink>: ByteSink {
    /// Where the bytes go.
    public var base: Base
    /// How many bytes were written so far.
    public private(set) var count = 0
    /// How many lines (newlines) were written so far.
    public private(set) var lineCount = 0
    /// When the first bytes were written, if any were.
    public private(set) var firstWrite: ContinuousClock.Instant?

    /// Wraps a sink.
    public init(_ base: Base) {
        self.base = base
    }

    /// Counts and forwards.
    public mutating func write(_ bytes: [UInt8]) throws(OutputError) {
        if firstWrite == nil && !bytes.isEmpty { firstWrite = ContinuousClock.now }
        count += bytes.count
        lineCount += bytes.count(where: { $0 == UInt8(ascii: "\n") })
        try base.write(bytes)
    }

    /// Whether the sink it wraps is live.
    public var isLive: Bool { base.isLive }
}
