import Foundation
import MusicLibraryCommand
import TextCells

// The composition root's edge: real arguments, real environment, real standard output.
@MainActor
func runProcess() async -> Int32 {
    var output = FileDescriptorWriter.standardOutput()
    let status = await MusicLibraryCommand.run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: .process(),
        output: &output,
        errors: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    )
    do {
        try output.flush()
    } catch {
        guard error.code == .brokenPipe else {
            FileHandle.standardError.write(Data("music-library: \(error)\n".utf8))
            return MusicLibraryCommand.ExitStatus.failure.rawValue
        }
    }
    return status.rawValue
}

signal(SIGPIPE, SIG_IGN)
exit(await runProcess())
