import Foundation
import MusicLibraryCommand
import SampleSupport
import TextCells

// The composition root's edge: real arguments, real environment, real standard output.
@MainActor
func runProcess() async -> Int32 {
    var output = FileDescriptorWriter.standardOutput()
    return await MusicLibraryCommand.main(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: .process(),
        output: &output,
        errors: ProcessOutput.writeError
    )
}

signal(SIGPIPE, SIG_IGN)
exit(await runProcess())
