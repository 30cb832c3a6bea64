import Foundation
import MixedListCommand
import SampleSupport
import TextCells

// The composition root's edge: real arguments, real environment, real standard output.
@MainActor
func runProgram() async -> Int32 {
    var output = FileDescriptorWriter.standardOutput()
    let status = await MixedListCommand.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: .process(),
        output: &output,
        errors: ProcessOutput.writeError
    )
    let flushed = ProcessOutput.flush(&output, program: "mixed-list")
    return flushed ? status : MixedListCommand.ExitStatus.failure.rawValue
}

signal(SIGPIPE, SIG_IGN)
exit(await runProgram())
