import Foundation
import MixedListJSON
import TextCells
import TextTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything `mixed-list` takes from the outside world, so tests can run it in memory.
package struct CommandEnvironment {
    /// The process environment (`COLUMNS`, `NO_COLOR`).
    package var variables: [String: String]
    /// Whether standard output is a terminal.
    package var outputIsTerminal: Bool
    /// The terminal's width when the output is one, or `nil`.
    package var terminalWidth: Int?
    /// Whether standard input is a terminal: without FILE, the built-in list is shown then, and
    /// standard input is read otherwise, as `cat` and `fzf` read it.
    package var inputIsTerminal: Bool
    /// Opens a file for reading.
    package var openFile: @Sendable (String) throws -> any ByteInput
    /// Standard input.
    package var standardInput: @Sendable () -> any ByteInput

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - variables: The process environment.
    ///   - outputIsTerminal: Whether standard output is a terminal.
    ///   - terminalWidth: The terminal's width, if any.
    ///   - inputIsTerminal: Whether standard input is a terminal.
    ///   - openFile: Opens a file; by default with POSIX calls, whose failures carry the system's
    ///     reason.
    ///   - standardInput: Standard input; by default the process's, read as it arrives.
    package init(
        variables: [String: String] = [:],
        outputIsTerminal: Bool = false,
        terminalWidth: Int? = nil,
        inputIsTerminal: Bool = true,
        openFile: (@Sendable (String) throws -> any ByteInput)? = nil,
        standardInput: @escaping @Sendable () -> any ByteInput = {
            FileDescriptorInput(descriptor: STDIN_FILENO)
        }
    ) {
        self.variables = variables
        self.outputIsTerminal = outputIsTerminal
        self.terminalWidth = terminalWidth
        self.inputIsTerminal = inputIsTerminal
        self.openFile = openFile ?? { path in try FileDescriptorInput(path: path) }
        self.standardInput = standardInput
    }

    /// The real process: its environment, its standard input and output, and its files.
    package static func process() -> CommandEnvironment {
        let isTerminal = Terminal.isTerminal(1)
        return CommandEnvironment(
            variables: ProcessInfo.processInfo.environment,
            outputIsTerminal: isTerminal,
            terminalWidth: isTerminal ? Terminal.windowColumns(1) : nil,
            inputIsTerminal: Terminal.isTerminal(0)
        )
    }
}
