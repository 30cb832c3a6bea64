/// The bytes libFuzzer hands a target, copied out of its buffer.
///
/// This is the fuzz targets' one contact with a raw pointer: libFuzzer's entry point gives one,
/// and it is copied at once into an array that everything else uses.
package struct FuzzInput: Sendable {
    /// The input's bytes.
    package let bytes: [UInt8]

    /// Copies `count` bytes from `start`, as libFuzzer passes them (`start` may be `nil` when
    /// `count` is 0).
    package init(start: UnsafePointer<UInt8>?, count: Int) {
        guard let start, count > 0 else {
            bytes = []
            return
        }
        bytes = Array(UnsafeBufferPointer(start: start, count: count))
    }
}
