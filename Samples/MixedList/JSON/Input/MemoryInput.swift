/// Input held in memory, read in chunks of a fixed size; it never waits.
package struct MemoryInput: ByteInput, Sendable {
    private let bytes: [UInt8]
    private let chunkSize: Int
    private var offset = 0

    /// Creates an input of the bytes.
    ///
    /// - Parameters:
    ///   - bytes: The whole input.
    ///   - chunkSize: How many bytes each read returns at most.
    package init(_ bytes: some Sequence<UInt8>, chunkSize: Int = 64 * 1024) {
        self.bytes = Array(bytes)
        self.chunkSize = max(chunkSize, 1)
    }

    /// The next chunk, or an empty one at the end.
    package mutating func read() -> ArraySlice<UInt8> {
        let end = min(offset + chunkSize, bytes.count)
        defer { offset = end }
        return bytes[offset..<end]
    }

    /// Never: the bytes are all here.
    package var wouldWait: Bool { false }
}
