import FuzzOracles

// Built by Scripts/fuzz.sh with -sanitize=fuzzer,address and FUZZING defined, this is a libFuzzer
// target; built as part of the package, it replays the files named on its command line.
#if FUZZING
    /// libFuzzer's entry point: one input through `JSONReaderOracle`; a failure traps.
    @c(LLVMFuzzerTestOneInput)
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        JSONReaderOracle.fuzz(FuzzInput(start: data, count: size))
    }
#else
    /// Replays inputs: `FuzzJSONReader FILE…`.
    @main
    enum Replay {
        static func main() { JSONReaderOracle.replayArguments() }
    }
#endif
