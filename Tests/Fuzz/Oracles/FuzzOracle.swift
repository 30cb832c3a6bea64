import Foundation

/// One fuzz target's check: what must hold for any input, beyond "does not crash".
///
/// The same check runs in three places: under libFuzzer (a failure traps, so libFuzzer saves the
/// input), in the target's replay mode (`swift run FuzzJSONReader FILE…`, built without
/// `FUZZING`), and in `FuzzTests`, which runs every seed and every saved finding through it.
package protocol FuzzOracle {
    /// The name `Scripts/fuzz.sh` knows the target by, and its folder under `Tests/Fuzz/Corpus`.
    static var name: String { get }

    /// What is wrong with how the library handled `input`, or `nil` when every property holds.
    static func check(_ input: [UInt8]) -> String?
}

extension FuzzOracle {
    /// Checks one input from libFuzzer; a failure stops the process with its description.
    package static func fuzz(_ input: FuzzInput) -> CInt {
        if let failure = check(input.bytes) { fatalError("\(name): \(failure)") }
        return 0
    }

    /// Checks each file named on the command line, for replaying a finding without libFuzzer;
    /// exits 1 when one fails.
    package static func replayArguments() {
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                failed = true
                continue
            }
            let failure = check(Array(data))
            print("\(path): \(failure ?? "ok")")
            failed = failed || failure != nil
        }
        exit(failed ? 1 : 0)
    }
}

/// The fuzz targets, by the names their oracles give.
package enum FuzzTargets {
    /// Every target's oracle.
    static var oracles: [any FuzzOracle.Type] {
        [
            JSONReaderOracle.self, TerminalInputOracle.self, TextOracle.self, DiffOracle.self,
            MatcherOracle.self,
        ]
    }

    /// Every target's name, as `Scripts/fuzz.sh --list` gives them.
    package static let names = oracles.map { $0.name }

    /// What the oracle of the target called `name` finds wrong with `input`, or `nil`.
    package static func check(_ input: [UInt8], target name: String) -> String? {
        guard let oracle = oracles.first(where: { $0.name == name }) else { return "no fuzz target \(name)" }
        return oracle.check(input)
    }
}
