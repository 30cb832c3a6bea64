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

/// The result of running `mixed-list`'s interactive entry point in memory.
struct MainRun {
    var status: Int32
    var output: String
    var errors: [String]
}

/// Runs `mixed-list`'s entry point, which browses or chooses on a terminal, with standard input
/// a pipe and no terminal at all: for runs that decide before anything is drawn.
@MainActor
func runMain(_ arguments: [String], standardInput: String) async -> MainRun {
    let environment = CommandEnvironment(
        variables: [:], outputIsTerminal: false, terminalWidth: nil, inputIsTerminal: false,
        standardInput: { MemoryInput(Array(standardInput.utf8)) })
    var output = MemorySink()
    var errors: [String] = []
    let status = await MixedListCommand.main(
        arguments: arguments, environment: environment, output: &output, errors: { errors.append($0) },
        terminal: "/nonexistent/tty")
    return MainRun(status: status, output: output.text, errors: errors)
}
