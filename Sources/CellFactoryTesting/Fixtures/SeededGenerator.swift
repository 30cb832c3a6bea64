/// A random number generator that gives the same numbers for the same seed (SplitMix64), so a
/// failing property test can be replayed from the seed it prints.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed it started from.
    public let seed: UInt64
    private var state: UInt64

    /// Creates a generator.
    ///
    /// - Parameter seed: The seed.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
