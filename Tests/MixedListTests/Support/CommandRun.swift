import Foundation
import MixedListCommand
import MixedListJSON
import TextCells

/// The result of running `mixed-list` in memory.
struct CommandRun {
    var status: MixedListCommand.ExitStatus
    var output: String
    var errors: [String]
}

/// Runs `mixed-list` in memory, as a process whose output is not a terminal unless said
/// otherwise, and whose standard input is one unless said otherwise.
func runCommand(
    _ arguments: [String], standardInput: String = "", inputIsTerminal: Bool = true,
    variables: [String: String] = [:], terminal: Bool = false
) -> CommandRun {
    let environment = CommandEnvironment(
        variables: variables,
        outputIsTerminal: terminal,
        terminalWidth: terminal ? 60 : nil,
        inputIsTerminal: inputIsTerminal,
        standardInput: { MemoryInput(Array(standardInput.utf8)) }
    )
    var output = MemorySink()
    var errors: [String] = []
    let status = MixedListCommand.run(arguments: arguments, environment: environment, output: &output) {
        errors.append($0)
    }
    return CommandRun(status: status, output: output.text, errors: errors)
}
