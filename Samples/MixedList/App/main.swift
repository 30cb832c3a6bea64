import Foundation
import MixedListCommand
import SampleSupport
import TextCells

// The composition root's edge: real arguments, real environment, real standard output.
@MainActor
func runProgram() async -> Int32 {
    var output = FileDescriptorWriter.standardOutput()
    return await MixedListCommand.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: .process(),
        output: &output,
        errors: ProcessOutput.writeError
    )
}

signal(SIGPIPE, SIG_IGN)
exit(await runProgram())
