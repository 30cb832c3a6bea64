import MixedListCommand
import TextCells

/// Runs `mixed-list` in this process with its output going to `/dev/null`, as the scenarios
/// measure it.
enum MixedListRun {
    /// Runs the program and returns its output's counts; a run that fails or says anything on
    /// standard error is an error.
    ///
    /// - Parameters:
    ///   - arguments: The command line, without the program name.
    ///   - environment: Where the input comes from.
    ///   - scenario: The scenario, for the message.
    static func toNullDevice(
        _ arguments: [String], environment: CommandEnvironment = CommandEnvironment(), scenario: String
    ) throws -> CountingSink<FileDescriptorWriter> {
        var sink = CountingSink(NullDevice.open())
        var errors: [String] = []
        let status = MixedListCommand.run(arguments: arguments, environment: environment, output: &sink) {
            errors.append($0)
        }
        try NullDevice.close(&sink.base)
        guard status == .success, errors.isEmpty else {
            throw BenchmarkError(
                "\(scenario): mixed-list exited \(status): \(errors.joined(separator: "; "))")
        }
        return sink
    }
}
