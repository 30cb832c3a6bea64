extension Array where Element == UInt8 {
    /// Appends what `body` writes, at most `bound` bytes, with one check of the array's
    /// uniqueness and capacity for all of it.
    ///
    /// - Parameters:
    ///   - bound: The most bytes `body` writes; writing more stops the program.
    ///   - body: Writes the bytes.
    mutating func appendReserving(_ bound: Int, _ body: (inout ReservedBytes) -> Void) {
        guard bound > 0 else { return }
        append(addingCapacity: bound) { reserved in
            reserved.withUnsafeMutableBufferPointer { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                var writer = ReservedBytes(base: base, capacity: buffer.count, count: initialized)
                body(&writer)
                initialized = writer.count
            }
        }
    }
}
