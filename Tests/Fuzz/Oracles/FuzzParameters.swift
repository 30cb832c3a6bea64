/// Numbers taken from an input's first bytes, so that libFuzzer's mutations also vary how the
/// input is used: where it is split, how wide a box is, which options are on.
struct FuzzParameters {
    private let bytes: [UInt8]
    private var next = 0

    /// Parameters read from the start of `bytes`.
    init(_ bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes.prefix(16))
    }

    /// The next byte's number mapped into `range`; the lower bound once the bytes run out.
    mutating func take(_ range: ClosedRange<Int>) -> Int {
        guard next < bytes.count else { return range.lowerBound }
        defer { next += 1 }
        return range.lowerBound + Int(bytes[next]) % (range.count)
    }

    /// Chunk sizes from 1 to `largest`, one per byte of the input's first 8, cycled over the rest.
    static func chunkSizes(_ input: [UInt8], largest: Int) -> [Int] {
        let sizes = input.prefix(8).map { Int($0) % largest + 1 }
        return sizes.isEmpty ? [1] : sizes
    }

    /// `input` cut into pieces of the given sizes, cycled.
    static func split(_ input: [UInt8], sizes: [Int]) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        var which = 0
        while start < input.count {
            let end = min(start + sizes[which % sizes.count], input.count)
            pieces.append(input[start..<end])
            start = end
            which += 1
        }
        return pieces
    }
}
