/// Writes bytes into memory reserved for them at the end of an array: a copy or a fill per
/// call, where each `append` to the array would check its uniqueness and capacity again.
///
/// Made by `Array<UInt8>.appendReserving(_:_:)`, which reserves an upper bound first. Writing
/// past it stops the program rather than overrun the memory: a wrong bound is a bug here.
struct ReservedBytes {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// The bytes written so far.
    private(set) var count: Int

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int, count: Int) {
        self.base = base
        self.capacity = capacity
        self.count = count
    }

    /// Appends bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        precondition(count + bytes.count <= capacity, "more bytes than were reserved")
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `spaces` spaces; none when 0 or less.
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        precondition(count + spaces <= capacity, "more bytes than were reserved")
        (base + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        precondition(count < capacity, "more bytes than were reserved")
        (base + count).initialize(to: byte)
        count += 1
    }
}
