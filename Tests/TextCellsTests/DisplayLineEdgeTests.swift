import Testing

@testable import TextCells

/// The edge checks of a display line look at one scalar before they build a cluster to probe;
/// these tests hold that first look to the probe for every scalar there is.
@Suite("Display line edges")
struct DisplayLineEdgeTests {
    /// Every Unicode scalar at or above `start`.
    private static func scalars(from start: UInt32) -> some Sequence<Unicode.Scalar> {
        (start...0x10FFFF).lazy.compactMap { Unicode.Scalar($0) }
    }

    @Test("a scalar ruled out as the start of a line never joins the text before it")
    func leadingEdge() {
        var ruledOut = 0
        var missed: [UInt32] = []
        for scalar in Self.scalars(from: 0) where !DisplayLine.mayAttachToPrecedingText(scalar) {
            ruledOut += 1
            var probe = "a"
            probe.unicodeScalars.append(scalar)
            if probe.count == 1 { missed.append(scalar.value) }
        }
        #expect(
            missed.isEmpty, "attach but were ruled out: \(missed.prefix(20).map { String($0, radix: 16) })")
        // CJK ideographs and emoji are ruled out without a probe.
        #expect(ruledOut > 100_000)
        for base in ["王", "한", "😀", "👨", "🎵"] {
            #expect(!DisplayLine.mayAttachToPrecedingText(base.unicodeScalars.first!))
        }
    }

    @Test("a scalar ruled out as the end of a line never takes in the text after it")
    func trailingEdge() {
        var missed: [UInt32] = []
        for scalar in Self.scalars(from: 0) where !DisplayLine.mayJoinFollowingText(scalar) {
            for follower in ["\u{AC00}", "\u{1F469}", "\u{1F1E6}", "a"] {
                var probe = String(Character(scalar))
                probe.append(follower)
                if probe.count == 1 { missed.append(scalar.value) }
            }
        }
        #expect(missed.isEmpty, "join but were ruled out: \(missed.prefix(20).map { String($0, radix: 16) })")
    }
}
