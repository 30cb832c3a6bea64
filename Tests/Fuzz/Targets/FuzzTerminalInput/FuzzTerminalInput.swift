import FuzzOracles

// Built by Scripts/fuzz.sh with -sanitize=fuzzer,address and FUZZING defined, this is a libFuzzer
// target; built as part of the package, it replays the files named on its command line.
#if FUZZING
    /// libFuzzer's entry point: one input through `TerminalInputOracle`; a failure traps.
    @c(LLVMFuzzerTestOneInput)
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        TerminalInputOracle.fuzz(FuzzInput(start: data, count: size))
    }
#else
    /// Replays inputs: `FuzzTerminalInput FILE…`.
    @main
    enum Replay {
        static func main() { TerminalInputOracle.replayArguments() }
    }
#endif
