import Foundation
import MixedListCommand
import SampleSupport
import TextCells

// The composition root's edge: real arguments, real environment, real standard output.
signal(SIGPIPE, SIG_IGN)
var output = FileDescriptorWriter.standardOutput()
let status = MixedListCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: .process(),
    output: &output,
    errors: ProcessOutput.writeError
)
let flushed = ProcessOutput.flush(&output, program: "mixed-list")
exit(flushed ? status.rawValue : MixedListCommand.ExitStatus.failure.rawValue)
