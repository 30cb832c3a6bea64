/// Where `mixed-list` reads its input from: bytes that arrive a chunk at a time, from a file, a
/// pipe or memory.
package protocol ByteInput {
    /// The next bytes, waiting for them if none have arrived yet; empty at the end of the input.
    ///
    /// - Throws: ``ReadFailure`` when the input cannot be read.
    mutating func read() throws(ReadFailure) -> ArraySlice<UInt8>

    /// Whether ``read()`` would wait now, because no bytes have arrived and the input has not ended:
    /// the moment to show everything drawn so far.
    var wouldWait: Bool { get }
}
