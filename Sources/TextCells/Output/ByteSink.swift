/// Where rendered bytes go: memory (``MemorySink``), a file descriptor, or anything of your own.
///
/// A render keeps one buffer of its own and hands it to the sink in blocks, and all of it before
/// it returns: a sink need not buffer, and has nothing left to write when the render is over.
public protocol ByteSink {
    /// Takes the next bytes of output.
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Throws: ``OutputError`` when the bytes cannot be written.
    mutating func write(_ bytes: [UInt8]) throws(OutputError)

    /// Whether someone reads this sink while it is written, as with a terminal or a pipe.
    ///
    /// When a streamed render's input pauses, the renderer hands everything it has drawn to a live
    /// sink, so that the reader sees every row already drawn. A sink that is not live (a regular
    /// file, memory) gets its bytes in large blocks. The default is `false`.
    var isLive: Bool { get }
}

extension ByteSink {
    /// A sink is not live unless it says so.
    public var isLive: Bool { false }
}
