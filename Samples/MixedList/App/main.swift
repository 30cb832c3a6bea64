import Foundation
import MixedListCommand
import TextCells

// The composition root's edge: real arguments, real environment, real standard output.
signal(SIGPIPE, SIG_IGN)
var output = FileDescriptorWriter.standardOutput()
let status = MixedListCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: .process(),
    output: &output,
    errors: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
)
var finalStatus = status
do {
    try output.flush()
} catch {
    if error.code != .brokenPipe {
        FileHandle.standardError.write(Data("mixed-list: \(error)\n".utf8))
        finalStatus = .failure
    }
}
exit(finalStatus.rawValue)
